import { hasScopes } from '@backoffice/contract/scopes';
import { useCurrentUser } from './session';

/** Does the signed-in user hold every scope (admins hold all)? Hides what the server would refuse. */
export function useCan(...scopes: string[]): boolean {
  const user = useCurrentUser();
  return user ? hasScopes(user.scopes, scopes, user.isAdmin) : false;
}

export function useIsAdmin(): boolean {
  return useCurrentUser()?.isAdmin === true;
}
