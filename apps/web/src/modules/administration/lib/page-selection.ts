import { useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

type Update = ReadonlySet<number> | ((previous: ReadonlySet<number>) => ReadonlySet<number>);

/**
 * Ids ticked on the page of a list on screen. The selection belongs to that page: a new page, size,
 * search or sort (a new `pageKey`) starts afresh.
 */
export function usePageSelection(pageKey: string) {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: pageKey, ids: NONE });
  const selected = selection.key === pageKey ? selection.ids : NONE;
  const setSelected = (next: Update) =>
    setSelection((previous) => {
      const base = previous.key === pageKey ? previous.ids : NONE;
      return { key: pageKey, ids: typeof next === 'function' ? next(base) : next };
    });
  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const drop = (id: number) => setSelected((previous) => new Set([...previous].filter((other) => other !== id)));
  return { selected, setSelected, toggle, drop, clear: () => setSelected(NONE) };
}
