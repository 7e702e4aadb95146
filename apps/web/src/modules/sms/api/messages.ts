// The SMS message calls (docs/sms.md "Messages"). The list answers `[messages, paging]` (the spec's
// client reads the first element); the screens read it as the kit's page shape.
import { listSmsMessages, sendSms } from '@backoffice/contract/modules/sms/messages';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useMessages = endpointQuery(listSmsMessages, {
  keepPreviousData: true,
  select: ([items, paging]) => ({ items, ...paging }),
}).use;

export const useSendSms = endpointMutation(sendSms, { invalidates: [listSmsMessages] });
