import { createScoreType, getScoreType, listScoreTypes } from '@backoffice/contract/modules/qa';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateScoreType = endpointMutation(createScoreType, { invalidates: [listScoreTypes, getScoreType] });
