import { listScoreGrades } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const useScoreGrades = endpointQuery(listScoreGrades).use;
