// Issue 32 in the browser: with REQUIRE_MFA_FOR_ADMINS on, the administrator is made to enrol at
// sign-in (QR code and key, first code, recovery codes shown once), signs out, signs in with password
// + code, then with a recovery code. Codes are computed by `otpauth` against the server's clock.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeAt } from '../apps/server/src/modules/auth/testing/totp.js';
import { browserSuite } from './browser-suite.js';
import { liveSignInForm, newPage } from './harness.js';

const app = browserSuite({ env: { REQUIRE_MFA_FOR_ADMINS: 'true' } });

async function passwordStep(page: Page) {
  await page.goto('/login');
  await liveSignInForm(page);
  await page.getByLabel('Username or email').fill(app.server.adminUsername);
  await page.getByLabel('Password', { exact: true }).fill(app.server.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

describe('two-step verification at sign-in', () => {
  it('makes an administrator enrol, then signs them in with password + code, then with a recovery code', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
    try {
      // 1. The password is right, but an administrator must set up a second factor first.
      await passwordStep(page);
      await page.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
      // The heading comes first; the QR code once the new secret is back from the server.
      await page.getByRole('img', { name: 'QR code of your sign-in key' }).waitFor();
      const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(new URL(page.url()).pathname).toBe('/login');

      // A wrong code is refused on its field.
      const enrolStep = Math.floor(Date.now() / 30_000);
      const wrong = String((Number(codeAt(secret!, Date.now())) + 1) % 1_000_000).padStart(6, '0');
      await page.getByTestId('totp-setup-code').fill(wrong);
      await page.getByRole('button', { name: 'Turn on and sign in' }).click();
      await page.getByText('That code is not right, or it was already used').waitFor();

      await page.getByTestId('totp-setup-code').fill(codeAt(secret!, enrolStep * 30_000));
      await page.getByRole('button', { name: 'Turn on and sign in' }).click();
      await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
      const codes = await page.getByTestId('recovery-code').allTextContents();
      expect(codes).toHaveLength(10);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');

      // 2. Signed out, the password now leads to the code; the next step's code signs in.
      await signOut(page);
      await passwordStep(page);
      await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
      await page.getByTestId('second-factor-code').fill(codeAt(secret!, (enrolStep + 1) * 30_000));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');

      // The profile's card says it is on, and required.
      await page.goto('/profile');
      const card = page.getByTestId('security-card');
      await card.getByTestId('mfa-state').getByText('On').waitFor();
      await card.getByText('Required for your account').waitFor();
      await card.getByText('10 recovery codes left').waitFor();

      // 3. With a recovery code instead.
      await signOut(page);
      await passwordStep(page);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(codes[4]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/profile');
      await page.getByTestId('security-card').getByText('9 recovery codes left').waitFor();
    } finally {
      await context.close();
    }
  });
});
