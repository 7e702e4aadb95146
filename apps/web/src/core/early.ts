/**
 * Answers asked for before the app loaded: index.html's script for a deep link starts the session's check
 * — and at a screen's plain address the call that screen makes first, where its route declares one
 * (core/module.ts `early`) — while the app's scripts load (apps/server/src/core/spa.ts,
 * earlyCallsScript) and keeps each response here by URL, with the token it was sent with.
 */
type Early = Record<string, { jwt: string; response: Promise<Response>; answer?: unknown } | undefined>;

/**
 * The response index.html's script started for a GET of `url` with `jwt`, taken once (a later call asks
 * the server again); undefined when there is none, or it was sent with another token (the session changed
 * since, in another tab).
 */
export function takeEarlyResponse(url: string, jwt: string | null): Promise<Response> | undefined {
  const early = (globalThis as { __early?: Early }).__early;
  const found = early?.[url];
  if (!found) return undefined;
  delete early[url];
  if (found.jwt !== jwt) return undefined;
  if (found.answer !== undefined) taken.set(url, found);
  return found.response;
}

/** Early calls taken with an answer the page had read, until the call that took them has read them too. */
const taken = new Map<string, { jwt: string; answer?: unknown }>();

/**
 * The answer of that response as the page's script has already read it (to draw the screen early,
 * apps/server/src/core/spa.ts), until the call that takes the response has read it (`forgetEarlyAnswer`): the
 * screen's first drawing starts from it. Undefined when there is none, or it was sent with another token.
 */
export function peekEarlyAnswer(url: string, jwt: string | null): unknown {
  const found = (globalThis as { __early?: Early }).__early?.[url] ?? taken.get(url);
  return found && found.jwt === jwt ? found.answer : undefined;
}

/** The call that took an early response has read it: its answer is the query's now, no longer the page's. */
export function forgetEarlyAnswer(url: string): void {
  taken.delete(url);
}
