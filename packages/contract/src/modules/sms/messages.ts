// SMS messages (spec §7 "SMS": POST /sms/messages, GET /sms/messages "the first element of the reply is
// used"; docs/sms.md "Messages"): one message per recipient, written `queued` and delivered by the
// `sms.deliver` job, from a template with its variables or as free text.
import { z } from 'zod';
import { endpoint, isoInstant, pageQuery, scopes, timestamps } from '../../http.js';
import { countSegments, MAX_SEGMENTS } from '../../rules/sms.js';
import { smsRecipient } from './phone.js';

/** Recipients of one send. */
export const MAX_RECIPIENTS = 50;
/** A free text is at most this long before its parts are counted (10 parts of 153 septets is 1530). */
export const TEXT_MAX = 1600;

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

export const sendSmsBody = z
  .object({
    recipients: z
      .array(smsRecipient)
      .min(1, 'add at least one recipient')
      .max(MAX_RECIPIENTS, `at most ${MAX_RECIPIENTS} recipients at once`),
    /** A template's name; its variables all given in `variables`. */
    template: z.string().trim().min(1, 'is required').max(64).optional(),
    variables: z
      .record(
        z.string().max(40),
        z.string().max(500, 'must be at most 500 characters').refine(noNul, 'must not contain NUL characters'),
      )
      .optional(),
    /** Free text, instead of a template. */
    text: z
      .string()
      .max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`)
      .refine(noNul, 'must not contain NUL characters')
      .optional(),
  })
  .superRefine((body, context) => {
    const seen = new Map<string, number>();
    body.recipients.forEach((number, i) => {
      const first = seen.get(number);
      if (first === undefined) seen.set(number, i);
      else
        context.addIssue({
          code: 'custom',
          path: ['recipients', i],
          message: `is the same number as recipient ${first + 1}`,
        });
    });
    const hasText = body.text !== undefined && body.text.trim() !== '';
    if (body.template === undefined && !hasText) {
      context.addIssue({ code: 'custom', path: ['text'], message: 'write a text or choose a template' });
    }
    if (body.template !== undefined && body.text !== undefined) {
      context.addIssue({ code: 'custom', path: ['text'], message: 'give either a template or a text, not both' });
    }
    if (body.template === undefined && body.variables !== undefined) {
      context.addIssue({ code: 'custom', path: ['variables'], message: 'are given only with a template' });
    }
    if (hasText && body.template === undefined) {
      const { segments } = countSegments(body.text!);
      if (segments > MAX_SEGMENTS) {
        context.addIssue({
          code: 'custom',
          path: ['text'],
          message: `is ${segments} SMS parts long: at most ${MAX_SEGMENTS}`,
        });
      }
    }
  })
  .meta({ examples: [{ recipients: ['+4915112345678'], text: 'Maintenance tonight 22:00–23:00.' }] });
export type SendSmsBody = z.input<typeof sendSmsBody>;

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

export const sendSms = endpoint({
  name: 'sms.sendSms',
  method: 'POST',
  path: '/sms/messages',
  access: scopes('sms:sms:create'),
  summary:
    'Send an SMS to one or many numbers, from a template (all its variables given) or as free text: one queued message per recipient, delivered by the sms.deliver job; rate-limited per sender',
  body: sendSmsBody,
  reply: z.array(smsMessage),
  status: 201,
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
