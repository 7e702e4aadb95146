// The tags set on a chat or ticket itself (the queue filters by them); a review keeps its own.
import { asc, eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import { inIds } from '../../../core/db/lists.js';
import { badRequest } from '../../../core/errors.js';
import { qaChatTags, qaTicketTags } from '../schema/conversations.js';
import { qaTags } from '../schema/scorecard.js';
import { conversationRow } from './conversations.js';
import { KINDS, type Kind } from './shared.js';

export async function setConversationTags(ctx: AppContext, kind: Kind, id: number, tags: number[]) {
  const k = KINDS[kind];
  const wanted = [...new Set(tags)];
  return ctx.db.transaction(async (tx) => {
    await conversationRow(tx, k, id);
    const before = await tx.select({ tagId: k.tags.tagId }).from(k.tags).where(eq(k.tagsKey, id)).for('update');
    const had = before.map((r) => r.tagId);
    const known = await tx
      .select({ id: qaTags.id, active: qaTags.active })
      .from(qaTags)
      .where(inIds(qaTags.id, wanted));
    tags.forEach((tagId, i) => {
      const tag = known.find((t) => t.id === tagId);
      // An inactive tag already on it may stay; it is not offered for new tagging.
      if (!tag || (!tag.active && !had.includes(tagId))) {
        throw badRequest(`body.tags.${i}`, tag ? 'is not an active tag' : 'is not a tag');
      }
    });
    await tx.delete(k.tags).where(eq(k.tagsKey, id));
    if (wanted.length) {
      await (k.kind === 'chat'
        ? tx.insert(qaChatTags).values(wanted.map((tagId) => ({ chatId: id, tagId })))
        : tx.insert(qaTicketTags).values(wanted.map((tagId) => ({ ticketId: id, tagId }))));
    }
    auditChange(tx, { entity: `qa-${kind}-tags`, entityId: id, before: { tags: had }, after: { tags: wanted } });
    return tx
      .select({ id: qaTags.id, name: qaTags.name, color: qaTags.color })
      .from(k.tags)
      .innerJoin(qaTags, eq(qaTags.id, k.tags.tagId))
      .where(eq(k.tagsKey, id))
      .orderBy(asc(qaTags.name));
  });
}
