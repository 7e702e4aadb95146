// Screens of the web app, written once: the route pattern the web registers (react-router's
// `:param` and `:param?`), and the link to it that pages, menus and the server's notifications
// write. A module lists its screens in `modules/<m>.paths.ts` (no zod: the web's first screen may
// import it).

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type Required_<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type Optional_<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters a pattern names: `/dns/zone/:zoneId` → `{ zoneId: number | string }`. */
export type ScreenParams<P extends string> = { [K in Required_<Segments<P>>]: number | string } & {
  [K in Optional_<Segments<P>>]?: number | string | null;
};

/** Query parameters of a link, in their order; empty ones (undefined, null, '', false) are left out. */
export type ScreenQuery = Record<string, string | number | boolean | null | undefined>;

type HrefArgs<P extends string> = [Required_<Segments<P>>] extends [never]
  ? [Optional_<Segments<P>>] extends [never]
    ? [params?: Record<string, never>, query?: ScreenQuery]
    : [params?: ScreenParams<P>, query?: ScreenQuery]
  : [params: ScreenParams<P>, query?: ScreenQuery];

export interface Screen<P extends string> {
  /** The route pattern, as the web's router takes it. */
  readonly pattern: P;
  /** The link: the pattern with its parameters filled (URL-encoded) and the query appended. */
  href(...args: HrefArgs<P>): string;
}

/** A screen by its pattern: `screen('/dns/zone/:zoneId').href({ zoneId: 7 })` → `/dns/zone/7`. */
export function screen<const P extends string>(pattern: P): Screen<P> {
  return {
    pattern,
    href(...[params, query]: HrefArgs<P>) {
      const values = (params ?? {}) as Record<string, number | string | null | undefined>;
      const path = pattern
        .split('/')
        .flatMap((segment) => {
          const named = /^:(\w+)(\?)?$/.exec(segment);
          if (!named) return [segment];
          const value = values[named[1]!];
          if (value === undefined || value === null || value === '') {
            if (named[2]) return [];
            throw new Error(`Missing parameter "${named[1]}" for ${pattern}`);
          }
          return [encodeURIComponent(String(value))];
        })
        .join('/');
      // Encoded as the path is (a space is %20, not URLSearchParams' +), so a link reads the same
      // wherever it is written.
      const text = Object.entries(query ?? {})
        .filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== false)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');
      return `${path || '/'}${text ? `?${text}` : ''}`;
    },
  };
}

/**
 * Where the signed-in shell's pre-rendered frame holds a screen's heading: the web's build writes these
 * (apps/web/src/app/layout/shell-frame.tsx), the server puts a screen's title and intro line in their
 * place for a deep link (apps/server/src/core/spa.ts, withFrame).
 */
export const FRAME_PLACEHOLDERS = { title: '%frame-title%', intro: '%frame-intro%' } as const;

/**
 * A screen's intro line that depends on whether the person holds `scopes` (all of them; admins hold
 * every scope): `holders` for them, `others` for everyone else. The frame picks one from the stored
 * session before any script has loaded (framedSessionHolds), the screen by the same scopes.
 */
export interface ScopedIntro {
  scopes: readonly string[];
  holders: string;
  others: string;
}

/**
 * What the server preloads and draws when it answers a deep link (apps/server/src/core/spa.ts), written by the
 * web's build to `.vite/route-preloads.json` beside Vite's manifest (apps/web/vite.config.ts, routePreloads).
 * Addresses of built files (`/assets/…`).
 */
export interface RoutePreloads {
  /** Every page but the sign-in page: the app's boot and the router (a guest's too: it sends a guest to sign in). */
  app: string[];
  /** The signed-in shell: app bar, side menu, socket; loaded only when a session is stored. */
  shell: string[];
  /**
   * Each screen's own static chunk graph, less `app` and `shell`, by the router's path pattern
   * (`/users/edit/:userId`, `:chatId?`); for a screen whose heading is always the same, its title and intro line
   * (the module's declaration); for one that declares it, the URL of the call it makes first at its plain address
   * (`early`), and the screen drawn from that call's answer before the app has loaded (`earlyView`).
   */
  routes: {
    path: string;
    files: string[];
    title?: string;
    intro?: string | ScopedIntro;
    early?: string;
    earlyView?: EarlyViewFiles;
  }[];
  /**
   * The signed-in shell's frame (app bar, side menu's place, a screen's heading and a spinner), light and dark,
   * with its CSS, pre-rendered by the build with FRAME_PLACEHOLDERS where the heading goes
   * (apps/web/src/app/layout/shell-frame.tsx).
   */
  frame?: { light: string; dark: string };
}

/**
 * A screen drawn from its early call's answer before the app has loaded (apps/web/src/core/early-view.ts): the
 * addresses of the screen's markup as the app first draws it with a sample answer, inside the shell's frame,
 * light and dark (and for the holders of `holders.scopes` apart; built files under /assets/), and `fill`'s
 * source, which writes the real answer into a copy.
 */
export interface EarlyViewFiles {
  light: string;
  dark: string;
  /** The holders' variant, and `framedSessionHolds` as the build wrote it, which picks it. */
  holders?: { scopes: readonly string[]; light: string; dark: string; holds: string };
  words: Record<string, unknown>;
  fill: string;
}

/**
 * `hasScopes` (scopes.ts) over the session index.html finds in localStorage, as one function with
 * nothing outside it: the build pastes its source into index.html's inline script (apps/web/vite.config.ts),
 * which picks a ScopedIntro's variant with it before any script has loaded. A stored user that is not
 * one holds nothing. scopes.test.ts holds it to `hasScopes` case by case.
 */
export function framedSessionHolds(user: unknown, required: readonly string[]): boolean {
  if (typeof user !== 'object' || user === null) return false;
  const { isAdmin, scopes } = user as { isAdmin?: unknown; scopes?: unknown };
  if (isAdmin === true) return true;
  if (!Array.isArray(scopes)) return false;
  const pattern = (scope: string) =>
    new RegExp(
      `^${scope
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
  const matches = (wanted: string, held: unknown) =>
    typeof held === 'string' &&
    (wanted === held ||
      (wanted.includes('*') && pattern(wanted).test(held)) ||
      (held.includes('*') && pattern(held).test(wanted)));
  return required.every((wanted) => scopes.some((held) => matches(wanted, held)));
}
