import { getScoreType } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const useScoreType = endpointQuery(getScoreType).use;
