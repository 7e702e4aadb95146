// System users in a browser (docs/system-users.md): an operator creates a Linux account for a server
// with an SSH key, lands on its page and sees the key's fingerprint and the rendered commands.
import { generateKeyPairSync } from 'node:crypto';
import { expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser } from './infra-helpers.js';

const app = browserSuite();

/** A new Ed25519 public key line, and its fingerprint as ssh-keygen -l prints it. */
async function ed25519(comment: string): Promise<{ line: string; fingerprint: string }> {
  const { createHash } = await import('node:crypto');
  const raw = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const field = (b: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, b.length]), b]);
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)]);
  return {
    line: `ssh-ed25519 ${blob.toString('base64')} ${comment}`,
    fingerprint: `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`,
  };
}

it('an operator creates a system user with a key and sees the commands that apply it', async () => {
  const api = await adminClient(app.server);
  const server = await api.call<{ id: number; name: string }>('POST', '/cloud-management/servers', {
    name: 'web-e2e-01',
    type: 'web',
    address: '10.99.0.1',
  });
  const operator = await createStaffUser(api, {
    prefix: 'ops',
    scopes: ['system:user:read', 'system:user:create', 'system:user:update', 'server:server:read'],
  });
  const key = await ed25519('deploy@laptop');

  const { page, context } = await signedInPage(app.browser, app.server, operator.username, operator.password);
  await page.goto('/system-users');
  await page.getByRole('link', { name: 'New system user' }).first().click();
  await page.waitForURL('**/system-users/create');
  await page.getByRole('combobox', { name: 'Server' }).fill('web-e2e');
  await page.getByRole('option', { name: /web-e2e-01/ }).click();
  await page.getByRole('textbox', { name: /^Username/ }).fill('deploy');
  await page.getByRole('textbox', { name: /^Comment/ }).fill("O'Brien's deploys");
  await page.getByRole('textbox', { name: 'Add public keys' }).fill(key.line);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => page.getByText(key.fingerprint).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Add system user' }).click();
  await page.waitForURL(/\/system-users\/edit\/\d+$/);

  const script = page.getByTestId('create-script');
  await expect
    .poll(() => script.textContent())
    .toContain(
      `useradd --uid '2000' --gid '2000' --home-dir '/home/deploy' --create-home --shell '/bin/bash' --comment 'O'\\''Brien'\\''s deploys' 'deploy'`,
    );
  expect(await script.textContent()).toContain(`printf '%s\\n' '${key.line}' | install -m 600 -o '2000' -g '2000'`);
  expect(await script.textContent()).toContain(`# Run as root on ${server.name} (10.99.0.1).`);
  expect(await page.getByText(key.fingerprint).isVisible()).toBe(true);
  await page.getByRole('tab', { name: 'Delete' }).click();
  await expect.poll(() => page.getByTestId('delete-script').textContent()).toContain("userdel --remove 'deploy'");

  // The list shows it on its server.
  await page.goto('/system-users?search=deploy');
  const row = page.getByRole('row', { name: /deploy/ });
  await expect.poll(() => row.getByRole('cell', { name: server.name, exact: true }).isVisible()).toBe(true);
  await context.close();
});
