// Every screen fits a phone: at 390 px wide no route of the app scrolls sideways (a wide table
// scrolls inside its own box, a calendar shows a day or a list, filters wrap).
//
// The routes are the contract's screens (`packages/contract/src/modules/*.paths.ts`), so a new
// screen is covered without editing this file. A pattern's parameters are filled with links the
// other screens show (the first link matching it: a row of the list it belongs to); `create` and
// `new` forms are reached the same way. A screen no other screen links to with its parameters
// filled fails the test, which names it, unless the demo has none of its records (listed below,
// and the test fails when one of those becomes reachable, so that the list cannot go stale).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { ROOT, signInWithForm } from './harness.js';

const PHONE = { width: 390, height: 844 };

/** Screens the demo data has no record for, so no screen links to one. */
const NO_DEMO_RECORD: Record<string, string> = {
  'qa.ticketFeedback': 'the demo reviews chats only, so no ticket has a feedback',
  'qa.ticketEscalation': 'the demo reviews chats only, so no ticket review is escalated',
};

/** Every screen pattern of every module, with the name it has in its `<m>Screens`. */
async function screenPatterns(): Promise<{ name: string; pattern: string }[]> {
  const dir = path.join(ROOT, 'packages', 'contract', 'src', 'modules');
  const found: { name: string; pattern: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.paths.ts'))) {
    const exports = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const screens of Object.values(exports)) {
      for (const [name, screen] of Object.entries(screens as Record<string, { pattern?: unknown }>)) {
        if (typeof screen?.pattern === 'string') {
          found.push({ name: `${file.replace(/\.paths\.ts$/, '')}.${name}`, pattern: screen.pattern });
        }
      }
    }
  }
  return found;
}

