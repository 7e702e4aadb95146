// The pickers of users, roles and departments, for any module's forms and filters
// (docs/architecture.md "Lookups"): `<UserPicker label="User" value={id} onChange={(id) => …} />`.
import type { Department, Role, User } from '@backoffice/contract/modules/administration';
import type { Person } from '@backoffice/contract/modules/employees/people';
import { LookupField, type PickerProps } from './lookup-field';
import { departmentLookup, personLookup, roleLookup, userLookup } from './lookups';

export type { PickerProps } from './lookup-field';
export type { LookupOption } from './lookups';

/** A user, searched by name, username and email (needs users:users:read). */
export function UserPicker(props: PickerProps<User>) {
  return <LookupField lookup={userLookup} {...props} />;
}

/** A colleague, searched by name or username, for anyone signed in (the people directory). */
export function PersonPicker(props: PickerProps<Person>) {
  return <LookupField lookup={personLookup} {...props} />;
}

/** A role, searched by name, listed under its department with its scope count (needs users:roles:read). */
export function RolePicker(props: PickerProps<Role>) {
  return <LookupField lookup={roleLookup} {...props} />;
}

/** A department, searched by name (needs users:departments:read). */
export function DepartmentPicker(props: PickerProps<Department>) {
  return <LookupField lookup={departmentLookup} {...props} />;
}
