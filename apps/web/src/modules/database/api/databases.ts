// The databases calls as queries and mutations (docs/database.md).
import {
  checkDatabases,
  createDatabase,
  deleteDatabase,
  getDatabase,
  getDatabaseUser,
  listDatabases,
  listDatabaseUsers,
} from '@backoffice/contract/modules/database';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useDatabases = endpointQuery(listDatabases, { keepPreviousData: true }).use;
export const useCreateDatabase = endpointMutation(createDatabase, { invalidates: [listDatabases] });
export const useDeleteDatabase = endpointMutation(deleteDatabase, { invalidates: [listDatabases, getDatabase] });
/** A check changes every record's sync status. */
export const useCheckDatabases = endpointMutation(checkDatabases, {
  invalidates: [listDatabases, getDatabase, listDatabaseUsers, getDatabaseUser],
});
