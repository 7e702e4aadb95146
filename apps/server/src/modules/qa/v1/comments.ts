// QC v1's comments and notes (contract qa/v1-comments.ts) over QC v2's (services/comments.ts): the
// same rows of qa_comments, the same mentions. v1 names a comment by its id alone, so its policy finds
// what the comment is on and applies QC v2's rule: the author (or an administrator), holding the scope
// of that parent's calls.
import { hasScopes } from '@backoffice/contract';
import { COMMENT_PARENTS, type CommentParent } from '@backoffice/contract/modules/qa';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { type FixtureKit, modulePolicies, type RecordPolicy } from '../../../core/policy.js';
import { commentById } from '../services/comments.js';

export type V1CommentRecord = { id: number; parent: CommentParent; parentId: number; authorId: number };

declare module '../../../core/policy.js' {
  interface PolicyRecords {
    'qa.v1Comment': V1CommentRecord;
    'qa.v1Note': V1CommentRecord;
  }
}

/** The comment (or note) when the caller may change it, else null (a 404, as for none). */
async function changeable(ctx: AppContext, user: AuthUser, id: number, note: boolean) {
  const row = await commentById(ctx.db, id, note);
  if (!row || user.isAdmin) return row;
  const mine = row.authorId === user.id && hasScopes(user.scopes, [COMMENT_PARENTS[row.parent].scope], false);
  return mine ? row : null;
}

/** The matrix's caller holds no scope (the calls are signed-in), so only another's record is made. */
const othersComment = (note: boolean) => async (kit: FixtureKit) => {
  const { commentFixture } = await import('../testing/policy-fixtures.js');
  return { hidden: (await commentFixture(kit, 'chat', note)).hidden };
};

const rule = (note: boolean): RecordPolicy<V1CommentRecord, number> => ({
  kind: 'record',
  noun: note ? 'Note' : 'Comment',
  find: (ctx, user, id) => changeable(ctx, user, id, note),
  fixture: othersComment(note),
});

export const v1CommentPolicies = modulePolicies({ 'qa.v1Comment': rule(false), 'qa.v1Note': rule(true) });