/** A pattern as a path matcher: `:name` takes one segment, `:name?` one or none. */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .slice(1)
    .map((segment) => (segment.endsWith('?') ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment}`))
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/** Counts the page's requests under way (the socket's long polls aside). */
function trackRequests(page: Page): () => number {
  const open = new Set<Request>();
  const counted = (request: Request) => !request.url().includes('/socket.io/');
  page.on('request', (request) => {
    if (counted(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Waits until the screen on the page has loaded: its heading shown and, for 500 ms on end, no
 * request under way and nothing loading (a progress bar or placeholder rows).
 */
async function settle(page: Page, underWay: () => number): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  // A progress bar with a value is a figure (leave left), not loading.
  const busy = page.locator('[role="progressbar"]:not([aria-valuenow]):visible, .MuiSkeleton-root:visible');
  const deadline = Date.now() + 20_000;
  for (let quiet = 0; quiet < 5; ) {
    if (Date.now() > deadline) throw new Error('still loading after 20 s');
    await page.waitForTimeout(100);
    quiet = underWay() === 0 && (await busy.count()) === 0 ? quiet + 1 : 0;
  }
}

/**
 * Opens `url` as a person moving through the app does: the router's own navigation (what a link does,
 * here `pushState` and the `popstate` the router listens to), without loading the page and booting the
 * app again for every screen. The first screen, and any after one that left a dialog or menu open or
 * has no app on the page, is loaded in full.
 */
async function open(page: Page, url: string): Promise<void> {
  const inApp = await page.evaluate((to) => {
    const shell = document.querySelector('#root main');
    const overlay = document.querySelector('[role="dialog"], [role="menu"], [role="listbox"]');
    if (!shell || overlay) return false;
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, url);
  if (!inApp) await page.goto(url);
}

/** How far the page scrolls sideways. */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A link to a screen with parameters: one the screens showed, else one to a screen whose pattern
 * begins this one's, extended (`/dns/zone/7` → `/dns/zone/7/create`). A link to a screen without
 * parameters is that screen (`/dns/zone/create` is no zone).
 */
function linkTo(
  pattern: string,
  links: readonly string[],
  staticPaths: ReadonlySet<string>,
  patterns: readonly string[],
): string | undefined {
  const candidates = links.filter((link) => !staticPaths.has(link));
  const segments = pattern.split('/');
  for (let end = segments.length; end > 1; end--) {
    const rest = segments.slice(end);
    if (rest.some((segment) => segment.startsWith(':'))) continue;
    const prefix = segments.slice(0, end).join('/');
    // A link to another screen that names a word where this one takes a parameter is that screen, not a
    // record (`/dossiers/7/feedbacks/create` is no feedback of /dossiers/:userId/feedbacks/:feedbackId).
    const others = patterns.filter((p) => p !== prefix && literalWhereParam(p, prefix)).map(matcher);
    const link = candidates.find((l) => matcher(prefix).test(l) && !others.some((other) => other.test(l)));
    if (link) return [link, ...rest].join('/');
  }
  return undefined;
}

/** Whether `other` has a word where `pattern` (as long) has a parameter, and otherwise the same words. */
function literalWhereParam(other: string, pattern: string): boolean {
  const a = other.split('/');
  const b = pattern.split('/');
  if (a.length !== b.length) return false;
  let wordForParam = false;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (y.startsWith(':') && !x.startsWith(':')) wordForParam = true;
    else if (x !== y && !(x.startsWith(':') && y.startsWith(':'))) return false;
  }
  return wordForParam;
}

/** The app paths the page links to (its own origin's anchors). */
function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'))
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname),
  );
}

const app = browserSuite({ env: { DEMO: '1' } });

describe('on a phone (390 px)', () => {
  it('no screen scrolls sideways', { timeout: 600_000 }, async () => {
    const screens = await screenPatterns();
    expect(screens.length).toBeGreaterThan(30);

    const context = await app.browser.newContext({ baseURL: app.server.url, viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    const underWay = trackRequests(page);
    await page.goto('/login');
    await signInWithForm(page, app.server.adminUsername, app.server.adminPassword);

    // Screens without parameters first (the shell's home among them); what they link to fills the rest.
    const withParams = screens.filter((s) => s.pattern.split('/').some((p) => p.startsWith(':') && !p.endsWith('?')));
    const queue = [
      { name: 'home', url: '/' },
      ...screens
        .filter((s) => !withParams.includes(s))
        .map((s) => ({ name: s.name, url: s.pattern.replace(/\/:\w+\?/g, '') })),
    ];
    const staticPaths = new Set(queue.map((s) => s.url));
    const visited = new Set<string>();
    const seenLinks: string[] = [];
    const overflowing: string[] = [];
    const unreached = new Set(withParams);
    const failed: string[] = [];

    while (queue.length > 0) {
      const { name, url } = queue.shift()!;
      if (visited.has(url)) continue;
      visited.add(url);
      try {
        await open(page, url);
        await settle(page, underWay);
        const overflow = await overflowOf(page);
        if (overflow > 0) overflowing.push(`${url} (${name}): +${overflow} px`);
        for (const link of await linksOn(page)) if (!seenLinks.includes(link)) seenLinks.push(link);
        // Each tab of the screen is a view of its own (and may be the one that links further).
        const tabs = page.locator('main [role="tab"]');
        for (let i = 0; i < (await tabs.count()); i++) {
          const tab = tabs.nth(i);
          if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) continue;
          const label = (await tab.textContent())?.trim();
          await tab.click();
          await settle(page, underWay);
          const tabOverflow = await overflowOf(page);
          if (tabOverflow > 0) overflowing.push(`${url} (${name}, tab ${label}): +${tabOverflow} px`);
          for (const link of await linksOn(page)) if (!seenLinks.includes(link)) seenLinks.push(link);
        }
      } catch (error) {
        failed.push(`${url} (${name}): ${(error as Error).message.split('\n')[0]}`);
      }
      for (const screen of [...unreached]) {
        const link = linkTo(
          screen.pattern,
          seenLinks,
          staticPaths,
          screens.map((s) => s.pattern),
        );
        if (!link) continue;
        unreached.delete(screen);
        queue.push({ name: screen.name, url: link });
      }
    }
    await context.close();

    expect.soft(failed, 'screens that did not load').toEqual([]);
    const reached = (name: string) => ![...unreached].some((s) => s.name === name);
    expect
      .soft(
        [...unreached].filter((s) => !(s.name in NO_DEMO_RECORD)).map((s) => `${s.name} ${s.pattern}`),
        'screens no other screen links to with their parameters filled',
      )
      .toEqual([]);
    expect
      .soft(
        Object.keys(NO_DEMO_RECORD).filter(reached),
        'screens listed as without demo records that were reached after all (take them off the list)',
      )
      .toEqual([]);
    expect(overflowing, 'screens wider than a phone').toEqual([]);
  });
});
