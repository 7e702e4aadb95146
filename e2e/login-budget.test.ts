import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, launchBrowser, newPage, type RunningServer, startServer } from './harness.js';

/** The sign-in screen's budget: 150 KB of gzipped JS, everything it loads counted (docs/web-shell.md). */
const BUDGET_KB = 150;

// Text that only appears in code the sign-in screen must not load before the user acts.
const FORBIDDEN: Record<string, string> = {
  'zod (loaded on the first keystroke)': 'ZodError',
  'React Router (loaded on the first keystroke)': '__reactRouterVersion',
  'TanStack Query': 'No QueryClient set',
  'socket.io client': 'engine.io',
  'signed-in layout': 'Open menu',
  'audit log screen': 'Every change made through the API',
};

function gzipKb(scripts: readonly string[]): number {
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(readFileSync(path.join(DIST, script)), { level: 9 }).length;
  return bytes / 1024;
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('sign-in screen weight', () => {
  it('loads only its own code, within budget', async () => {
    const { context, page } = await newPage(browser, server.url);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');

    const atLoad = [...scripts];
    const kb = gzipKb(atLoad);
    console.log(`sign-in screen at load: ${atLoad.length} scripts, ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB);
    const sources = atLoad.map((script) => readFileSync(path.join(DIST, script), 'utf8'));
    for (const [what, marker] of Object.entries(FORBIDDEN)) {
      expect(
        sources.some((source) => source.includes(marker)),
        `${what} is loaded by /login`,
      ).toBe(false);
    }

    // Typing fetches the validation schemas and the router that the next screen needs.
    await page.getByLabel('Username or email').fill('someone');
    const loads = (marker: string) =>
      [...scripts].some((s) => readFileSync(path.join(DIST, s), 'utf8').includes(marker));
    await expect.poll(() => loads('ZodError') && loads('__reactRouterVersion')).toBe(true);
    const all = [...scripts];
    console.log(`after the first keystroke: ${all.length} scripts, ${gzipKb(all).toFixed(1)} KB gzip`);
    await context.close();
  });
});
