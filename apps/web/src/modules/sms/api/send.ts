// Sending SMS (docs/sms.md "Sending"): only the send screen imports this, and with it the phone-number
// library the contract's recipient check uses.
import { listSmsMessages } from '@backoffice/contract/modules/sms/messages';
import { sendSms } from '@backoffice/contract/modules/sms/send';
import { endpointMutation } from '../../../core/endpoint-query';

export const useSendSms = endpointMutation(sendSms, { invalidates: [listSmsMessages] });
