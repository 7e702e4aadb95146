// A planner's draft of a week on the manage screen (docs/shifts.md "Draft and publish"): shifts given
// and taken away are kept here, shown on the grid, and sent together by Publish.
import type { CalendarShift, ShiftType } from '@backoffice/contract/modules/shifts';
import { useCallback, useState } from 'react';

export const cellKey = (userId: number, date: string) => `${userId}:${date}`;

export interface DraftGive {
  userId: number;
  date: string;
  type: ShiftType;
}

export interface ShiftDraft {
  give: ReadonlyMap<string, DraftGive>;
  remove: ReadonlyMap<string, CalendarShift>;
}

export const emptyDraft: ShiftDraft = { give: new Map(), remove: new Map() };

/** Gives a type on a day: a draft shift (replacing another draft one there). */
export function withGive(draft: ShiftDraft, give: DraftGive): ShiftDraft {
  return { ...draft, give: new Map(draft.give).set(cellKey(give.userId, give.date), give) };
}

/** Takes a shift away: a draft one leaves the draft, a saved one is marked to be removed. */
export function withRemove(draft: ShiftDraft, key: string, saved: CalendarShift | undefined): ShiftDraft {
  if (draft.give.has(key)) {
    const give = new Map(draft.give);
    give.delete(key);
    return { ...draft, give };
  }
  return saved ? { ...draft, remove: new Map(draft.remove).set(key, saved) } : draft;
}

/** Keeps a saved shift the draft was to remove ("Undo"). */
export function withKept(draft: ShiftDraft, key: string): ShiftDraft {
  const remove = new Map(draft.remove);
  remove.delete(key);
  return { ...draft, remove };
}

export const changesOf = (draft: ShiftDraft) => draft.give.size + draft.remove.size;

/** The body of `POST /calendar/shifts/publish`. */
export function publishBody(draft: ShiftDraft) {
  return {
    give: [...draft.give.values()].map((g) => ({ userId: g.userId, date: g.date, typeId: g.type.id })),
    remove: [...draft.remove.values()].map((s) => ({ userId: s.userId, date: s.date })),
  };
}

/** A person's weighted hours of the week as the draft would leave them. */
export function weightedHours(saved: readonly CalendarShift[], draft: ShiftDraft, userId: number): number {
  const kept = saved.filter((s) => s.userId === userId && !draft.remove.has(cellKey(s.userId, s.date)));
  const given = [...draft.give.values()].filter((g) => g.userId === userId);
  return kept.reduce((n, s) => n + s.hours.weighted, 0) + given.reduce((n, g) => n + g.type.hours.weighted, 0);
}

export function useShiftDraft() {
  const [draft, setDraft] = useState<ShiftDraft>(emptyDraft);
  return {
    draft,
    give: useCallback((give: DraftGive) => setDraft((d) => withGive(d, give)), []),
    remove: useCallback(
      (key: string, saved: CalendarShift | undefined) => setDraft((d) => withRemove(d, key, saved)),
      [],
    ),
    keep: useCallback((key: string) => setDraft((d) => withKept(d, key)), []),
    discard: useCallback(() => setDraft(emptyDraft), []),
  };
}
