// A screen drawn from its first call's answer before the app has loaded (docs/performance.md "The claimed chat
// before the app"): the build renders the screen as the app first draws it, with a sample answer whose words
// are markers, inside the signed-in shell's frame (src/app/login/prerender.tsx), into files of their own under
// `assets/` (vite.config.ts, earlyViewFiles); the page of the screen's plain address asks for the one it shows
// beside the call it starts from the head (core/early.ts), and once both have answered, lets the screen's `fill`
// write the real answer into a copy, which it shows (apps/server/src/core/spa.ts). The app then replaces it as
// it replaces the frame.
//
// A module lists its screens' early views in `src/modules/<module>/early-views.tsx` (`earlyViews`), which only
// the build loads: the app never imports it.
import type { ReactNode } from 'react';

/** What `fill` gets besides the copy and the answer: the stored user's id and the build's words. */
export interface EarlyViewContext {
  /** The stored session's user. */
  me: number | null;
  /** `words` as the build wrote them (the markers of the sample and the words the app writes dates with). */
  words: Record<string, unknown>;
}

export interface EarlyView {
  /** The screen's route pattern (the contract's `screen(…).pattern`), which declares its `early` call. */
  path: string;
  /**
   * The screen as the app draws it first with the sample as the early call's answer: the element with its
   * own router and query client (seeded with the sample). Rendered at build time with a signed-in user
   * holding the route's scopes, and again holding `holders` as well.
   */
  render: () => ReactNode;
  /** Scopes that change the screen's first drawing (a button more): rendered for their holders apart. */
  holders?: readonly string[];
  /** The data `fill` gets as `context.words` (JSON). */
  words: Record<string, unknown>;
  /**
   * Writes the early call's answer into a copy of the rendered markup. False leaves the page as it is: an
   * answer the copy cannot show exactly as the app will (then the app draws it). Its source is sent in the
   * page: it must use nothing from outside itself (no imports, no module constants).
   */
  fill: (view: DocumentFragment, answer: unknown, context: EarlyViewContext) => boolean;
}
