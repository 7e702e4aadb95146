// Public and private paths never traverse and never reach a private file: every encoding of a way out
// (or of another file) answers 404 or 400, never bytes (docs/files.md "Paths").
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileEntry } from '@backoffice/contract/modules/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { ALL_SCOPES, uploadAs } from './testing/manager.js';

let t: TestApp;
let dataDir: string;
let owner: TestUser;
let secret: FileEntry;
const SECRET = 'top secret content';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-fm-paths-'));
  // Something outside the store that a way out would reach.
  writeFileSync(path.join(dataDir, 'passwd'), SECRET);
  t = await createTestApp({ config: { dataDir } });
  owner = await t.createUser({ scopes: ALL_SCOPES });
  const res = await uploadAs(t, owner, { files: [{ name: 'secret.txt', content: SECRET }], isPrivate: true });
  secret = res.json().files[0];
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const id = () => secret.path.split('/').at(-1)!.split('.')[0]!;

/** Tails after `/api/internal-file-manager/public/` that try to go elsewhere, or to the private file. */
const attempts = (): string[] => [
  '..',
  '../passwd',
  '../../passwd',
  '..%2fpasswd',
  '..%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2fpasswd',
  '%2E%2E%2F%2E%2E%2Fpasswd',
  '%252e%252e%252fpasswd',
  '..%252fpasswd',
  '%2fetc%2fpasswd',
  '/etc/passwd',
  '..\\passwd',
  '..%5cpasswd',
  '%5c..%5cpasswd',
  'C:%5cWindows%5cwin.ini',
  `${id()}%00.png`,
  `${id()}%00`,
  '%00',
  '\u2024\u2024/passwd',
  '%e2%80%a4%e2%80%a4%2fpasswd',
  '%c0%ae%c0%ae%c0%afpasswd',
  '%c0%2e%c0%2e/passwd',
  '%uff0e%uff0e/passwd',
  '%ef%bc%8e%ef%bc%8e%2fpasswd',
  `./${id()}.txt`,
  `${id()}/..`,
  `${id()}.txt/`,
  `${id()}.txt%2f..%2f..%2fpasswd`,
  `${id().toUpperCase()}.txt`,
  `${id()}.txt;.png`,
  `${id()}`,
  `${id()}.txt`,
  `files/objects/${id().slice(0, 2)}/${id()}`,
  `..%2fobjects%2f${id().slice(0, 2)}%2f${id()}`,
  'file:///etc/passwd',
];

describe('paths', () => {
  it('the list holds at least twenty encodings', () => {
    expect(attempts().length).toBeGreaterThanOrEqual(20);
  });

  it.each(['public', 'private'] as const)(
    'no %s path traverses or reaches the private file of another',
    async (kind) => {
      const stranger = await t.createUser({ scopes: ALL_SCOPES });
      for (const tail of attempts()) {
        const url = `/api/internal-file-manager/${kind}/${tail}`;
        // Public: nobody signed in; private: a signed-in stranger (the owner's own file would be theirs).
        const res = await t.as(kind === 'public' ? null : stranger, { method: 'GET', url });
        expect([400, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body, url).not.toContain(SECRET);
      }
    },
  );

  it('the owner reaches the file by its private path only', async () => {
    expect((await t.as(owner, { method: 'GET', url: secret.path })).body).toBe(SECRET);
    const res = await t.as(owner, { method: 'GET', url: secret.path.replace('/private/', '/public/') });
    expect(res.statusCode).toBe(404);
  });
});
