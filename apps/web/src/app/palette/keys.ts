/** Apple keyboards say ⌘ where others say Ctrl (the palette answers both). */
export const isApple =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** "Ctrl+K" as this keyboard writes it: "⌘K" on an Apple one. */
export function keyLabel(combo: string): string {
  return isApple ? combo.replace(/^Ctrl\+/, '⌘') : combo;
}

/** Keys typed here are text, not shortcuts: text boxes, pickers, rich text. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
    return true;
  }
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(target.type)
  );
}

/** The search box of the screen on show (`SearchField` marks its input), when it has one. */
export function pageSearchBox(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('main input[data-page-search]');
}

/** The rows of the screen's first list (`ListTable`) that lead somewhere: the empty state's row does not. */
function listRows(): HTMLTableRowElement[] {
  const table = document.querySelector('main table[data-list-table]');
  if (!table) return [];
  return [...table.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr')].filter((row) =>
    row.querySelector('a[href]'),
  );
}

/**
 * J / K: focuses the next or previous row of the screen's list (the first one from the top, the last
 * from the bottom), as Gmail, GitHub and Linear do. False when the screen has no list to move in.
 */
export function moveRow(delta: 1 | -1, from: EventTarget | null): boolean {
  // A QC scorecard on the screen moves between its criteria with the same keys (scorecard-keys.ts).
  if (document.querySelector('main [aria-label="Scorecard"]')) return false;
  const rows = listRows();
  if (!rows.length) return false;
  const at = from instanceof Node ? rows.findIndex((row) => row.contains(from)) : -1;
  const next = at === -1 ? (delta === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, at + delta));
  const row = rows[next]!;
  row.tabIndex = -1;
  row.focus();
  row.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/** Enter on a row that J / K focused: opens what its first link leads to. */
export function openRow(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLTableRowElement) || !target.closest('table[data-list-table]')) return false;
  const link = target.querySelector<HTMLAnchorElement>('a[href]');
  link?.click();
  return Boolean(link);
}
