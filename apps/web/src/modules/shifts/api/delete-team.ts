import { deleteTeam, leaderTeams, listTeams } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteTeam = endpointMutation(deleteTeam, { invalidates: [listTeams, leaderTeams] });
