import { listNotes } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const useNotes = endpointQuery(listNotes, { keepPreviousData: true }).use;
