import { teamsAway } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useTeamsAway = endpointQuery(teamsAway, { keepPreviousData: true }).use;
