import { ApiRequestError } from '../../../core/api';

/** The message a failed call gave for one field (`details[].field`), or undefined. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.body.details?.find((d) => d.field === field)?.message;
}
