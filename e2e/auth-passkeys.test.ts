// Passkeys in a real Chromium with its virtual authenticator (DevTools protocol
// `WebAuthn.addVirtualAuthenticator`): one is registered on the profile, then signs in alone.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { holdRequests, newPage, signInWithForm } from './harness.js';

const app = browserSuite();

describe('passkeys', () => {
  it('registers a passkey on the profile and signs in with it instead of password and code', async () => {
    // WebAuthn takes a host name, not an IP address, as the relying party: the page is on localhost.
    const base = app.server.url.replace('127.0.0.1', 'localhost');
    const { context, page } = await newPage(app.browser, base);
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.goto('/login');
      await signInWithForm(page, app.server.adminUsername, app.server.adminPassword);
      await page.goto('/profile');
      const section = page.getByTestId('passkeys');
      await section.getByLabel('Passkey name').fill('Virtual key');
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      await section.getByTestId('passkey-row').getByText('Virtual key').waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');

      // Pressed on the pre-rendered form before the app has taken over (its boot chunk held back): the
      // press loads the app, and the live form makes it again (apps/web/src/main.tsx, login/prerendered.ts).
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      const release = await holdRequests(page, '**/assets/boot-*.js');
      await page.reload();
      await page.locator('#root[data-prerendered="sign-in"]').getByRole('button', { name: 'Use a passkey' }).click();
      await expect.poll(() => page.locator('#root').getAttribute('data-pressed')).toBe('passkey');
      expect(new URL(page.url()).pathname).toBe('/login');
      release();
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.unroute('**/assets/boot-*.js');

      await page.goto('/profile');
      await section.getByText(/last used/).waitFor();
      await section.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove' }).click();
      await section.getByTestId('passkey-row').waitFor({ state: 'detached' });
      expect(await section.getByTestId('passkey-row').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
