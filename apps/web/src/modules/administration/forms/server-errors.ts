import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, errorMessage } from '../../../core/api';

export interface PlacedErrors {
  /** Messages by form field. */
  fields: Record<string, string>;
  /** What belongs to no field (shown above the form); null when every message found its field. */
  message: string | null;
}

/**
 * Places a failed call's messages on the form's fields. The server names a bad field by its path in
 * the request (`body.email`, `body.userData.email`, `body.scopes.3`); the part after the first
 * matching prefix names the field, up to its first dot. A 409 names its field the same way.
 */
export function placeServerErrors(
  error: unknown,
  prefixes: readonly string[],
  fields: readonly string[],
): PlacedErrors {
  if (!(error instanceof ApiRequestError) || !error.body.details?.length) {
    return { fields: {}, message: errorMessage(error) };
  }
  const placed: Record<string, string> = {};
  let unplaced = false;
  const ordered = [...prefixes].sort((a, b) => b.length - a.length);
  for (const detail of error.body.details) {
    const prefix = ordered.find((p) => detail.field.startsWith(`${p}.`));
    const field = prefix === undefined ? undefined : detail.field.slice(prefix.length + 1).split('.')[0];
    if (field && fields.includes(field)) placed[field] ??= detail.message;
    else unplaced = true;
  }
  return { fields: placed, message: unplaced ? error.body.message : null };
}

/** `placeServerErrors` applied to a react-hook-form form; returns the message for above the form. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  prefixes: readonly string[],
  fields: readonly Path<T>[],
): string | null {
  const placed = placeServerErrors(error, prefixes, fields);
  let first = true;
  for (const [field, message] of Object.entries(placed.fields)) {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return placed.message;
}
