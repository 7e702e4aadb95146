// What the user, role and department pickers read: administration's own list endpoints (with their
// `search`) and record endpoints, through the same `endpointQuery` keys (`[endpoint.name, params,
// query]`), so a change made anywhere (a renamed role, a new user) refreshes the pickers too, and a
// record one screen has read is not read again by a picker (docs/architecture.md "Lookups").
import { DEFAULT_TAKE, type Endpoint } from '@backoffice/contract/http';
import {
  type Department,
  getDepartment,
  getRole,
  getUser,
  listDepartments,
  listRoles,
  listUsers,
  type Role,
  type User,
} from '@backoffice/contract/modules/administration';
import { getPerson, listPeople, type Person } from '@backoffice/contract/modules/employees/people';
import { endpointQuery } from '../endpoint-query';

/** One choice of a picker: what it shows, and a second line that tells alike names apart. */
export interface LookupOption<T = unknown> {
  id: number;
  label: string;
  detail?: string;
  /** The heading it is listed under (a role's department); options without one come first. */
  group?: string;
  /** The record it stands for, for the caller's `refuse` and `onChange`. */
  record?: T;
}

export interface LookupPage<T = unknown> {
  options: LookupOption<T>[];
  total: number;
}

interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
}

/** A kind of record a picker looks up. */
export interface Lookup<T = unknown> {
  /** Singular and plural nouns, for "User #5" and "No users match". */
  noun: string;
  plural: string;
  /** The list endpoint: the picker offers nothing to a user its access refuses. */
  list: Pick<Endpoint, 'access'>;
  /** The first page of the list for a search ('' for all), at the lists' default page size. */
  useSearch(search: string, enabled: boolean): QueryState<LookupPage<T>>;
  /** One record by its id, for the label of a value that is not among the options shown. */
  useRecord(id: number | null, enabled: boolean): QueryState<LookupOption<T>>;
}

/** The first page at the lists' default size: without a search, the same cached reply as a list screen's. */
const firstPage = { page: 1, take: DEFAULT_TAKE };

const pageOf = <T>(reply: { items: T[]; total: number }, option: (item: T) => LookupOption<T>): LookupPage<T> => ({
  options: reply.items.map(option),
  total: reply.total,
});

const userOption = (user: User): LookupOption<User> => ({
  id: user.id,
  label: user.name,
  detail: `${user.username} · ${user.email}`,
  record: user,
});
const userList = endpointQuery(listUsers, { keepPreviousData: true, select: (r) => pageOf(r, userOption) });
const userRecord = endpointQuery(getUser, { select: userOption });

export const userLookup: Lookup<User> = {
  noun: 'user',
  plural: 'users',
  list: listUsers,
  useSearch: (search, enabled) => userList.use({ query: { ...firstPage, search } }, { enabled }),
  useRecord: (id, enabled) => userRecord.use({ params: { id: id ?? 0 } }, { enabled: enabled && id !== null }),
};

/**
 * People as anyone signed in may find them (the people directory: name and username only), for pickers
 * open to everyone — share a file, assign a report, a follow-up's owner. `userLookup` stays for screens
 * that manage users (its options carry the address and the whole record).
 */
const personOption = (person: Person): LookupOption<Person> => ({
  id: person.id,
  label: person.name,
  detail: person.username,
  record: person,
});
const personList = endpointQuery(listPeople, { keepPreviousData: true, select: (r) => pageOf(r, personOption) });
const personRecord = endpointQuery(getPerson, { select: personOption });

export const personLookup: Lookup<Person> = {
  noun: 'person',
  plural: 'people',
  list: listPeople,
  useSearch: (search, enabled) => personList.use({ query: { ...firstPage, search } }, { enabled }),
  useRecord: (id, enabled) => personRecord.use({ params: { id: id ?? 0 } }, { enabled: enabled && id !== null }),
};

/** Roles are listed under their departments, each with how many scopes it grants. */
const roleOption = (role: Role): LookupOption<Role> => ({
  id: role.id,
  label: role.name,
  detail: `${role.scopes.length} scope${role.scopes.length === 1 ? '' : 's'}`,
  group: role.department?.name ?? 'No department',
  record: role,
});
const roleList = endpointQuery(listRoles, { keepPreviousData: true, select: (r) => pageOf(r, roleOption) });
const roleRecord = endpointQuery(getRole, { select: roleOption });

export const roleLookup: Lookup<Role> = {
  noun: 'role',
  plural: 'roles',
  list: listRoles,
  useSearch: (search, enabled) => roleList.use({ query: { ...firstPage, search } }, { enabled }),
  useRecord: (id, enabled) => roleRecord.use({ params: { id: id ?? 0 } }, { enabled: enabled && id !== null }),
};

const departmentOption = (department: Department): LookupOption<Department> => ({
  id: department.id,
  label: department.name,
  detail: `${department.usersCount} user${department.usersCount === 1 ? '' : 's'}`,
  record: department,
});
const departmentList = endpointQuery(listDepartments, {
  keepPreviousData: true,
  select: (r) => pageOf(r, departmentOption),
});
const departmentRecord = endpointQuery(getDepartment, { select: departmentOption });

export const departmentLookup: Lookup<Department> = {
  noun: 'department',
  plural: 'departments',
  list: listDepartments,
  useSearch: (search, enabled) => departmentList.use({ query: { ...firstPage, search } }, { enabled }),
  useRecord: (id, enabled) => departmentRecord.use({ params: { id: id ?? 0 } }, { enabled: enabled && id !== null }),
};
