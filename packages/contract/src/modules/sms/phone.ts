// Recipients of an SMS (docs/sms.md "Numbers"): E.164 numbers checked by libphonenumber-js with its
// `max` metadata (every country's number patterns and types, 39 KB gzip), so a number of a
// non-existent range is refused and a landline, which cannot receive an SMS, is told apart. Only the
// send form's chunk loads it on the web (this file is imported by `sms/messages.ts` alone).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

/** Types of number that cannot receive an SMS. */
const NO_SMS = new Set(['FIXED_LINE', 'TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'VOICEMAIL', 'UAN']);

/** What is wrong with `input` as a recipient, or null; `e164` is the number as it is sent. */
export function checkRecipient(input: string): { e164: string } | { problem: string } {
  const text = input.trim();
  if (!text) return { problem: 'is required' };
  if (!text.startsWith('+')) return { problem: 'must be in international form, starting with + and the country code' };
  if (!/^\+[\d\s().-]+$/.test(text)) return { problem: 'may contain only digits after the +' };
  const number = parsePhoneNumberFromString(text);
  if (!number?.isValid()) return { problem: 'is not a valid phone number' };
  const type = number.getType();
  if (type && NO_SMS.has(type)) return { problem: 'cannot receive SMS (not a mobile number)' };
  return { e164: number.number };
}

/** One recipient: written with spaces or dashes as people do, sent and kept as E.164 (`+4915112345678`). */
export const smsRecipient = z
  .string()
  .max(40, 'must be at most 40 characters')
  .transform((input, context) => {
    const checked = checkRecipient(input);
    if ('problem' in checked) {
      context.addIssue({ code: 'custom', message: checked.problem });
      return z.NEVER;
    }
    return checked.e164;
  })
  .meta({ examples: ['+4915112345678'] });
