import { createTeam, leaderTeams, listTeams } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateTeam = endpointMutation(createTeam, { invalidates: [listTeams, leaderTeams] });
