import { getScoreGrade, listScoreGrades, updateScoreGrade } from '@backoffice/contract/modules/qa';
import { endpointMutation } from '../../../core/endpoint-query';

export const useUpdateScoreGrade = endpointMutation(updateScoreGrade, {
  invalidates: [listScoreGrades, getScoreGrade],
});
