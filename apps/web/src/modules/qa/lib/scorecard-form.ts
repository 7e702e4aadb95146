// The scorecard's form: its values, what is sent, and the rule for a tag left half typed.
import type { Review, ScoreType, Tag } from '@backoffice/contract/modules/qa';

export interface Score {
  scoreTypeId: number;
  gradeId: number;
}

/** What a review call takes besides its conversation (the contract's review fields). */
export interface ScorecardValue {
  sendStats: boolean;
  reviewLater: boolean;
  data: { scores: Score[]; tags: number[]; comment: string };
}

/** The form: what is sent, and the text in the tags box (never sent; see `typedTag`). */
export interface ScorecardValues extends ScorecardValue {
  tagText: string;
}

export const scorecardDefaults = (initial: Review | null): ScorecardValues => ({
  sendStats: initial?.sendStats ?? true,
  reviewLater: initial?.reviewLater ?? false,
  data: {
    scores: (initial?.scores ?? []).map(({ scoreTypeId, gradeId }) => ({ scoreTypeId, gradeId })),
    tags: initial?.tags.map((t) => t.id) ?? [],
    comment: initial?.comment ?? '',
  },
  tagText: '',
});

/** The body's part: a ticket is never deferred; the comment goes trimmed. */
export const sentValue = (kind: 'chat' | 'ticket', v: ScorecardValues): ScorecardValue => ({
  sendStats: v.sendStats,
  reviewLater: kind === 'chat' && v.reviewLater,
  data: { scores: v.data.scores, tags: v.data.tags, comment: v.data.comment.trim() },
});

/** The scores with one criterion (re)graded, in the order of the criteria. */
export function withGrade(scores: readonly Score[], criteria: readonly ScoreType[], score: Score): Score[] {
  const by = new Map(scores.map((s) => [s.scoreTypeId, s.gradeId]));
  by.set(score.scoreTypeId, score.gradeId);
  const ordered = criteria.flatMap((c) => (by.has(c.id) ? [{ scoreTypeId: c.id, gradeId: by.get(c.id)! }] : []));
  // Grades of criteria no longer on the card (kept by an older review) stay as they were.
  return [...ordered, ...scores.filter((s) => !criteria.some((c) => c.id === s.scoreTypeId))];
}

/**
 * Text left in the tags box at submit (docs/qa.md "Tags by keyboard"): a tag's whole name, whatever its
 * case, is picked; anything else stops the submit with this message. Nothing typed: null.
 */
export function typedTag(text: string, offered: readonly Tag[]): { pick: Tag } | { refuse: string } | null {
  const typed = text.trim();
  if (!typed) return null;
  const named = offered.find((t) => t.name.toLowerCase() === typed.toLowerCase());
  return named
    ? { pick: named }
    : { refuse: `Pick a tag for “${typed}” (Enter picks the first match) or clear the box` };
}
