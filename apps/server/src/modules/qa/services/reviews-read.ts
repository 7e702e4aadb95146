// Reviews as the calls answer them: with the reviewer, the agents, each criterion's grade (the weight,
// critical flag and value kept with the review), the tags and the comments on the review.
import type { Review } from '@backoffice/contract/modules/qa';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import { commentsOf } from './comments.js';
import { idArray, iso, type KindSpec } from './conversations.js';

type ReviewRow = {
  id: number;
  kind: 'chat' | 'ticket';
  chat_id: number | null;
  ticket_id: number | null;
  reviewer_id: number;
  reviewer_name: string;
  score: number;
  critical_fails: number;
  send_stats: boolean;
  review_later: boolean;
  comment: string;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
};

export type ReviewSummary = Omit<Review, 'comments' | 'scores'>;

/** Summaries (no scores, no comments) of the reviews `where` picks (on `r`), newest first. */
export async function reviewSummariesOf(db: Executor, where: SQL, order: SQL = sql`r.created_at DESC, r.id DESC`) {
  const { rows } = await db.execute<ReviewRow>(
    sql`SELECT r.id, r.kind, r.chat_id, r.ticket_id, r.reviewer_id, u.name AS reviewer_name, r.score, r.critical_fails,
               r.send_stats, r.review_later, r.comment, r.created_at, r.updated_at, r.deleted_at
          FROM qa_reviews r JOIN users u ON u.id = r.reviewer_id WHERE ${where} ORDER BY ${order}`,
  );
  return summarise(db, rows);
}

async function summarise(db: Executor, rows: ReviewRow[]): Promise<ReviewSummary[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [agents, tags] = await Promise.all([
    db.execute<{ review_id: number; id: number; name: string }>(
      sql`SELECT a.review_id, u.id, u.name FROM qa_review_agents a JOIN users u ON u.id = a.user_id
          WHERE a.review_id = ANY(${idArray(ids)}) ORDER BY u.name`,
    ),
    db.execute<{ review_id: number; id: number; name: string; color: string }>(
      sql`SELECT t.review_id, g.id, g.name, g.color FROM qa_review_tags t JOIN qa_tags g ON g.id = t.tag_id
          WHERE t.review_id = ANY(${idArray(ids)}) ORDER BY g.name`,
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    conversationId: (r.chat_id ?? r.ticket_id)!,
    reviewer: { id: r.reviewer_id, name: r.reviewer_name },
    agents: agents.rows.filter((a) => a.review_id === r.id).map(({ id, name }) => ({ id, name })),
    tags: tags.rows.filter((t) => t.review_id === r.id).map(({ id, name, color }) => ({ id, name, color })),
    comment: r.comment,
    score: Number(r.score),
    criticalFails: Number(r.critical_fails),
    sendStats: r.send_stats,
    reviewLater: r.review_later,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    deletedAt: r.deleted_at ? iso(r.deleted_at) : null,
  }));
}

/** Whole reviews (with their grades and comments) of the reviews `where` picks, newest first. */
export async function reviewsOf(db: Executor, k: KindSpec, where: SQL): Promise<Review[]> {
  const summaries = await reviewSummariesOf(db, where);
  const ids = summaries.map((r) => r.id);
  if (!ids.length) return [];
  const [scores, comments] = await Promise.all([
    db.execute<{
      review_id: number;
      score_type_id: number;
      type_name: string;
      weight: number;
      critical: boolean;
      grade_id: number;
      grade_name: string;
      value: number;
      color: string;
    }>(
      sql`SELECT s.review_id, s.score_type_id, t.name AS type_name, s.weight, s.critical, s.grade_id, g.name AS grade_name,
                 s.value, g.color
            FROM qa_review_scores s JOIN qa_score_types t ON t.id = s.score_type_id JOIN qa_score_grades g ON g.id = s.grade_id
           WHERE s.review_id = ANY(${idArray(ids)}) ORDER BY t.position, t.id`,
    ),
    commentsOf(db, k.reviewParent, ids),
  ]);
  return summaries.map((r) => ({
    ...r,
    scores: scores.rows
      .filter((s) => s.review_id === r.id)
      .map((s) => ({
        scoreTypeId: s.score_type_id,
        scoreTypeName: s.type_name,
        weight: Number(s.weight),
        critical: s.critical,
        gradeId: s.grade_id,
        gradeName: s.grade_name,
        value: Number(s.value),
        color: s.color,
      })),
    comments: comments.get(r.id) ?? [],
  }));
}
