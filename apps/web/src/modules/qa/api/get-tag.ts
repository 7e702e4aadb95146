import { getTag } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const useTag = endpointQuery(getTag).use;
