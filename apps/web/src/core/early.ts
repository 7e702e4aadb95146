/**
 * Answers asked for before the app loaded: index.html's script for a deep link starts the session's check
 * — and at a screen's plain address the call that screen makes first, where its route declares one
 * (core/module.ts `early`) — while the app's scripts load (apps/server/src/core/spa.ts,
 * earlyCallsScript) and keeps each response here by URL, with the token it was sent with.
 */
type Early = Record<string, { jwt: string; response: Promise<Response> } | undefined>;

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
  return found.jwt === jwt ? found.response : undefined;
}
