// Draft and publish (docs/shifts.md "Draft and publish"): a planner changes a week on the manage
// screen without anyone being told, then publishes it — the shifts taken away and given in one
// transaction (all or nothing: a clash or a day of leave refuses the whole draft, naming it), then one
// notification to each person whose shifts changed, instead of one per click.
import { shiftsScreens } from '@backoffice/contract/modules/shifts.paths';
import { and, eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { shifts } from '../schema.js';
import { giveShifts, timesOf } from './shifts.js';

interface Draft {
  give: { userId: number; date: string; typeId: number }[];
  remove: { userId: number; date: string }[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function publishShifts(ctx: AppContext, actor: AuthUser, draft: Draft) {
  await ctx.db.transaction(async (tx) => {
    // Removals first: a day freed in the draft may be given again in it.
    for (const change of draft.remove) {
      const removed = await tx
        .delete(shifts)
        .where(and(eq(shifts.userId, change.userId), eq(shifts.date, change.date)))
        .returning();
      if (removed.length === 0) throw notFound('Shift');
      for (const row of removed) auditChange(tx, { entity: 'shift', entityId: row.id, before: row });
    }
    for (const change of draft.give) {
      const times = await timesOf(tx, { typeId: change.typeId });
      await giveShifts(ctx, actor, [change.userId], change.date, times, null, tx);
    }
  });
  // One notice per person, whatever the number of their shifts the draft changed.
  const people = new Map<number, { given: string[]; removed: string[] }>();
  const of = (userId: number) => people.get(userId) ?? people.set(userId, { given: [], removed: [] }).get(userId)!;
  for (const g of draft.give) of(g.userId).given.push(g.date);
  for (const r of draft.remove) of(r.userId).removed.push(r.date);
  for (const [userId, { given, removed }] of people) {
    const days = [...given, ...removed].sort();
    const span = days[0] === days.at(-1) ? days[0] : `${days[0]} to ${days.at(-1)}`;
    const what = [
      given.length ? `${plural(given.length, 'shift')} given` : '',
      removed.length ? `${removed.length} removed` : '',
    ]
      .filter(Boolean)
      .join(', ');
    await notify(ctx, [userId], {
      level: 'info',
      title: 'Your shifts changed',
      body: `${what} (${span}), by ${actor.name || actor.username}.`,
      link: shiftsScreens.calendar.href({}, { view: 'mine', from: days[0]! }),
    });
  }
  return { given: draft.give.length, removed: draft.remove.length, told: people.size };
}
