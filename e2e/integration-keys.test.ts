import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';

const app = browserSuite();

const ping = (key: string) =>
  fetch(`${app.server.url}/api/integrations/ping`, { headers: { authorization: `Bearer ${key}` } });

describe('integration keys in the browser', () => {
  it('an administrator makes a key, sees it once, and revokes it; the API follows', async () => {
    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Integration keys' }).click();
    await page.waitForURL('**/integration-keys');
    await page.getByRole('button', { name: 'New key' }).click();
    await page.getByRole('textbox', { name: 'System' }).fill('Chat system');
    await page.getByRole('button', { name: 'Make key' }).click();
    const key = (await page.getByTestId('new-key').textContent())!.trim();
    expect(key).toMatch(/^bo_int_/);
    expect((await ping(key)).status).toBe(200);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    // Listed by its first characters only: the key is not on the screen any more.
    const table = page.getByRole('table', { name: 'Integration keys' });
    await table.getByText(`${key.slice(0, 13)}…`).waitFor();
    expect(await page.getByText(key).count()).toBe(0);

    await table.getByRole('button', { name: 'Revoke the key of Chat system' }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await table.getByText(/^Revoked /).waitFor();
    expect((await ping(key)).status).toBe(401);
    await context.close();
  });
});
