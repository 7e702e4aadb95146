// Statistics rollups (docs/qc.md "Statistics"): what statistics count, summed per company day, kind,
// reviewer (or agent) and shift, so that a dashboard over a year reads a few thousand rows instead of a
// million reviews. Every change of a review, its grades, agents or tags, and every feedback, refreshes
// the buckets it touches in the same transaction (`refreshReviewBuckets`): each bucket is recomputed from
// the reviews, so a refresh is right whatever changed. Bulk loads (the demo) rebuild them all once.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import { idArray } from './conversations.js';
import { countsInStatistics } from './statistics-source.js';

/** The company day and the shift of the review `r` (spec §5: 07:00–22:59 is day). */
export const dayOf = (tz: string) => sql`(r.conversation_at AT TIME ZONE ${tz})::date`;
export const shiftOf = (tz: string) =>
  sql`CASE WHEN extract(hour FROM r.conversation_at AT TIME ZONE ${tz}) BETWEEN 7 AND 22 THEN 'day' ELSE 'night' END`;

const feedbacks = sql`(SELECT count(*) FROM qa_feedbacks f WHERE f.review_id = r.id)`;
const disputes = sql`(SELECT count(*) FROM qa_feedbacks f WHERE f.review_id = r.id AND f.disputed_at IS NOT NULL)`;

/** Recomputes the rollup rows of the reviews `scope` picks (conditions on `r`), grouped into their buckets. */
async function rebuild(db: Executor, tz: string, scope: SQL, agentScope: SQL, agentDelete: SQL, reviewDelete: SQL) {
  const day = dayOf(tz);
  const shift = shiftOf(tz);
  await db.execute(sql`DELETE FROM qa_stats_reviews s WHERE ${reviewDelete}`);
  await db.execute(sql`DELETE FROM qa_stats_criteria s WHERE ${reviewDelete}`);
  await db.execute(sql`DELETE FROM qa_stats_tags s WHERE ${reviewDelete}`);
  await db.execute(sql`DELETE FROM qa_stats_agents s WHERE ${agentDelete}`);
  await db.execute(sql`
    INSERT INTO qa_stats_reviews (day, kind, reviewer_id, shift, reviews, score_sum, critical_fails, failed, feedbacks, disputes)
    SELECT ${day}, r.kind, r.reviewer_id, ${shift}, count(*), sum(r.score::float8), sum(r.critical_fails),
           count(*) FILTER (WHERE r.critical_fails > 0), sum(${feedbacks}), sum(${disputes})
      FROM qa_reviews r WHERE ${countsInStatistics} AND ${scope}
     GROUP BY 1, 2, 3, 4`);
  await db.execute(sql`
    INSERT INTO qa_stats_criteria (day, kind, reviewer_id, shift, score_type_id, graded, value_sum)
    SELECT ${day}, r.kind, r.reviewer_id, ${shift}, s.score_type_id, count(*), sum(s.value)
      FROM qa_reviews r JOIN qa_review_scores s ON s.review_id = r.id WHERE ${countsInStatistics} AND ${scope}
     GROUP BY 1, 2, 3, 4, 5`);
  await db.execute(sql`
    INSERT INTO qa_stats_tags (day, kind, reviewer_id, shift, tag_id, count)
    SELECT ${day}, r.kind, r.reviewer_id, ${shift}, t.tag_id, count(*)
      FROM qa_reviews r JOIN qa_review_tags t ON t.review_id = r.id WHERE ${countsInStatistics} AND ${scope}
     GROUP BY 1, 2, 3, 4, 5`);
  await db.execute(sql`
    INSERT INTO qa_stats_agents (day, kind, agent_id, shift, reviews, score_sum, critical_fails, feedbacks, disputes)
    SELECT ${day}, r.kind, a.user_id, ${shift}, count(*), sum(r.score::float8), sum(r.critical_fails),
           sum((SELECT count(*) FROM qa_feedbacks f WHERE f.review_id = r.id AND f.agent_id = a.user_id)),
           sum((SELECT count(*) FROM qa_feedbacks f WHERE f.review_id = r.id AND f.agent_id = a.user_id AND f.disputed_at IS NOT NULL))
      FROM qa_reviews r JOIN qa_review_agents a ON a.review_id = r.id WHERE ${countsInStatistics} AND ${agentScope}
     GROUP BY 1, 2, 3, 4`);
}

/** Every rollup row again, from all reviews (after a bulk load). */
export function rebuildStatistics(db: Executor, tz: string): Promise<void> {
  return rebuild(db, tz, sql`TRUE`, sql`TRUE`, sql`TRUE`, sql`TRUE`);
}

/**
 * Refreshes the buckets of these reviews — their reviewer's day and shift, and each agent's (those they
 * had before the change too: `formerAgents`). Call it inside the change's transaction, after the change.
 */
export async function refreshReviewBuckets(db: Executor, tz: string, reviewIds: number[], formerAgents: number[] = []) {
  if (!reviewIds.length) return;
  const { rows } = await db.execute<{ day: string; kind: string; reviewer_id: number; shift: string }>(
    sql`SELECT DISTINCT ${dayOf(tz)}::text AS day, r.kind, r.reviewer_id, ${shiftOf(tz)} AS shift
          FROM qa_reviews r WHERE r.id = ANY(${idArray(reviewIds)})`,
  );
  const { rows: agentRows } = await db.execute<{ user_id: number }>(
    sql`SELECT DISTINCT user_id FROM qa_review_agents WHERE review_id = ANY(${idArray(reviewIds)})`,
  );
  const agents = [...new Set([...agentRows.map((a) => a.user_id), ...formerAgents])];
  for (const b of rows) {
    // The bucket's reviews: the reviewer's on that company day in that shift (the period index finds them).
    const window = sql`r.conversation_at >= (${b.day}::date)::timestamp AT TIME ZONE ${tz}
                       AND r.conversation_at < ((${b.day}::date + 1)::timestamp AT TIME ZONE ${tz})
                       AND r.kind = ${b.kind} AND ${shiftOf(tz)} = ${b.shift}`;
    const bucketOf = sql`s.day = ${b.day}::date AND s.kind = ${b.kind} AND s.shift = ${b.shift}`;
    await rebuild(
      db,
      tz,
      sql`${window} AND r.reviewer_id = ${b.reviewer_id}`,
      agents.length ? sql`${window} AND a.user_id = ANY(${idArray(agents)})` : sql`FALSE`,
      agents.length ? sql`${bucketOf} AND s.agent_id = ANY(${idArray(agents)})` : sql`FALSE`,
      sql`${bucketOf} AND s.reviewer_id = ${b.reviewer_id}`,
    );
  }
}
