import { getScoreGrade } from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const useScoreGrade = endpointQuery(getScoreGrade).use;
