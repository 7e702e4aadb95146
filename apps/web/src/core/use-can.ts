import type { Access, Endpoint } from '@backoffice/contract/http';
import type { ScopeRequirement } from '@backoffice/contract/scope-catalogue';
import { hasScopes, scopesBeyond } from '@backoffice/contract/scopes';
import { useCurrentUser } from './session';

type Holder = { scopes: readonly string[]; isAdmin: boolean } | null | undefined;

/**
 * Does the signed-in user hold every scope (admins hold all)? For screens and menu entries, and for
 * links to them; a button that calls an endpoint asks `useCanCall(endpoint)` instead. Only declared
 * scopes (or wildcards over them) compile.
 */
export function useCan(...scopes: ScopeRequirement[]): boolean {
  const user = useCurrentUser();
  return user ? hasScopes(user.scopes, scopes, user.isAdmin) : false;
}

/** Would the server's guard let this user through an endpoint of this access (apps/server core/http.ts)? */
export function accessAllows(access: Access, user: Holder): boolean {
  if (access === 'public') return true;
  // Other systems call these with their integration key, never a user.
  if (!user || access === 'integration') return false;
  return access === 'signedIn' || hasScopes(user.scopes, access.scopes, user.isAdmin);
}

/**
 * May the signed-in user call this endpoint? Reads the endpoint's own access (public, signed in, or
 * its scopes), so a button shows exactly when the server would accept the call it makes. Checks
 * that depend on the record (the granting rule, admin-only zones) are the screen's, and the server's.
 */
export function useCanCall(endpoint: Pick<Endpoint, 'access'>): boolean {
  return accessAllows(endpoint.access, useCurrentUser());
}

/**
 * The granting rule as the server applies it (docs/administration.md): which of these scopes the
 * signed-in user could not hand out, because none of its own covers them. Empty for admins.
 */
export function useScopesBeyondMine(): (scopes: readonly string[]) => string[] {
  const user = useCurrentUser();
  return (scopes) => (user ? scopesBeyond(user.scopes, scopes, user.isAdmin) : [...scopes]);
}

export function useIsAdmin(): boolean {
  return useCurrentUser()?.isAdmin === true;
}
