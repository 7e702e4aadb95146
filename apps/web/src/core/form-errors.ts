import { ApiRequestError, errorMessage } from './api';

/**
 * Splits a failed call into messages per form field (`body.name` → `name`, `body.nameservers.1` →
 * `nameservers`) and the rest. `fields` maps the server's first path segment below `body` to a
 * form field; unknown fields go to `general`.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>>,
): { fields: Partial<Record<F, string[]>>; general: string | null } {
  if (!(error instanceof ApiRequestError) || !error.body.details?.length) {
    return { fields: {}, general: errorMessage(error) };
  }
  const byField: Partial<Record<F, string[]>> = {};
  const unplaced: string[] = [];
  for (const detail of error.body.details) {
    const key = /^body\.([^.]+)/.exec(detail.field)?.[1];
    const field = key === undefined ? undefined : fields[key];
    if (field === undefined) {
      unplaced.push(key === undefined ? detail.message : `${key}: ${detail.message}`);
      continue;
    }
    byField[field] = [...(byField[field] ?? []), detail.message];
  }
  return { fields: byField, general: unplaced.length ? unplaced.join(' ') : null };
}
