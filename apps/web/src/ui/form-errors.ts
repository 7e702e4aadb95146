import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, errorMessage } from '../core/api';

export interface ServerFieldErrors<F extends string> {
  /** The server's messages by form field, in its order. */
  fields: Partial<Record<F, string[]>>;
  /** What belongs to no field of the form (shown above it); null when every message found its field. */
  general: string | null;
}

/**
 * Places a failed call's messages on a form's fields. The server names a bad input by its path in
 * the request (`body.name`, `body.userData.email`, `body.nameservers.1`); below `under` (the form's
 * part of the request, `body` unless the form is nested), the first segment names the field. A 409
 * names its field the same way. A message for a field the form does not show, and an error without
 * details (a 403, a network failure), is the general message, shown above the form.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  under = 'body',
): ServerFieldErrors<F> {
  if (!(error instanceof ApiRequestError) || !error.body.details?.length) {
    return { fields: {}, general: errorMessage(error) };
  }
  const placed: Partial<Record<F, string[]>> = {};
  const unplaced: string[] = [];
  for (const detail of error.body.details) {
    const below = detail.field.startsWith(`${under}.`) ? detail.field.slice(under.length + 1) : null;
    const key = below?.split('.')[0];
    const field = fields.find((f) => f === key);
    if (field === undefined) unplaced.push(key ? `${key}: ${detail.message}` : detail.message);
    else placed[field] = [...(placed[field] ?? []), detail.message];
  }
  return { fields: placed, general: unplaced.length ? unplaced.join(' ') : null };
}

/**
 * `serverFieldErrors` applied to a react-hook-form form: each field shows its messages and the first
 * one takes the focus. Returns the general message, for above the form.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[],
  under = 'body',
  /** Request fields the form shows under another name (`check` → `checkPort`). */
  shownAs: Readonly<Record<string, Path<V>>> = {},
): string | null {
  const named: string[] = [...fields, ...Object.keys(shownAs)];
  const placed = serverFieldErrors(error, named, under);
  let first = true;
  for (const field of named) {
    const messages = placed.fields[field];
    if (!messages) continue;
    setError(
      shownAs[field] ?? (field as Path<V>),
      { type: 'server', message: messages.join('; ') },
      { shouldFocus: first },
    );
    first = false;
  }
  return placed.general;
}

/**
 * The first message of a form field's error, wherever the schema put it: on the field, or on an
 * item of a list (`altNames.1`, `exdates.2`), or on a request field the form shows under another name.
 */
export function fieldMessage(errors: FieldErrors | object, field: string): string | undefined {
  const walk = (error: unknown): string | undefined => {
    if (!error || typeof error !== 'object') return undefined;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    // `ref` is the input element: never walk into the DOM.
    for (const [key, inner] of Object.entries(error)) {
      if (key === 'ref') continue;
      const found = walk(inner);
      if (found) return found;
    }
    return undefined;
  };
  return walk((errors as Record<string, unknown>)[field]);
}
