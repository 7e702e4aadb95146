import { requestCover } from '@backoffice/contract/modules/leave';
import { endpointQuery } from '../../../core/endpoint-query';

export const useRequestCover = endpointQuery(requestCover).use;
