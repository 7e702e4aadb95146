// `npm run lighthouse`: builds the web app, starts the real server on a fresh embedded database
// (with the demo data when signed-in screens are measured), and runs Lighthouse (its default mobile
// profile: simulated slow 4G and a 4× slower CPU) against the sign-in page as a guest and the five
// heaviest screens signed in as the administrator, with Debian's Chromium, several times. Prints
// each run and the median, and exits 0: like `npm run bench` it is a measurement
// (e2e/lighthouse.perf.test.ts holds the test). docs/performance.md records the figures.
//
// Environment: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PATHS (guest pages, /login,/), LIGHTHOUSE_SIGNED_IN
// (signed-in pages, by default SIGNED_IN_SCREENS' paths; empty: none, and no demo data), LIGHTHOUSE_REPORTS (a directory
// for each run's HTML report), LIGHTHOUSE_THROTTLING (`simulate`, Lighthouse's default, or
// `devtools`: the page really loads over a throttled connection on a throttled CPU, a cross-check),
// CHROMIUM_PATH (/usr/bin/chromium), E2E_DIST (where to build; by default apps/web/dist, rebuilt
// only when the sources changed), LIGHTHOUSE_URL with LIGHTHOUSE_ADMIN_PASSWORD (and
// LIGHTHOUSE_ADMIN_USERNAME, admin): audit a server already running instead of starting one;
// LIGHTHOUSE_INSECURE=1 with it lets Chromium take a self-signed certificate (an audit through nginx with
// TLS and HTTP/2, as docs/deployment.md serves it; NODE_TLS_REJECT_UNAUTHORIZED=0 for the sign-in call).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { apiSignIn, CHROMIUM, type RunningServer, startServer } from '../e2e/harness.js';

/**
 * The five heaviest screens a signed-in person waits for (issue 34), on the demo data: the QC chat
 * queue, the QC statistics, the shift calendar, the events month and all leave.
 */
export const SIGNED_IN_SCREENS = [
  { name: 'QC queue', path: '/qc-v2/chats/queue' },
  { name: 'QC statistics', path: '/qc-v2/statistics' },
  { name: 'shift calendar', path: '/calendar/shifts' },
  { name: 'events month', path: '/calendar/events' },
  { name: 'all leave', path: '/leaves/all' },
] as const;

/** What the app keeps in `localStorage['backoffice.session']` (apps/web/src/core/session.ts). */
export interface StoredSession {
  jwt: string;
  user: unknown;
}

/** Signs the server's administrator in through the API: the session a signed-in audit starts with. */
export async function adminSession(server: RunningServer): Promise<StoredSession> {
  const { jwt, user } = await apiSignIn(server);
  return { jwt, user };
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds, as Lighthouse simulates them for its mobile profile. */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  /** Everything the page transferred, and its JavaScript alone (bytes). */
  totalBytes: number;
  scriptBytes: number;
  /** How many script files the page loaded (each a request; a chain of them, a round trip each). */
  scriptFiles: number;
  /** The page's address when the audit ended (a guest sent to /login shows there). */
  finalUrl: string;
  /** Failed audits of the three categories, `id (score)`, for a failure message. */
  failing: string[];
  html?: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Lighthouse's own verdict that a run is void (`lhr.runtimeError`). */
class LighthouseRuntimeError extends Error {}

interface AuditOptions {
  html?: boolean;
  throttling?: 'simulate' | 'devtools';
  /** Audit signed in: the session is put into the page's localStorage before the audit. */
  session?: StoredSession;
}

/**
 * One Lighthouse run in a fresh headless Chromium, cold cache and empty storage (signed in: only the
 * session in localStorage, put there from `/robots.txt`, which leaves no app file in the cache). A run that
 * Lighthouse itself reports as broken (e.g. NO_NAVSTART, a trace lost on a busy machine; it says
 * to run again) is run again, twice at most.
 */
export async function auditPage(url: string, options: AuditOptions = {}): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.warn(`${error.message}: running it again`);
    }
  }
}

/** Puts the session into the origin's localStorage, as the app stores it after a sign-in. */
async function storeSession(port: number, url: string, session: StoredSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      ['backoffice.session', JSON.stringify({ ...session, darkTheme: false })],
    );
    await page.close();
  } finally {
    await browser.close(); // disconnects; chrome-launcher's Chromium stays up for Lighthouse
  }
}

