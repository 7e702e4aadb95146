// The scorecard's keys, on the whole window (docs/qa.md "Keyboard"): the grade keys grade the criterion
// in focus and move on; ↑/↓ (J/K) move; Enter submits (Ctrl+Enter inside a text field); T tags, C the
// comment, L review later (chats), S skip; Escape leaves a text field.
import type { ScoreGrade } from '@backoffice/contract/modules/qa';
import { useEffect, useRef } from 'react';

export interface ScorecardKeyActions {
  /** How many criteria, and the one in focus. */
  count: number;
  focus: number;
  moveFocus: (to: number) => void;
  /** Grades the criterion at `index`. */
  grade: (index: number, gradeId: number) => void;
  submit: () => void;
  tags: () => void;
  comment: () => void;
  toggleLater?: (() => void) | undefined;
  skip?: (() => void) | undefined;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Listens while mounted; `actions` is read at each key, so it may change every render. */
export function useScorecardKeys(grades: readonly ScoreGrade[], actions: ScorecardKeyActions) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const now = latest.current;
      // At once, not at the next render: a second key pressed before it acts on the new criterion.
      const moveFocus = (to: number) => {
        now.focus = to;
        now.moveFocus(to);
      };
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        now.submit();
        return;
      }
      if (typing(e.target)) {
        if (e.key === 'Escape') (e.target as HTMLElement).blur();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const grade = grades.find((g) => g.shortcut !== null && String(g.shortcut) === e.key);
      if (grade && now.focus < now.count) {
        e.preventDefault();
        now.grade(now.focus, grade.id);
        moveFocus(Math.min(now.focus + 1, now.count - 1));
        return;
      }
      const key = e.key.toLowerCase();
      if (e.key === 'ArrowDown' || key === 'j') {
        e.preventDefault();
        moveFocus(Math.min(now.focus + 1, now.count - 1));
      } else if (e.key === 'ArrowUp' || key === 'k') {
        e.preventDefault();
        moveFocus(Math.max(now.focus - 1, 0));
      } else if (e.key === 'Enter') {
        e.preventDefault();
        now.submit();
      } else if (key === 'c') {
        e.preventDefault();
        now.comment();
      } else if (key === 't') {
        e.preventDefault();
        now.tags();
      } else if (key === 'l' && now.toggleLater) {
        now.toggleLater();
      } else if (key === 's' && now.skip) {
        e.preventDefault();
        now.skip();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [grades]);
}
