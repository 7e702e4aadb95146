import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../core/db/database.js';
import { inIds } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest } from '../../../core/errors.js';
import { qaReviewAgents, qaReviewScores, qaReviewTags } from '../schema/reviews.js';
import { qaScoreGrades, qaScoreTypes, qaTags } from '../schema/scorecard.js';
import type { KindSpec } from './shared.js';

export interface ReviewInput {
  agents?: number[] | undefined;
  sendStats: boolean;
  reviewLater?: boolean;
  data: { scores: { scoreTypeId: number; gradeId: number }[]; tags: number[]; comment: string };
}

export interface Checked {
  lines: { scoreTypeId: number; gradeId: number; weight: number; critical: boolean; value: number }[];
  agents: number[];
  tags: number[];
}

/** Every id the body names must exist; criteria must be active (or already in the review changed). */
export async function check(
  tx: Tx,
  k: KindSpec,
  conversationId: number,
  body: ReviewInput,
  previous: { scoreTypes: number[]; tags: number[] } | null,
  /** Where the body keeps the grades and tags: `body.data` (reviews), `body.reviews` (escalations). */
  prefix = 'body.data',
): Promise<Checked> {
  const { scores, tags } = body.data;
  const [types, grades, tagRows] = await Promise.all([
    tx
      .select({
        id: qaScoreTypes.id,
        name: qaScoreTypes.name,
        weight: qaScoreTypes.weight,
        critical: qaScoreTypes.critical,
        active: qaScoreTypes.active,
      })
      .from(qaScoreTypes)
      .orderBy(asc(qaScoreTypes.position), asc(qaScoreTypes.id)),
    tx
      .select({ id: qaScoreGrades.id, value: qaScoreGrades.value })
      .from(qaScoreGrades)
      .where(
        inIds(
          qaScoreGrades.id,
          scores.map((s) => s.gradeId),
        ),
      ),
    tx.select({ id: qaTags.id, active: qaTags.active }).from(qaTags).where(inIds(qaTags.id, tags)),
  ]);
  const lines = scores.map((s, i) => {
    const type = types.find((t) => t.id === s.scoreTypeId);
    if (!type || (!type.active && !previous?.scoreTypes.includes(type.id))) {
      throw badRequest(`${prefix}.scores.${i}.scoreTypeId`, type ? 'is not an active criterion' : 'is not a criterion');
    }
    const grade = grades.find((g) => g.id === s.gradeId);
    if (!grade) throw badRequest(`${prefix}.scores.${i}.gradeId`, 'is not a grade');
    return { ...s, weight: Number(type.weight), critical: type.critical, value: Number(grade.value) };
  });
  if (!body.reviewLater) {
    const missing = types.filter((t) => t.active && !scores.some((s) => s.scoreTypeId === t.id));
    if (missing.length) {
      const message = `must grade every active criterion; missing: ${missing.map((t) => t.name).join(', ')}`;
      throw new AppError('QA_SCORES_MISSING', `The review ${message}`, [{ field: `${prefix}.scores`, message }]);
    }
  }
  tags.forEach((id, i) => {
    const tag = tagRows.find((t) => t.id === id);
    if (!tag || (!tag.active && !previous?.tags.includes(id))) {
      throw badRequest(`${prefix}.tags.${i}`, tag ? 'is not an active tag' : 'is not a tag');
    }
  });
  let agents = body.agents;
  if (agents === undefined) {
    const rows = await tx.select({ userId: k.agents.userId }).from(k.agents).where(eq(k.agentsKey, conversationId));
    agents = rows.map((r) => r.userId);
  } else if (agents.length) {
    const rows = await tx.select({ id: users.id }).from(users).where(inIds(users.id, agents));
    const unknown = agents.filter((id) => !rows.some((r) => r.id === id));
    if (unknown.length) throw badRequest('body.agents', `names nobody: ${unknown.join(', ')}`);
  }
  return { lines, agents: [...new Set(agents)], tags: [...new Set(tags)] };
}

export async function writeParts(tx: Tx, reviewId: number, checked: Checked) {
  await tx.delete(qaReviewScores).where(eq(qaReviewScores.reviewId, reviewId));
  await tx.delete(qaReviewAgents).where(eq(qaReviewAgents.reviewId, reviewId));
  await tx.delete(qaReviewTags).where(eq(qaReviewTags.reviewId, reviewId));
  if (checked.lines.length) {
    await tx.insert(qaReviewScores).values(checked.lines.map((l) => ({ reviewId, ...l })));
  }
  if (checked.agents.length) {
    await tx.insert(qaReviewAgents).values(checked.agents.map((userId) => ({ reviewId, userId })));
  }
  if (checked.tags.length) {
    await tx.insert(qaReviewTags).values(checked.tags.map((tagId) => ({ reviewId, tagId })));
  }
}

export async function partsOf(tx: Tx, reviewId: number) {
  const [types, tags] = await Promise.all([
    tx
      .select({ scoreTypeId: qaReviewScores.scoreTypeId })
      .from(qaReviewScores)
      .where(eq(qaReviewScores.reviewId, reviewId)),
    tx.select({ tagId: qaReviewTags.tagId }).from(qaReviewTags).where(eq(qaReviewTags.reviewId, reviewId)),
  ]);
  return { scoreTypes: types.map((r) => r.scoreTypeId), tags: tags.map((r) => r.tagId) };
}
