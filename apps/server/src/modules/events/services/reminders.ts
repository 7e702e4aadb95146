// The daily reminder (job `events.reminders`): everyone signed up for an event that takes place
// tomorrow gets a bell notification, once per occurrence however often the job runs.
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { eq } from 'drizzle-orm';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import { notify } from '../../../core/notify.js';
import { eventAttendants, eventReminders } from '../schema.js';
import { occurrencesIn } from './occurrences.js';
import { eventLink } from './shared.js';

export async function remindAttendants(ctx: AppContext, now = new Date()): Promise<number> {
  const tomorrow = addDays(todayIn(ctx, now), 1);
  const due = (await occurrencesIn(ctx, { id: 0 }, tomorrow, tomorrow)).filter(
    (o) => o.kind !== 'national' && o.startDate === tomorrow && o.attendantCount > 0,
  );
  let reminded = 0;
  for (const occurrence of due) {
    const [fresh] = await ctx.db
      .insert(eventReminders)
      .values({ eventId: occurrence.eventId, date: tomorrow })
      .onConflictDoNothing()
      .returning();
    if (!fresh) continue;
    const people = await ctx.db
      .select({ userId: eventAttendants.userId })
      .from(eventAttendants)
      .where(eq(eventAttendants.eventId, occurrence.eventId));
    const at = occurrence.startTime ? ` at ${occurrence.startTime}` : '';
    const where = occurrence.location ? `, ${occurrence.location}` : '';
    await notify(
      ctx,
      people.map((p) => p.userId),
      {
        level: 'info',
        title: 'Event tomorrow',
        body: `“${occurrence.title}” is tomorrow${at}${where}.`,
        link: eventLink({ id: occurrence.eventId, startDate: tomorrow }),
      },
    );
    reminded += people.length;
  }
  return reminded;
}
