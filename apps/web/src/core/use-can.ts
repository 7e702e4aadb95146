import { hasScopes, scopesBeyond } from '@backoffice/contract/scopes';
import { useCurrentUser } from './session';

/** Does the signed-in user hold every scope (admins hold all)? Hides what the server would refuse. */
export function useCan(...scopes: string[]): boolean {
  const user = useCurrentUser();
  return user ? hasScopes(user.scopes, scopes, user.isAdmin) : false;
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
