// A role or a department as a user or a role names it.
import { z } from 'zod';

export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;
