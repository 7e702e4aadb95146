// The access screen names a department by its id for someone without users:departments:read (who
// cannot use core/lookups' DepartmentPicker): `GET /auth/users-departments?ids[]=`, open to any
// signed-in user. Administration's endpoint: its changes to departments refresh this too.
import { usersOfDepartments } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

const departmentsById = endpointQuery(usersOfDepartments, { select: (found) => found[0] ?? null });

export function useDepartmentById(id: number | null) {
  return departmentsById.use({ query: { ids: [id ?? 0] } }, { enabled: id !== null });
}
