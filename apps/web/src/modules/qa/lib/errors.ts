import { ApiRequestError, errorMessage } from '../../../core/api';

/** A refused review as one line: each field the server named (`data.scores.1.gradeId is not a grade`). */
export function reviewErrorText(error: unknown): string {
  return error instanceof ApiRequestError && error.body.details?.length
    ? error.body.details.map((d) => `${d.field.replace(/^body\./, '')} ${d.message}`).join('; ')
    : errorMessage(error);
}
