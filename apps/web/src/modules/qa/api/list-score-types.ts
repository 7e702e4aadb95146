import { listScoreTypes } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const scoreTypesQuery = endpointQuery(listScoreTypes);
export const useScoreTypes = scoreTypesQuery.use;
