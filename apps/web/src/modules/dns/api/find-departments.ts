// The department picker of the access screen. `GET /auth/departments` needs users:departments:read;
// without it, `GET /auth/users-departments?ids[]=` (any signed-in user) names a department by its id.
// Both are administration's endpoints: its changes to departments refresh the picker too.
import { MAX_TAKE } from '@backoffice/contract/http';
import { listDepartments, usersOfDepartments } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

const departmentSearch = endpointQuery(listDepartments, { keepPreviousData: true });
const departmentsById = endpointQuery(usersOfDepartments, { select: (found) => found[0] ?? null });

export function useDepartmentSearch(search: string) {
  return departmentSearch.use({ query: { search, page: 1, take: MAX_TAKE } });
}

export function useDepartmentById(id: number | null) {
  return departmentsById.use({ query: { ids: [id ?? 0] } }, { enabled: id !== null });
}
