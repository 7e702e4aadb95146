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
