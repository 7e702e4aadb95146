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
