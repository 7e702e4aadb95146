// The agents calls (spec §7 "Dossiers"): the list, one dossier, free users, positions, teams, and the changes.
import {
  addAgent,
  createMembership,
  createTeam,
  deleteMembership,
  freeUsers,
  getAgent,
  listAgents,
  listPositions,
  listTeams,
  updateAgent,
} from '@backoffice/contract/modules/dossier';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const agentsQuery = endpointQuery(listAgents, { keepPreviousData: true });
export const useAgents = agentsQuery.use;
export const agentQuery = endpointQuery(getAgent);
export const useAgent = agentQuery.use;
export const useFreeUsers = endpointQuery(freeUsers, { keepPreviousData: true }).use;
export const usePositions = endpointQuery(listPositions).use;
export const useTeams = endpointQuery(listTeams).use;

const agentAnswers = [listAgents, getAgent, freeUsers, listTeams];
export const useAddAgent = endpointMutation(addAgent, { invalidates: agentAnswers });
export const useUpdateAgent = endpointMutation(updateAgent, { invalidates: agentAnswers });
export const useCreateTeam = endpointMutation(createTeam, { invalidates: [listTeams] });
export const useCreateMembership = endpointMutation(createMembership, { invalidates: agentAnswers });
export const useDeleteMembership = endpointMutation(deleteMembership, { invalidates: agentAnswers });
