import type { SessionUser } from '@backoffice/contract/modules/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from './session';

const user = (darkTheme: boolean): SessionUser => ({
  id: 7,
  profileId: 3,
  username: 'dana',
  email: 'dana@example.com',
  name: 'Dana',
  wsKey: 'k',
  scopes: [],
  departmentId: null,
  isAdmin: false,
  darkTheme,
  showReviewedEscalations: false,
  profileImage: null,
});

describe('session dark theme', () => {
  afterEach(() => {
    session.signOut('user');
    session.setDarkTheme(false);
  });

  it("applies the profile's setting at sign-in", () => {
    session.signIn('jwt', user(true));
    expect(session.get().darkTheme).toBe(true);
    session.signIn('jwt-2', user(false));
    expect(session.get().darkTheme).toBe(false);
  });

  it("keeps the signed-in user's copy in step with the switch, and the device's choice after sign-out", () => {
    session.signIn('jwt', user(false));
    session.setDarkTheme(true);
    expect(session.get().user?.darkTheme).toBe(true);
    session.signOut('user');
    expect(session.get().darkTheme).toBe(true);
  });
});
