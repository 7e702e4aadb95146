import * as qa from '@backoffice/contract/modules/qa';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useCronConfigs = endpointQuery(qa.listCronConfigs).use;
export const useCronConfig = endpointQuery(qa.getCronConfig).use;
const lists = [qa.listCronConfigs, qa.getCronConfig];
export const useCreateCronConfig = endpointMutation(qa.createCronConfig, { invalidates: lists });
export const useUpdateCronConfig = endpointMutation(qa.updateCronConfig, { invalidates: lists });
export const useDeleteCronConfig = endpointMutation(qa.deleteCronConfig, { invalidates: lists });
