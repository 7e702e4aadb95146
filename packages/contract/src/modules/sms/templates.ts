// SMS templates (spec §3 "SMS template: identified by name", §7 "SMS"; docs/sms.md "Templates"): a
// name (the identifier in the path), a body with `{{variable}}` placeholders and a description.
import { z } from 'zod';
import { endpoint, listOf, pageQuery, scopes, timestamps } from '../../http.js';
import { placeholderProblem, templateVariables } from '../../rules/sms.js';

export const TEMPLATE_NAME_MAX = 64;
/** A template body may be up to this long (a rendered message is limited to MAX_SEGMENTS parts anyway). */
export const TEMPLATE_BODY_MAX = 1600;
/** Names the web's routes use below /sms/templates: no template may take them. */
const RESERVED_NAMES = new Set(['create']);

/** Free text PostgreSQL can store (no NUL). */
const noNul = (s: string) => !s.includes('\0');

/**
 * A template's name: a slug, safe in a URL as it is (`shift-reminder`, `password_reset_2`): lower-case
 * letters and digits in words joined by single `-` or `_`, starting with a letter.
 */
export const templateName = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(TEMPLATE_NAME_MAX, `must be at most ${TEMPLATE_NAME_MAX} characters`)
  .regex(/^[a-z]/, 'must start with a lower-case letter')
  .regex(/^[a-z0-9_-]*$/, 'may contain only lower-case letters, digits, "-" and "_"')
  .regex(/^(?!.*[-_]{2})(?!.*[-_]$)/, 'must not end with, or repeat, "-" or "_"')
  .refine((name) => !RESERVED_NAMES.has(name), 'is reserved: choose another name');

export const templateBody = z
  .string()
  .min(1, 'is required')
  .max(TEMPLATE_BODY_MAX, `must be at most ${TEMPLATE_BODY_MAX} characters`)
  .refine((body) => body.trim().length > 0, 'must not be blank')
  .refine(noNul, 'must not contain NUL characters')
  .superRefine((body, context) => {
    const problem = placeholderProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem });
    if (templateVariables(body).length > 20)
      context.addIssue({ code: 'custom', message: 'may use at most 20 variables' });
  });

const description = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine(noNul, 'must not contain NUL characters');

export const smsTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  body: z.string(),
  description: z.string(),
  /** The variables its body names, in order of first use (`rules/sms.ts` `templateVariables`). */
  variables: z.array(z.string()),
  /** Who wrote it last (null once that user is deleted). */
  updatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ...timestamps,
});
export type SmsTemplate = z.infer<typeof smsTemplate>;

export const createTemplateBody = z.object({
  name: templateName,
  body: templateBody,
  description: description.default(''),
});
export type CreateTemplateBody = z.input<typeof createTemplateBody>;

/** A change of body or description; the name is the template's identity and is not changed (docs/sms.md). */
export const updateTemplateBody = z
  .object({ body: templateBody, description })
  .partial()
  .refine((b) => b.body !== undefined || b.description !== undefined, 'give the body or the description to change');
export type UpdateTemplateBody = z.input<typeof updateTemplateBody>;

/** `{name}` in a path: any name a template may have had is looked up (an unknown one is a 404). */
const nameParams = z.object({ name: z.string().min(1).max(TEMPLATE_NAME_MAX) });

export const listSmsTemplates = endpoint({
  name: 'sms.listSmsTemplates',
  method: 'GET',
  path: '/sms/templates',
  access: scopes('sms:sms:read'),
  summary: 'SMS templates by name; `search` matches the name, the description and the body',
  query: pageQuery.extend({
    search: z.string().trim().max(100).refine(noNul, 'must not contain NUL characters').optional(),
  }),
  reply: listOf(smsTemplate),
});

export const createSmsTemplate = endpoint({
  name: 'sms.createSmsTemplate',
  method: 'POST',
  path: '/sms/templates',
  access: scopes('sms:sms:create'),
  summary: 'Add an SMS template (409 when the name is taken)',
  body: createTemplateBody.meta({
    examples: [{ name: 'shift-reminder', body: 'Hi {{name}}, your shift starts at {{time}}.' }],
  }),
  reply: smsTemplate,
  status: 201,
});

export const getSmsTemplate = endpoint({
  name: 'sms.getSmsTemplate',
  method: 'GET',
  path: '/sms/templates/{name}',
  access: scopes('sms:sms:read'),
  // Templates are the company's wording, owned by no one: the scope reaches every one.
  record: 'any',
  summary: 'One SMS template, by name',
  params: nameParams,
  reply: smsTemplate,
});

export const updateSmsTemplate = endpoint({
  name: 'sms.updateSmsTemplate',
  method: 'PATCH',
  path: '/sms/templates/{name}',
  // Changing what every sender sends is a write: the create scope (the spec has only read and create).
  access: scopes('sms:sms:create'),
  // Templates are the company's wording, owned by no one: the scope reaches every one.
  record: 'any',
  summary: 'Change an SMS template’s body or description',
  params: nameParams,
  body: updateTemplateBody.meta({ examples: [{ description: 'Sent the evening before a shift' }] }),
  reply: smsTemplate,
});

export const deleteSmsTemplate = endpoint({
  name: 'sms.deleteSmsTemplate',
  method: 'DELETE',
  path: '/sms/templates/{name}',
  access: scopes('sms:sms:create'),
  // Templates are the company's wording, owned by no one: the scope reaches every one.
  record: 'any',
  summary: 'Delete an SMS template; replies with it as it was (messages sent from it keep their text and its name)',
  params: nameParams,
  reply: smsTemplate,
});
