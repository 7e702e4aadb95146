// Single sign-on in a real Chromium against an OpenID provider run in the test (oidc-provider): the
// button on /login, the round trip through the provider, the session in the web app, and a refusal
// told on /login (docs/auth.md "Single sign-on").
import { afterAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../apps/server/src/modules/auth/testing/oidc-provider.js';
import { browserSuite } from './browser-suite.js';
import { liveSignInForm, newPage } from './harness.js';

let provider: TestProvider | undefined;
const app = browserSuite({
  env: async () => {
    // The back office's port is chosen after the provider starts: any local callback is accepted.
    provider = await startTestProvider(['http://127.0.0.1/api/auth/sso/callback'], {
      allowRedirect: (uri) => /^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/sso\/callback$/.test(uri),
    });
    return {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Example ID',
    };
  },
});
afterAll(() => provider?.close());

describe('single sign-on', () => {
  it('signs in through the identity provider into the web app, and out again', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
    try {
      // The administrator's e-mail (bootstrap: <username>@localhost), in another case.
      provider!.signInAs({ sub: 'admin-sub', email: 'ADMIN@localhost', email_verified: true, name: 'Admin' });
      await page.goto('/login');
      // A newcomer's device: the app (and its button) arrives at the first act on the page.
      await liveSignInForm(page);
      await page.getByRole('button', { name: 'Continue with Example ID' }).click();
      await page.waitForURL((url) => url.origin === app.server.url && url.pathname !== '/login');
      expect(page.url()).not.toContain('sso=');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      // A device that has been offered single sign-on loads the app at once on its next visit: the button
      // shows with no act on the page (apps/web/src/main.tsx).
      await page.reload();
      await page.getByRole('button', { name: 'Continue with Example ID' }).waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  it('tells a person the provider vouches for but who has no account here why they are not signed in', async () => {
    // A browser of its own: the provider's session of the test above would sign the administrator in again.
    const { context, page } = await newPage(app.browser, app.server.url);
    try {
      provider!.signInAs({ sub: 'stranger', email: 'stranger@example.test', email_verified: true });
      await page.goto('/login');
      // A newcomer's device: the app (and its button) arrives at the first act on the page.
      await liveSignInForm(page);
      await page.getByRole('button', { name: 'Continue with Example ID' }).click();
      await page
        .getByTestId('login-error')
        .getByText(/no account here/)
        .waitFor();
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });
});
