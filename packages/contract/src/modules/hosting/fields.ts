// What the hosting topics share and the module does not export: free text of a bounded length.
import { z } from 'zod';

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\0]*$/, 'must not contain NUL characters');
export const required = (max: number) => text(max).min(1, 'is required');
