// SMS messages (spec §7 "SMS": POST /sms/messages, GET /sms/messages "the first element of the reply is
// used"; docs/sms.md "Messages"): one message per recipient, written `queued` and delivered by the
// `sms.deliver` job, from a template with its variables or as free text. Sending is `send.ts`, apart, so
// that the list's screen does not load the phone-number library.
import { z } from 'zod';
import { endpoint, isoInstant, pageQuery, scopes, timestamps } from '../../http.js';

export const smsStatuses = ['queued', 'sent', 'failed'] as const;
export const smsStatus = z.enum(smsStatuses);
export type SmsStatus = z.infer<typeof smsStatus>;

export const smsMessage = z.object({
  id: z.number().int(),
  /** E.164 (`+4915112345678`). */
  recipient: z.string(),
  /** What is sent: the free text, or the template rendered with its variables. */
  text: z.string(),
  /** The template it was rendered from, by name (kept after the template is deleted), or null. */
  template: z.string().nullable(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int(),
  /** queued (waiting for the delivery job), sent (the provider took it), failed (no more attempts). */
  status: smsStatus,
  /** `outbox` (kept here only) or `http` (posted to SMS_API_URL). */
  provider: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the next delivery attempt is due (queued only). */
  nextAttemptAt: isoInstant.nullable(),
  sentAt: isoInstant.nullable(),
  /** The provider's id of the message, when its answer gave one. */
  providerMessageId: z.string().nullable(),
  sender: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ...timestamps,
});
export type SmsMessage = z.infer<typeof smsMessage>;

const noNul = (s: string) => !s.includes('\0');

export const messagesQuery = pageQuery.extend({
  /** Matches the number (digits as typed, spaces ignored), the text and the template's name. */
  search: z.string().trim().max(100).refine(noNul, 'must not contain NUL characters').optional(),
  status: smsStatus.optional(),
});

/** The paging of a message list: the second element of its reply. */
export const messagesPaging = z.object({
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  take: z.number().int(),
});

export const listSmsMessages = endpoint({
  name: 'sms.listSmsMessages',
  method: 'GET',
  path: '/sms/messages',
  access: scopes('sms:sms:read'),
  summary:
    'Messages, newest first, as `[messages, paging]`: the first element (what the spec’s client reads) is the page’s messages, the second `{ total, totalCapped, page, take }`',
  query: messagesQuery,
  reply: z.tuple([z.array(smsMessage), messagesPaging]),
});
