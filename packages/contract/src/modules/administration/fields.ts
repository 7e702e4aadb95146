// What the administration topics share and the module does not export: text fields whose messages
// name the field, ids in a body, the list search and ids in a query.
import { z } from 'zod';
import { bodyId, recordId } from '../../http.js';

/** Trimmed one-line text; NUL characters never reach the database. */
export const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Keep the ${label} to ${max} characters or fewer`)
    .refine((v) => !v.includes('\0'), `The ${label} contains a character that is not allowed`);

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} to ${max} characters or fewer`)
    .refine((v) => !v.includes('\0'), `The ${label} contains a character that is not allowed`);

export const id = bodyId;

export const searchParam = optionalText('search', 100).optional();

/** Repeated query keys (`ids=1&ids=2`) or a single one (`ids=1`): always an array of ids. */
export const queryIds = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(recordId).max(100, 'Ask for 100 ids or fewer'),
);
