import type { ScopeRequirement } from '@backoffice/contract/scope-catalogue';
import { hasScopes } from '@backoffice/contract/scopes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session, useCurrentUser } from '../core/session';
import { HOME_PATH, LOGIN_PATH } from './constants';

export interface LoginState {
  /** Where a guest wanted to go before being sent to sign in. */
  from?: string;
}

/** Only same-app paths, never the sign-in page itself (no open redirect through `from`). */
export function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return HOME_PATH;
  if (from === LOGIN_PATH || from.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return from;
}

/**
 * Spec §2: a guest on a protected page goes to the sign-in page (route auth_login), which brings them
 * back after signing in; unless they just signed out themselves.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const remember = session.lastSignOutReason() !== 'user';
    const state: LoginState | null = remember ? { from: location.pathname + location.search + location.hash } : null;
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}

/** Spec §2: a signed-in user on a guest-only page goes home (or back where sign-in interrupted). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}

/** Spec §2: a screen needs ALL its scopes; admins pass; anyone else goes home. */
export function RequireScopes({ scopes, children }: { scopes: readonly ScopeRequirement[]; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return null;
  if (!hasScopes(user.scopes, scopes, user.isAdmin)) return <Navigate to={HOME_PATH} replace />;
  return children;
}
