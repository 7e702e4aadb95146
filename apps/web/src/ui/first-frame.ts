/**
 * What index.html's script painted before the app for a deep link the server framed: the signed-in
 * shell's frame with the screen's heading (apps/server/src/core/spa.ts, withFrame). Kept at boot
 * before React replaces it, so that the app's own waiting states on the way to that screen — the
 * splash while the session is checked, the screen's fallback while its chunk loads — draw the same
 * markup again instead of a spinner: the person sees the screen's heading from the first paint to the
 * screen, unmoved.
 */
interface FirstFrame {
  path: string;
  /** The whole frame (its CSS is in <head>, moved there by emotion's cache). */
  html: string;
  /** The screen's heading alone (`data-frame-heading`). */
  heading: string;
}

let painted: FirstFrame | null = null;

/** Keeps the frame #root shows, if index.html's script painted one (boot.tsx, before React's first commit). */
export function keepFirstFrame(container: HTMLElement): void {
  if (container.dataset.prerendered !== 'frame') return;
  const heading = container.querySelector('[data-frame-heading]');
  // A screen's early view (core/early-view.ts) is its whole screen, inert until the app has drawn its own:
  // drawn again without its frame, it stays so.
  const copy = heading?.cloneNode(true) as HTMLElement | undefined;
  if (copy && heading?.closest('[inert]')) copy.setAttribute('inert', '');
  painted = { path: window.location.pathname, html: container.innerHTML, heading: copy?.outerHTML ?? '' };
}

/** The kept frame while the address is still the one it was painted for (no query: the server frames none). */
export function firstFrame(): FirstFrame | null {
  return painted && window.location.pathname === painted.path && !window.location.search ? painted : null;
}
