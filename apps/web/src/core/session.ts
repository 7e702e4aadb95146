import type { SessionUser } from '@backoffice/contract/modules/auth';
import { createStore, useStore } from './store';

export interface SessionState {
  user: SessionUser | null;
  jwt: string | null;
  /** Spec §9: default off. Kept per device (it survives sign-out); a sign-in applies the profile's setting. */
  darkTheme: boolean;
}

/** Why a session ended: decides where the browser goes next and whether it comes back. */
export type SignOutReason = 'user' | 'expired' | 'forced' | 'invalid' | 'elsewhere';

const STORAGE_KEY = 'backoffice.session';
const guest: SessionState = { user: null, jwt: null, darkTheme: false };

/**
 * A hand-written check rather than the contract's zod schema: the store is part of the first
 * screen, which must not carry zod (sign-in budget). Start-up validation then refreshes the user
 * from the server, so only the fields the shell reads before that are checked.
 */
function isStoredUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'number' &&
    typeof u.username === 'string' &&
    typeof u.name === 'string' &&
    typeof u.wsKey === 'string' &&
    typeof u.isAdmin === 'boolean' &&
    Array.isArray(u.scopes) &&
    u.scopes.every((scope) => typeof scope === 'string')
  );
}

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

function load(): SessionState {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return guest;
    const data = JSON.parse(raw) as Partial<Record<keyof SessionState, unknown>>;
    const darkTheme = data.darkTheme === true;
    // A user without a token (or the reverse) is not a session.
    if (!isStoredUser(data.user) || typeof data.jwt !== 'string' || !data.jwt) return { ...guest, darkTheme };
    return { user: data.user, jwt: data.jwt, darkTheme };
  } catch {
    return guest;
  }
}

const store = createStore<SessionState>(load());
const signOutListeners = new Set<(reason: SignOutReason) => void>();
let lastSignOutReason: SignOutReason | null = null;

store.subscribe(() => {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(store.get()));
  } catch {
    // Private mode or a full quota: the session then lasts as long as the tab.
  }
});

// Signing out (or in) in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const wasSignedIn = store.get().user !== null;
    store.set(load());
    if (wasSignedIn && !store.get().user) {
      lastSignOutReason = 'elsewhere';
      for (const listener of signOutListeners) listener('elsewhere');
    }
  });
}

export const session = {
  get: store.get,
  subscribe: store.subscribe,

  /** Stores the session; the profile's dark theme setting then applies on this device too. */
  signIn(jwt: string, user: SessionUser) {
    lastSignOutReason = null;
    store.set((s) => ({ ...s, jwt, user, darkTheme: user.darkTheme === true }));
  },

  /** Clears the user and token (the dark theme preference stays) and tells the app why. */
  signOut(reason: SignOutReason) {
    if (!store.get().user && !store.get().jwt) return;
    lastSignOutReason = reason;
    store.set((s) => ({ ...guest, darkTheme: s.darkTheme }));
    for (const listener of signOutListeners) listener(reason);
  },

  updateUser(patch: Partial<SessionUser>) {
    store.set((s) => (s.user ? { ...s, user: { ...s.user, ...patch } } : s));
  },

  /** The device's theme; the signed-in user's copy follows (the caller saves it to the profile). */
  setDarkTheme(darkTheme: boolean) {
    store.set((s) => ({ ...s, darkTheme, user: s.user ? { ...s.user, darkTheme } : s.user }));
  },

  /** Why the last session of this tab ended; null while signed in or before any sign-out. */
  lastSignOutReason(): SignOutReason | null {
    return lastSignOutReason;
  },

  onSignOut(listener: (reason: SignOutReason) => void): () => void {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
};

export function useSession<S>(selector: (state: SessionState) => S): S {
  return useStore(store, selector);
}

export const useCurrentUser = () => useSession((s) => s.user);
