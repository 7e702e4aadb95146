import { listQaDepartments } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

/** The department names chats and tickets came with, for the filters (kept a minute: they change rarely). */
export const useQaDepartments = endpointQuery(listQaDepartments, { staleTime: 60_000 }).use;
