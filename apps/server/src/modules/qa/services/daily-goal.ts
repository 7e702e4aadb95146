// A reviewer's day (docs/qa.md "The daily goal"): the goal the QC managers set, kept in the core settings
// table under one key (a number, no table of its own), and the caller's finished reviews of today.
import { DEFAULT_DAILY_GOAL, type ReviewProgress } from '@backoffice/contract/modules/qa';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { settings } from '../../../core/db/schema.js';
import { qaReviews } from '../schema/reviews.js';

const KEY = 'qa.dailyReviewGoal';

async function goalOf(db: Executor, lock = false): Promise<number> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const [row] = await (lock ? query.for('update') : query);
  const goal = Number(row?.value);
  return Number.isInteger(goal) && goal > 0 ? goal : DEFAULT_DAILY_GOAL;
}

/** Today's date in the company's zone, as YYYY-MM-DD. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export async function reviewProgress(ctx: AppContext, userId: number): Promise<ReviewProgress> {
  const tz = ctx.config.timeZone;
  const day = todayIn(tz);
  const [goal, reviewed] = await Promise.all([
    goalOf(ctx.db),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(qaReviews)
      .where(
        and(
          eq(qaReviews.reviewerId, userId),
          eq(qaReviews.reviewLater, false),
          isNull(qaReviews.deletedAt),
          sql`${qaReviews.createdAt} >= (${day}::date)::timestamp AT TIME ZONE ${tz}`,
          sql`${qaReviews.createdAt} < ((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`,
        ),
      )
      .then((rows) => rows[0]?.count ?? 0),
  ]);
  return { day, goal, reviewed };
}

export function setDailyGoal(ctx: AppContext, goal: number) {
  return ctx.db.transaction(async (tx) => {
    const before = await goalOf(tx, true);
    await tx
      .insert(settings)
      .values({ key: KEY, value: String(goal) })
      .onConflictDoUpdate({ target: settings.key, set: { value: String(goal) } });
    auditChange(tx, { entity: 'qa-daily-goal', before: { goal: before }, after: { goal } });
    return { goal };
  });
}
