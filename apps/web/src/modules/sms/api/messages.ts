// The SMS message list (docs/sms.md "Messages"). It answers `[messages, paging]` (the spec's client
// reads the first element); the screen reads it as the kit's page shape.
import { listSmsMessages } from '@backoffice/contract/modules/sms/messages';
import { endpointQuery } from '../../../core/endpoint-query';

export const useMessages = endpointQuery(listSmsMessages, {
  keepPreviousData: true,
  select: ([items, paging]) => ({ items, ...paging }),
}).use;
