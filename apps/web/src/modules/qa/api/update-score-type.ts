import { getScoreType, listScoreTypes, updateScoreType } from '@backoffice/contract/modules/qa';
import { endpointMutation } from '../../../core/endpoint-query';

export const useUpdateScoreType = endpointMutation(updateScoreType, { invalidates: [listScoreTypes, getScoreType] });
