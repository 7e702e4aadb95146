// Demo data of the employees module (`npm run demo`): a few notifications, some read, for every
// third demo person, and birth dates (shown on the event calendar) for most people, some with the
// year shown, some hidden.
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { eq } from 'drizzle-orm';
import { todayIn } from '../../core/company-time.js';
import { notifications, profiles } from '../../core/db/schema.js';
import type { ModuleDemo } from '../../core/module.js';

const notificationTemplates = [
  { level: 'info', title: 'Shift plan published', body: 'Next week’s shifts are in the calendar.' },
  { level: 'success', title: 'Leave approved', body: 'Your leave request for Friday was approved.' },
  { level: 'warning', title: 'Escalation waiting', body: 'A chat escalation has waited for more than 2 hours.' },
  { level: 'info', title: 'New feedback', body: 'A reviewer left feedback on one of your chats.' },
  {
    level: 'error',
    title: 'Certificate renewal failed',
    body: 'Renewal for shop.example.net failed; please check DNS.',
  },
  { level: 'success', title: 'Review finished', body: 'Your weekly chat review is complete: 94%.' },
] as const;

export const employeesDemo: ModuleDemo = {
  order: 20,
  async seed(ctx, { people }) {
    const rows = people
      .filter((p) => p.index % 3 === 0)
      .flatMap(({ id: userId, index }) =>
        Array.from({ length: 1 + (index % 4) }, (_, k) => {
          const template = notificationTemplates[(index + k) % notificationTemplates.length]!;
          const createdAt = new Date(Date.now() - ((index * 7 + k * 29) % 336) * 3_600_000);
          return { userId, ...template, createdAt, readAt: k > 0 ? createdAt : null };
        }),
      );
    if (rows.length) await ctx.db.insert(notifications).values(rows);

    // Birthdays spread over the year, two of them this week, so the calendar shows some at once.
    const today = todayIn(ctx);
    for (const person of people) {
      if (person.index % 7 === 6) continue; // some people keep it to themselves
      const day = person.index < 2 ? addDays(today, 1 + person.index * 2) : addDays(today, (person.index * 53) % 365);
      const year = 1970 + ((person.index * 11) % 33);
      const birthDate = `${year}${day.slice(4)}`.replace(/-02-29$/, '-02-28');
      // How each shows it on the calendar is the events module's preference (its demo sets some).
      await ctx.db.update(profiles).set({ birthDate }).where(eq(profiles.userId, person.id));
    }
  },
};