async function auditOnce(url: string, options: AuditOptions = {}): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      ...(process.env.LIGHTHOUSE_INSECURE ? ['--ignore-certificate-errors'] : []),
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
    logLevel: 'silent',
  });
  try {
    if (options.session) await storeSession(chrome.port, url, options.session);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: options.html ? 'html' : 'json',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: options.throttling ?? 'simulate',
      // Lighthouse clears the origin's storage (and cache) first: that would sign the audit out.
      disableStorageReset: Boolean(options.session),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (
      lhr.audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number; requestCount: number }[];
      }
    )?.items;
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id} (${audit.score})`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      speedIndex: value('speed-index'),
      cls: value('cumulative-layout-shift'),
      totalBytes: items?.find((i) => i.resourceType === 'total')?.transferSize ?? Number.NaN,
      scriptBytes: items?.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN,
      scriptFiles: items?.find((i) => i.resourceType === 'script')?.requestCount ?? Number.NaN,
      finalUrl: lhr.finalDisplayedUrl,
      failing,
      html: options.html ? (result.report as string) : undefined,
    };
  } finally {
    chrome.kill();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function row(label: string, r: Omit<LighthouseRun, 'failing' | 'html' | 'finalUrl'>): string {
  const cells = [
    label,
    r.performance,
    r.accessibility,
    r.bestPractices,
    `${Math.round(r.fcp)} ms`,
    `${Math.round(r.lcp)} ms`,
    `${Math.round(r.tbt)} ms`,
    `${Math.round(r.speedIndex)} ms`,
    r.cls.toFixed(3),
    `${(r.totalBytes / 1024).toFixed(1)} KB`,
    `${(r.scriptBytes / 1024).toFixed(1)} KB`,
    r.scriptFiles,
  ];
  return `| ${cells.join(' | ')} |`;
}

async function main() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number of at least 1');
  const list = (value: string) => value.split(',').filter(Boolean);
  const guestPaths = list(process.env.LIGHTHOUSE_PATHS ?? '/login,/');
  const signedInPaths = list(process.env.LIGHTHOUSE_SIGNED_IN ?? SIGNED_IN_SCREENS.map((s) => s.path).join(','));
  const throttling = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
  const reports = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : undefined;
  if (reports) mkdirSync(reports, { recursive: true });

  // Signed-in screens are measured on the demo data (the server seeds it before it is ready).
  const server = process.env.LIGHTHOUSE_URL
    ? runningServer(process.env.LIGHTHOUSE_URL)
    : await startServer(signedInPaths.length ? { env: { DEMO: '1' } } : {});
  try {
    const session = signedInPaths.length ? await adminSession(server) : undefined;
    const pages = [
      ...guestPaths.map((page) => ({ page, session: undefined })),
      ...signedInPaths.map((page) => ({ page, session })),
    ];
    for (const { page, session } of pages) {
      console.log(
        `\nLighthouse ${page}${session ? ' signed in' : ''} (mobile profile, ${throttling} throttling), ${runs} runs, load average ${loadAverage()}`,
      );
      console.log(
        '| run | perf | a11y | best pr. | FCP | LCP | TBT | Speed Index | CLS | transferred | of it JS | scripts |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      const results: LighthouseRun[] = [];
      for (let i = 1; i <= runs; i++) {
        const result = await auditPage(`${server.url}${page}`, { html: Boolean(reports), throttling, session });
        results.push(result);
        console.log(row(String(i), result));
        const ended = new URL(result.finalUrl).pathname;
        if (ended !== page && !ended.startsWith(`${page}/`))
          console.log(`(the audit ended at ${ended}: ${session ? 'not signed in?' : 'redirected'})`);
        if (reports && result.html) {
          const file = path.join(reports, `${page.replace(/\W+/g, '_') || 'root'}-${i}.html`);
          writeFileSync(file, result.html);
        }
      }
      const pick = (key: keyof Omit<LighthouseRun, 'failing' | 'html' | 'finalUrl'>) =>
        median(results.map((r) => r[key]));
      console.log(
        row('median', {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          speedIndex: pick('speedIndex'),
          cls: pick('cls'),
          totalBytes: pick('totalBytes'),
          scriptBytes: pick('scriptBytes'),
          scriptFiles: pick('scriptFiles'),
        }),
      );
      const failing = [...new Set(results.flatMap((r) => r.failing.map((f) => f.split(' ')[0])))];
      if (failing.length) console.log(`audits below 1 in some run: ${failing.join(', ')}`);
    }
    console.log(`\nload average after: ${loadAverage()}`);
  } finally {
    await server.stop();
  }
}

/**
 * A server already running (LIGHTHOUSE_URL, e.g. started by hand with DEMO=1: on a busy machine the
 * demo data can take longer to seed than startServer waits), signed in to with LIGHTHOUSE_ADMIN_USERNAME
 * (admin) and LIGHTHOUSE_ADMIN_PASSWORD. It is left running.
 */
function runningServer(url: string): RunningServer {
  const adminPassword = process.env.LIGHTHOUSE_ADMIN_PASSWORD;
  if (!adminPassword) throw new Error('LIGHTHOUSE_URL needs LIGHTHOUSE_ADMIN_PASSWORD');
  return {
    url: url.replace(/\/$/, ''),
    adminUsername: process.env.LIGHTHOUSE_ADMIN_USERNAME ?? 'admin',
    adminPassword,
    stop: async () => undefined,
  };
}

function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
