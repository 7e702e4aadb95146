// The database users calls as queries and mutations (docs/database.md).
import {
  createDatabaseUser,
  deleteDatabaseUser,
  getDatabaseUser,
  listDatabases,
  listDatabaseUsers,
  updateDatabaseUser,
} from '@backoffice/contract/modules/database';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useDatabaseUsers = endpointQuery(listDatabaseUsers, { keepPreviousData: true }).use;
export const databaseUserQuery = endpointQuery(getDatabaseUser);
// A grant changes the databases' user counts too.
const changed = [listDatabaseUsers, getDatabaseUser, listDatabases];
export const useCreateDatabaseUser = endpointMutation(createDatabaseUser, { invalidates: changed });
export const useUpdateDatabaseUser = endpointMutation(updateDatabaseUser, { invalidates: changed });
export const useDeleteDatabaseUser = endpointMutation(deleteDatabaseUser, { invalidates: changed });
