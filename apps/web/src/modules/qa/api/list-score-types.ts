import { listScoreTypes } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const useScoreTypes = endpointQuery(listScoreTypes).use;
