// What the scrums topics share but the module does not export (scrums.ts leaves this file out).
import { z } from 'zod';

export const person = z.object({ id: z.number().int(), name: z.string() });

/** Free words a list matches (names). */
export const search = z.string().trim().max(200).optional();

/** A required text: trimmed, not empty, at most `max` characters. */
export const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
