import { archive } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useArchive = endpointQuery(archive, { keepPreviousData: true }).use;
