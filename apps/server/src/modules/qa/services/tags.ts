// The tags set on a chat or ticket itself (the queue filters by them); a review keeps its own.
import { sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import { badRequest } from '../../../core/errors.js';
import { conversationRow, idArray, KINDS, type Kind, raw } from './conversations.js';

export async function setConversationTags(ctx: AppContext, kind: Kind, id: number, tags: number[]) {
  const k = KINDS[kind];
  const wanted = [...new Set(tags)];
  return ctx.db.transaction(async (tx) => {
    await conversationRow(tx, k, id);
    const { rows: before } = await tx.execute<{ tag_id: number }>(
      sql`SELECT tag_id FROM ${raw(k.tags)} WHERE ${raw(k.key)} = ${id} FOR UPDATE`,
    );
    const had = before.map((r) => r.tag_id);
    const { rows: known } = await tx.execute<{ id: number; active: boolean }>(
      sql`SELECT id, active FROM qa_tags WHERE id = ANY(${idArray(wanted)})`,
    );
    tags.forEach((tagId, i) => {
      const tag = known.find((t) => t.id === tagId);
      // An inactive tag already on it may stay; it is not offered for new tagging.
      if (!tag || (!tag.active && !had.includes(tagId))) {
        throw badRequest(`body.tags.${i}`, tag ? 'is not an active tag' : 'is not a tag');
      }
    });
    await tx.execute(sql`DELETE FROM ${raw(k.tags)} WHERE ${raw(k.key)} = ${id}`);
    if (wanted.length) {
      await tx.execute(
        sql`INSERT INTO ${raw(k.tags)} (${raw(k.key)}, tag_id) SELECT ${id}, unnest(${idArray(wanted)})`,
      );
    }
    auditChange(tx, { entity: `qa-${kind}-tags`, entityId: id, before: { tags: had }, after: { tags: wanted } });
    const { rows } = await tx.execute<{ id: number; name: string; color: string }>(
      sql`SELECT g.id, g.name, g.color FROM ${raw(k.tags)} t JOIN qa_tags g ON g.id = t.tag_id
           WHERE t.${raw(k.key)} = ${id} ORDER BY g.name`,
    );
    return rows;
  });
}
