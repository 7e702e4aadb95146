import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicFile, publicFilePath } from '@backoffice/contract/modules/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImage, removeFile, saveFile } from '../../core/files.js';
import { callUrl, createTestApp, type TestApp } from '../../test/helpers.js';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-public-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /internal-file-manager/public/{path}', () => {
  it('serves a public file without a token: its type, no sniffing, a long cache, nothing active', async () => {
    const key = await saveFile(dataDir, 'public', GIF, 'gif');
    // The link stored in profiles (publicFilePath) is the endpoint's path.
    expect(publicFilePath(key)).toBe(callUrl(publicFile, { params: { path: key } }));
    const res = await t.call(null, publicFile, { params: { path: key } });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/gif',
      'content-length': String(GIF.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.rawPayload.equals(GIF)).toBe(true);
  });

  it('answers 404 for an unknown key and for a removed or private file', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000.png';
    expect((await t.call(null, publicFile, { params: { path: unknown } })).statusCode).toBe(404);
    const key = await saveFile(dataDir, 'public', GIF, 'gif');
    await removeFile(dataDir, 'public', key);
    const removed = await t.call(null, publicFile, { params: { path: key } });
    expect(removed.statusCode).toBe(404);
    expect(removed.json().code).toBe('NOT_FOUND');
    const secret = await saveFile(dataDir, 'private', GIF, 'gif');
    expect((await t.call(null, publicFile, { params: { path: secret } })).statusCode).toBe(404);
  });

  it('refuses anything that is not a key (no way out of the folder)', async () => {
    // Written into the URL as is (some already percent-encoded): the path itself is under test.
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '..', 'x.png', '%2e%2e', 'ABCDEF00-0000-4000-8000-000000000000.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/internal-file-manager/public/${bad}` });
      expect([400, 404], `${bad} → ${res.statusCode}`).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    const res = await t.call(null, publicFile, { params: { path: 'x.png' } });
    expect(res.json().details[0].field).toBe('params.path');
  });
});

describe('detectImage', () => {
  it('reads the type from the bytes only', () => {
    expect(detectImage(GIF)?.contentType).toBe('image/gif');
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.ext).toBe('jpg');
    expect(detectImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
    expect(detectImage(Buffer.from('RIFF\0\0\0\0AVI '))).toBeNull();
    expect(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImage(Buffer.alloc(0))).toBeNull();
  });
});
