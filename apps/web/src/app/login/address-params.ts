// A one-time code or a refusal's reason sent back to /login (single sign-on, the sign-in form): taken out of
// the address bar before anything else, so that a reload or a shared link never replays it.

/** The values of `names` in the address, removed from it (a name absent: null). */
export function takeAddressParams<N extends string>(...names: N[]): Record<N, string | null> {
  const url = new URL(window.location.href);
  const taken = {} as Record<N, string | null>;
  for (const name of names) {
    taken[name] = url.searchParams.get(name);
    url.searchParams.delete(name);
  }
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return taken;
}
