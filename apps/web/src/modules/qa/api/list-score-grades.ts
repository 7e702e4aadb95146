import { listScoreGrades } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const scoreGradesQuery = endpointQuery(listScoreGrades);
export const useScoreGrades = scoreGradesQuery.use;
