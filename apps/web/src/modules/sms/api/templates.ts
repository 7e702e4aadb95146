// The SMS template calls as queries and mutations (docs/sms.md "Templates").
import {
  createSmsTemplate,
  deleteSmsTemplate,
  getSmsTemplate,
  listSmsTemplates,
  updateSmsTemplate,
} from '@backoffice/contract/modules/sms/templates';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useTemplates = endpointQuery(listSmsTemplates, { keepPreviousData: true }).use;
export const templateQuery = endpointQuery(getSmsTemplate);
export const useTemplate = templateQuery.use;

const changed = [listSmsTemplates, getSmsTemplate];
export const useCreateTemplate = endpointMutation(createSmsTemplate, { invalidates: changed });
export const useUpdateTemplate = endpointMutation(updateSmsTemplate, { invalidates: changed });
export const useDeleteTemplate = endpointMutation(deleteSmsTemplate, { invalidates: changed });
