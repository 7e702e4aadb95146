import { createScoreGrade, getScoreGrade, listScoreGrades } from '@backoffice/contract/modules/qa';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateScoreGrade = endpointMutation(createScoreGrade, {
  invalidates: [listScoreGrades, getScoreGrade],
});
