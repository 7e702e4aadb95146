// The send form's values and how they become the request (docs/sms.md "Sending").
import { type SendSmsBody, sendSmsBody } from '@backoffice/contract/modules/sms/send';
import { missingVariables } from '@backoffice/contract/rules/sms';
import type { z } from 'zod';

export type SendMode = 'template' | 'text';

export interface SendValues {
  recipients: string[];
  mode: SendMode;
  template: string;
  /** The chosen template's variables by name (values of another template chosen before are left out). */
  variables: Record<string, string>;
  text: string;
}

export const emptySend: SendValues = { recipients: [''], mode: 'template', template: '', variables: {}, text: '' };

/** The request body: the template and its variables, or the text, as the mode says. */
export function sendBody(values: SendValues, variableNames: readonly string[]): SendSmsBody {
  if (values.mode === 'text') return { recipients: values.recipients, text: values.text };
  const variables = Object.fromEntries(variableNames.map((name) => [name, values.variables[name] ?? '']));
  return { recipients: values.recipients, template: values.template, variables };
}

/**
 * The contract's schema, plus what the browser already knows of the chosen template: each of its
 * variables is required (the server says the same, naming them).
 */
export function sendSchema(chosen: () => { body: string } | undefined): z.ZodType {
  return sendSmsBody.superRefine((body, context) => {
    const template = chosen();
    if (!template || body.template === undefined) return;
    for (const name of missingVariables(template.body, body.variables ?? {})) {
      context.addIssue({ code: 'custom', path: ['variables', name], message: 'is required' });
    }
  });
}
