import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { apiSignIn, DIST, holdRequests, newPage, pointerArrives, signInWithForm } from './harness.js';

/** The sign-in screen's budget: 150 KB of gzipped JS, everything it loads counted (docs/web-shell.md). */
const BUDGET_KB = 150;
/** What a guest's first visit may transfer in JavaScript (`/` and `/login`), and home after signing in. */
const TRANSFER_BUDGET_KB = { guest: 150, home: 115 } as const;
// Measured 2026-11-23 (brotli): / and /login 126.5 KB each, +59.6 KB once the form is typed in
// (validation and the router, loaded at the first keystroke), home +94.2 KB. 2026-11-26: home +121.9 KB
// as an administrator: home became the person's day (its cards and their contract modules), the
// palette's trigger and the bell's tabs and folding; the budget moved to 125 KB with that breakdown in
// docs/performance.md. Later that day: home +100.3 KB before the bell's panel was loaded on first open,
// +93.2 KB after (typed in +71.3 KB, / and /login 127.4 KB); the budget came down to 105 KB, the
// headroom a home card or two with their contract modules need (docs/performance.md). 2026-11-27: that
// count was short (sizes read after the sum); counted in full home is +106.3–108.8 KB, budget 115 KB.
// Later, with six more modules: sign-in 150.2 → 148.4 KB gzip at load, home +116.6 → +111.6 KB
// (docs/performance.md "The first visit"). 2026-11-28: the app loads at a person's first act on the sign-in
// page (apps/web/src/main.tsx): / and /login 1 script, 1.8 KB at load; +217.6 KB once typed in (the app, its
// validation and the router); home +100.4 KB. 2026-11-29, MUI in two chunks (apps/web/vite.config.ts): typed
// in +221.9 KB, home +106.7 KB (with `mui-screens` taking what 3 parts share instead of 30: 115.9 KB). Measured
// again the next session, with `screens-common` (the app's small shared modules in one chunk): home +99.1 KB.

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

const app = browserSuite();

describe('sign-in screen weight', () => {
  it('loads only its own code, within budget', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
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

  it('transfers at most 150 KB of JavaScript to a guest at / and at /login, and 115 KB more for home', async () => {
    for (const start of ['/', '/login']) {
      const { context, page } = await newPage(app.browser, app.server.url);
      const transferred = new Map<string, { bytes: number; encoding: string | undefined }>();
      // Reading a finished script's size takes a round trip to the browser: a sum waits for every
      // reading under way, or a busy machine counts a script in the step after the one that loaded it.
      const reading = new Set<Promise<void>>();
      // Scripts asked for and not yet finished: a step is over when none is (`networkidle` answers at once
      // when the page was idle before the step began, and a chunk of the router's still on its way would be
      // counted in the next step).
      const inFlight = new Set<string>();
      const isScript = (request: { url(): string }) => new URL(request.url()).pathname.endsWith('.js');
      page.on('request', (request) => {
        if (isScript(request)) inFlight.add(request.url());
      });
      page.on('requestfailed', (request) => inFlight.delete(request.url()));
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        inFlight.delete(request.url());
        if (!url.pathname.endsWith('.js')) return;
        const read = (async () => {
          try {
            const response = await request.response();
            const sizes = await request.sizes();
            transferred.set(url.pathname, {
              bytes: sizes.responseBodySize,
              encoding: (await response?.allHeaders())?.['content-encoding'],
            });
          } catch (error) {
            // A script that finishes while the page closes after its measurement is not counted.
            if (!String(error).includes('has been closed')) throw error;
          }
        })();
        reading.add(read);
        void read.finally(() => reading.delete(read));
      });
      const sum = async () => {
        await Promise.all(reading);
        return [...transferred.values()].reduce((n, t) => n + t.bytes, 0) / 1024;
      };
      await page.goto(start);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.waitForLoadState('networkidle');
      const guest = await sum();
      console.log(`guest visit to ${start}: ${transferred.size} scripts, ${guest.toFixed(1)} KB transferred`);
      // Every script arrives compressed (brotli where the browser takes it), bar a few bytes' worth.
      for (const [script, t] of transferred) if (t.bytes > 200) expect(t.encoding, script).toMatch(/^(br|gzip)$/);
      expect(guest).toBeLessThanOrEqual(TRANSFER_BUDGET_KB.guest);

      if (start === '/') {
        // Typing loads what the form and the next screen need (validation, the router): part of signing in.
        await page.getByLabel('Username or email').fill(app.server.adminUsername);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => [...transferred.keys()].some((s) => s.includes('react-router'))).toBe(true);
        await expect.poll(() => inFlight.size).toBe(0);
        const typed = await sum();
        console.log(`the sign-in form once typed in: ${(typed - guest).toFixed(1)} KB more transferred`);
        await signInWithForm(page, app.server.adminUsername, app.server.adminPassword);
        await page.getByTestId('greeting').waitFor();
        await page.waitForLoadState('networkidle');
        const home = (await sum()) - typed;
        // Which scripts, when it is over budget (or asked for): the CI log then says what grew.
        if (process.env.BUDGET_DETAIL || home > TRANSFER_BUDGET_KB.home)
          console.log([...transferred].map(([s, t]) => `${s} ${t.bytes}`).join('\n'));
        console.log(`home after signing in: ${home.toFixed(1)} KB more transferred`);
        expect(home).toBeLessThanOrEqual(TRANSFER_BUDGET_KB.home);
      }
      await context.close();
    }
  });
});

