// The system users calls (one hook per endpoint).
import {
  createSystemUser,
  deleteSystemUser,
  getSystemUser,
  getSystemUserCommands,
  listSystemUsers,
  updateSystemUser,
} from '@backoffice/contract/modules/system-users';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

const touched = [listSystemUsers, getSystemUser, getSystemUserCommands];

export const useSystemUsers = endpointQuery(listSystemUsers, { keepPreviousData: true }).use;
export const systemUserQuery = endpointQuery(getSystemUser);
export const useSystemUserCommands = endpointQuery(getSystemUserCommands).use;
export const useCreateSystemUser = endpointMutation(createSystemUser, { invalidates: touched });
export const useUpdateSystemUser = endpointMutation(updateSystemUser, { invalidates: touched });
export const useDeleteSystemUser = endpointMutation(deleteSystemUser, { invalidates: touched });
