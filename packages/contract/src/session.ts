// The signed-in user as the server describes it (spec "session user"): the sign-in reply, `me`, and
// the `updateCredentials` socket event carry it. Core, not a module: sessions are core's.
import { z } from 'zod';

export const sessionUser = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  /** Secret of this session for the socket's `key` query parameter (not the bearer token). */
  wsKey: z.string(),
  scopes: z.array(z.string()),
  departmentId: z.number().int().nullable(),
  isAdmin: z.boolean(),
  darkTheme: z.boolean(),
  showReviewedEscalations: z.boolean(),
  /** Public file path of the profile image, or null (a generated avatar is shown). */
  profileImage: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;
