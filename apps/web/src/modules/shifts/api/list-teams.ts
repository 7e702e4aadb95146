import { listTeams } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useTeams = endpointQuery(listTeams, { keepPreviousData: true }).use;
