import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

// index.html as the build writes it: the first screen's chooser is an inline script (vite.config.ts).
const chooser = "(function () { document.getElementById('root').dataset.prerendered = 'sign-in'; })();";
const html = `<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div><script>${chooser}</script></body></html>`;
const chooserHash = `'sha256-${createHash('sha256').update(chooser).digest('base64')}'`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'bo-spa-'));
  writeFileSync(path.join(webDist, 'index.html'), html);
  t = await createTestApp({ config: { webDist } });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function scriptSrc(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .find((d) => d.trim().startsWith('script-src'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('the single-page app', () => {
  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    for (const url of ['/', '/login', '/audit-log?page=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(chooser);
      expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'", chooserHash]);
    }
    // Everything else keeps the policy without any inline script.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(scriptSrc(api.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});
