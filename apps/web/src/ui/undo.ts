// Undo instead of a confirmation where the action can be taken back (docs/ui.md "Undo"): the thing
// disappears at once, a card says so with "Undo" for UNDO_MS, and only then is the change sent —
// react-admin's undoable mutations, Linear's toasts. Leaving the page sends what is waiting at once.
import { useCallback, useState } from 'react';
import { errorMessage } from '../core/api';
import { notify } from '../core/notifications';

/** How long "Undo" is offered before the change is sent. */
export const UNDO_MS = 6_000;

const waiting = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const send of [...waiting]) send();
  });
}

export interface Undoable {
  /** "Shift removed". */
  title: string;
  body?: string;
  /** Sends the change once the time to undo has passed. */
  commit: () => Promise<unknown>;
  /** Puts the thing back on screen: after "Undo", or when the change was refused. */
  restore: () => void;
  /** After the change was made (and the lists on screen reloaded). */
  done?: () => void;
  /** The title of the error card when the change is refused ("Shift not removed"). */
  failedTitle: string;
}

/** Runs `commit` after UNDO_MS unless "Undo" is pressed first; the caller has already hidden the thing. */
export function undoable({ title, body, commit, restore, done, failedTitle }: Undoable): void {
  let settled = false;
  const send = () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    waiting.delete(send);
    commit().then(
      () => done?.(),
      (error: unknown) => {
        restore();
        notify({ level: 'error', title: failedTitle, body: errorMessage(error) });
      },
    );
  };
  const timer = setTimeout(send, UNDO_MS);
  waiting.add(send);
  notify({
    level: 'info',
    title,
    ...(body ? { body } : {}),
    duration: UNDO_MS,
    action: {
      label: 'Undo',
      run: () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        waiting.delete(send);
        restore();
      },
    },
  });
}

/**
 * The keys of things removed with undo that are still on their way out: a screen leaves them out
 * (`hidden.has(key)`) and calls `remove(key, …)` instead of deleting at once.
 */
export function useUndoableRemove() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const show = useCallback(
    (key: string) =>
      setHidden((now) => {
        const next = new Set(now);
        next.delete(key);
        return next;
      }),
    [],
  );
  const remove = useCallback(
    (key: string, action: Omit<Undoable, 'restore' | 'done'>) => {
      setHidden((now) => new Set(now).add(key));
      undoable({ ...action, restore: () => show(key), done: () => show(key) });
    },
    [show],
  );
  return { hidden, remove };
}
