// Whose place at an event a caller changes (docs/events.md "Access"): their own with the read scope,
// anyone's with calendar:events:create. The contract declares the policy; core applies it first.
import { and, eq } from 'drizzle-orm';
import { forbidden } from '../../core/errors.js';
import { modulePolicies } from '../../core/policy.js';
import { eventAttendants } from './schema.js';
import { managesEvents } from './services/shared.js';

export const policies = modulePolicies({
  'events.attendant': {
    kind: 'request',
    async check(
      ctx,
      user,
      input: { params: { id: number; attendantId?: number }; body?: { userId?: number; id?: number } },
    ) {
      if (managesEvents(user)) return;
      const { id } = input.params;
      // A place is named in the path (`/attendant/{attendantId}`) or, as the spec writes it, by `id` in
      // the body; a sign-up (POST) names none.
      const attendantId = input.params.attendantId ?? input.body?.id;
      if (attendantId === undefined) {
        const userId = input.body?.userId;
        if (userId !== undefined && userId !== user.id) {
          throw forbidden('Signing up someone else needs the calendar:events:create scope');
        }
        return;
      }
      const [place] = await ctx.db
        .select({ userId: eventAttendants.userId })
        .from(eventAttendants)
        .where(and(eq(eventAttendants.id, attendantId), eq(eventAttendants.eventId, id)));
      // An unknown place is the service's 404.
      if (place && place.userId !== user.id) {
        throw forbidden('You change your own place only; someone else’s needs the calendar:events:create scope');
      }
    },
  },
});
