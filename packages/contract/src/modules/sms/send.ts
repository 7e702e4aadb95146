// Sending SMS (spec §7 "POST /sms/messages"; docs/sms.md "Sending"): recipients validated as E.164 by
// libphonenumber-js (`phone.ts`), a template with all its variables or free text. Apart from
// `messages.ts` so that only the send screen loads the phone-number library.
import { z } from 'zod';
import { endpoint, scopes } from '../../http.js';
import { countSegments, MAX_SEGMENTS } from '../../rules/sms.js';
import { smsMessage } from './messages.js';
import { smsRecipient } from './phone.js';

/** Recipients of one send. */
export const MAX_RECIPIENTS = 50;
/** A free text is at most this long before its parts are counted (10 parts of 153 septets is 1530). */
export const TEXT_MAX = 1600;

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