const SESSION_KEY = 'backoffice.session';

/** A context whose device already holds `stored` under the session key (set before any page script). */
async function deviceWith(stored: unknown): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(app.browser, app.server.url);
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    },
    [SESSION_KEY, JSON.stringify(stored)] as const,
  );
  return { context, page };
}

/** Console errors of the page, e.g. a Content Security Policy refusing index.html's inline script. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('net::ERR_FAILED')) errors.push(message.text());
  });
  return errors;
}

describe('the first paint: index.html carries the first screen (vite.config.ts, prerenderFirstScreen)', () => {
  it('shows the sign-in screen before any script has loaded, pixel for pixel the live one, light and dark', async () => {
    for (const darkTheme of [false, true]) {
      const { context, page } = await deviceWith({ user: null, jwt: null, darkTheme });
      const errors = consoleErrors(page);
      // No application script at all: what the browser paints from index.html alone.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/login');
      await page.locator('#root[data-prerendered="sign-in"] form').waitFor();
      expect(await page.title()).toBe('Sign in · Back Office');
      const before = await page.screenshot({ animations: 'disabled' });
      await page.unroute('**/assets/*.js');

      await page.goto('/login');
      await pointerArrives(page);
      await page.locator('#root:not([data-prerendered]) .MuiInputBase-root.Mui-focused input[name="user"]').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('user');
      const live = await page.screenshot({ animations: 'disabled' });
      if (!before.equals(live)) {
        const dir = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
        writeFileSync(path.join(dir, 'before.png'), before);
        writeFileSync(path.join(dir, 'live.png'), live);
        expect.fail(`the pre-rendered sign-in screen (dark: ${darkTheme}) differs from the live one: ${dir}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows a signed-in user reloading the splash, never the sign-in form', async () => {
    const { jwt, user } = await apiSignIn(app.server);
    const { context, page } = await deviceWith({ jwt, user, darkTheme: false });
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('#root input[name="password"]')) document.documentElement.dataset.sawSignIn = '1';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page.locator('#root[data-prerendered="splash"]').getByRole('progressbar', { name: 'Loading' }).waitFor();
    expect(await page.locator('#root form').count()).toBe(0);
    await page.unroute('**/assets/*.js');

    await page.goto('/');
    await page.getByTestId('greeting').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.sawSignIn)).toBeUndefined();
    await context.close();
  });

  /** Where the screen's title and intro line are drawn: the page's h1 and the line under it. */
  async function headingBoxes(page: Page) {
    const title = page.locator('#root main h1').first();
    const intro = title.locator('xpath=../following-sibling::div[1]');
    return { title: await title.boundingBox(), intro: await intro.boundingBox(), text: await intro.textContent() };
  }

  it("paints a framed screen's title and intro before any script, where and as the live screen shows them, phone and desktop", async () => {
    const { jwt, user } = await apiSignIn(app.server);
    for (const [width, darkTheme] of [
      [390, false],
      [1366, false],
      [1366, true],
    ] as const) {
      const { context, page } = await deviceWith({ jwt, user, darkTheme });
      await page.setViewportSize({ width, height: 860 });
      const errors = consoleErrors(page);
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/leaves/all');
      await page.locator('#root[data-prerendered="frame"] main h1', { hasText: 'All leave' }).waitFor();
      const before = await headingBoxes(page);
      expect(before.text).toBe(
        'Who is away when, and how many of each shift team. Outlined: still waiting for a decision.',
      );
      const clip = {
        x: before.title!.x,
        y: before.title!.y,
        width: Math.max(before.title!.width, before.intro!.width),
        height: before.intro!.y + before.intro!.height - before.title!.y,
      };
      const painted = await page.screenshot({ clip, animations: 'disabled' });
      await page.unroute('**/assets/*.js');

      await page.goto('/leaves/all');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      await page.locator('#root:not([data-prerendered]) main h1', { hasText: 'All leave' }).waitFor();
      // Polled: the live screen may hide its content a moment while a lazy part of it loads (React's Suspense).
      await expect.poll(() => headingBoxes(page), { message: `at ${width} px` }).toEqual(before);
      if (!painted.equals(await page.screenshot({ clip, animations: 'disabled' }))) {
        const dir = mkdtempSync(path.join(tmpdir(), 'first-frame-'));
        writeFileSync(path.join(dir, 'painted.png'), painted);
        writeFileSync(path.join(dir, 'live.png'), await page.screenshot({ clip, animations: 'disabled' }));
        expect.fail(`the pre-painted heading at ${width} px (dark: ${darkTheme}) differs from the live one: ${dir}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('keeps the heading on screen from the first paint to the screen: no bare splash or spinner in between', async () => {
    const { jwt, user } = await apiSignIn(app.server);
    const { context, page } = await deviceWith({ jwt, user, darkTheme: false });
    // Every state #root is left in after a change (a commit), from the frame on: its h1, or none.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headings: string[] }).headings = seen;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root?.firstChild) return;
        const title = root.querySelector('main h1')?.textContent ?? '(none)';
        if (seen.at(-1) !== title) seen.push(title);
      }).observe(document, { childList: true, subtree: true });
    });
    // The scripts held back a while, as on a slow link: the app's waiting states get their turn.
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/calendar/events', { waitUntil: 'commit' });
    await page.locator('#root[data-prerendered="frame"] main h1', { hasText: 'Events' }).waitFor();
    release();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.locator('.fc').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual(['Events']);
    await context.close();
  });

  it("paints the intro the stored session's scopes pick (the shift calendar: planners', everyone else's), as the screen then shows it", async () => {
    const { jwt, user } = await apiSignIn(app.server);
    const planners =
      "Each team's week: people by days, with their shifts and weighted hours. Plan on the manage screen.";
    const everyone =
      'Your shifts of the coming days first, then who else works in your team. Claim an open shift, or ask for a swap of one of yours.';
    const person = { ...user, isAdmin: false };
    for (const [stored, intro] of [
      [user, planners],
      [{ ...person, scopes: ['calendar:shifts:read', 'calendar:*'] }, planners],
      [{ ...person, scopes: ['calendar:shifts:read'] }, everyone],
    ] as const) {
      const { context, page } = await deviceWith({ jwt, user: stored, darkTheme: false });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/calendar/shifts');
      await page.locator('#root[data-prerendered="frame"] main h1', { hasText: 'Shifts' }).waitFor();
      expect((await headingBoxes(page)).text, JSON.stringify(stored)).toBe(intro);
      await context.close();
    }
    const { context, page } = await deviceWith({ jwt, user, darkTheme: false });
    await page.goto('/calendar/shifts');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.locator('#root:not([data-prerendered]) main h1', { hasText: 'Shifts' }).waitFor();
    expect((await headingBoxes(page)).text).toBe(planners);
    await context.close();
  });

  it("frames only a stored session at a screen's plain address: a guest, or a query that may change the heading, gets the splash", async () => {
    const { jwt, user } = await apiSignIn(app.server);
    for (const [stored, address] of [
      [{ user: null, jwt: null, darkTheme: false }, '/leaves/all'],
      [{ jwt, user, darkTheme: false }, '/leaves/all?pending=1'],
      [{ jwt, user, darkTheme: false }, '/leaves/my'],
    ] as const) {
      const { context, page } = await deviceWith(stored);
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(address);
      await page.locator('#root[data-prerendered="splash"]').getByRole('progressbar', { name: 'Loading' }).waitFor();
      expect(await page.locator('#root h1').count(), address).toBe(0);
      await context.close();
    }
  });

  it('posts a submit made before the app took over for real, and the app then finishes the sign-in', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
    // (A script of the page the form post left is no longer wanted: dropped.)
    const release = await holdRequests(page, '**/assets/*.js');
    // The sign-in calls made, in order. Only these are compared: a CI run once saw a third POST after the
    // sign-in, which no local run has repeated; every POST is named in the message should one differ.
    const everyPost: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') everyPost.push(new URL(request.url()).pathname);
    });
    const signInPosts = () => everyPost.filter((path) => path.startsWith('/api/auth/'));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.locator('#root[data-prerendered="sign-in"] form').waitFor();
    await page.getByLabel('Username or email').fill(app.server.adminUsername);
    await page.getByLabel('Password', { exact: true }).fill(app.server.adminPassword);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // The static form posts to the server (no script of the app has run), which answers with a
    // one-time code: never the password, nor a token, in the address.
    // (`commit`: the page it lands on waits for the held scripts, so it does not finish loading.)
    await page.waitForURL(/\/login\?signin=/, { waitUntil: 'commit' });
    expect(signInPosts(), everyPost.join(', ')).toEqual(['/api/auth/token/form']);
    expect(page.url()).not.toContain(app.server.adminPassword);
    expect(await page.evaluate(() => localStorage.getItem('backoffice.session'))).toBeNull();
    // Back from the form with a code: the splash while the app signs in with it, no form to type in again.
    await page.locator('#root[data-prerendered="splash"]').waitFor();

    release();
    await page.getByTestId('greeting').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(page.url()).not.toContain('signin=');
    expect(signInPosts(), everyPost.join(', ')).toEqual(['/api/auth/token/form', '/api/auth/token/form/session']);
    await context.close();
  });
});

describe('the sign-in page without JavaScript (docs/auth.md "The sign-in form")', () => {
  /** A context whose pages run no script at all: neither index.html's nor the app's. */
  async function withoutJavaScript(width: number) {
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width, height: 860 },
      locale: 'en-US',
      javaScriptEnabled: false,
    });
    return { context, page: await context.newPage() };
  }

  it('signs in with JavaScript off (0 KB of it): the form posts, and the app signs in with the code once it runs', async () => {
    const { context, page } = await withoutJavaScript(1366);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const shots = mkdtempSync(path.join(tmpdir(), 'login-no-js-'));
    await page.screenshot({ path: path.join(shots, 'login-1366.png') });
    await page.getByLabel('Username or email').fill(app.server.adminUsername);
    await page.getByLabel('Password', { exact: true }).fill(app.server.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?signin=/);
    expect(page.url()).not.toContain(app.server.adminPassword);
    // Not one script was even fetched: the page is usable with 0 KB of JavaScript.
    expect(scripts).toEqual([]);

    // The app, where JavaScript runs, signs in with the code: the same browser (its cookies).
    const live = await app.browser.newContext({ baseURL: app.server.url, viewport: { width: 1366, height: 860 } });
    await live.addCookies(await context.cookies());
    const livePage = await live.newPage();
    await livePage.goto(page.url());
    await livePage.getByTestId('greeting').waitFor();
    expect(new URL(livePage.url()).pathname).toBe('/');
    console.log(`screenshots of /login without JavaScript: ${shots} (scripts requested: ${scripts.length})`);
    await live.close();
    await context.close();
  });

  it("tells a wrong password in the page itself, in the sign-in call's words, at 390 px too", async () => {
    const { context, page } = await withoutJavaScript(390);
    await page.goto('/login');
    const shots = mkdtempSync(path.join(tmpdir(), 'login-no-js-'));
    await page.screenshot({ path: path.join(shots, 'login-390.png'), fullPage: true });
    await page.getByLabel('Username or email').fill(app.server.adminUsername);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?signin_error=invalid/);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid username or password');
    expect(await page.getByRole('alert').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, 'login-390-refused.png'), fullPage: true });
    console.log(`screenshots of /login without JavaScript: ${shots}`);
    await context.close();
  });
});
