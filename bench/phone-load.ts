// A signed-in screen's first load as a phone on a slow network gets it, really throttled (not simulated):
// Chromium with its CPU 4× slower and devtools' network conditions (150 ms round trips, 1.6 Mbit/s down,
// 750 kbit/s up; the browser's six connections a host really queue). For each screen, runs alternate
// between servers started with different environments (A/B of a server-side change, or of two builds
// through WEB_DIST), each on the demo data; prints the medians of
//   first paint, largest paint (the browser's own entries), blocking (the time beyond 50 ms of every long
//   task, after the first paint and over the whole load), the longest task, and the time to a quiet network.
// Lighthouse's simulated figures (bench/lighthouse.ts) vary more between identical runs than most changes
// move them; these vary less. Not a test: docs/performance.md records what it measured.
//   VARIANTS='{"old":{"SOME_ENV":"0"},"new":{}}' RUNS=5 npx tsx bench/phone-load.ts /qc-v2/chats/queue /leaves/all
// VARIANTS defaults to one server as configured. READY='<css selector>' also gives the median time until an
// element matching it is on the page (the QC queue's scorecard: READY='[aria-label="Scorecard"]').
import { chromium } from 'playwright-core';
import { apiSignIn, CHROMIUM, startServer, storeSession } from '../e2e/harness.js';

const runs = Number(process.env.RUNS ?? 5);
const ready = process.env.READY;
const variants = JSON.parse(process.env.VARIANTS ?? '{"as configured":{}}') as Record<string, Record<string, string>>;
const paths = process.argv.slice(2);
if (!paths.length) throw new Error('Give the screens to load: npx tsx bench/phone-load.ts /calendar/events');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Load {
  firstPaint: number;
  largestPaint: number;
  blockingAfterPaint: number;
  blocking: number;
  longest: number;
  quiet: number;
  ready: number;
}

const servers = await Promise.all(
  Object.entries(variants).map(async ([name, env]) => {
    const server = await startServer({ env: { DEMO: '1', ...env } });
    return { name, server, session: await apiSignIn(server) };
  }),
);
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const at of paths) {
    const loads = new Map<string, Load[]>(servers.map(({ name }) => [name, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const { name, server, session } of servers) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await storeSession(page, server, session);
        await page.addInitScript((selector) => {
          const seen = { largest: 0, long: [] as [number, number][], ready: 0 };
          (window as { __load?: typeof seen }).__load = seen;
          if (selector) {
            const found = new MutationObserver(() => {
              if (!document.querySelector(selector)) return;
              seen.ready = performance.now();
              found.disconnect();
            });
            found.observe(document, { childList: true, subtree: true });
          }
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.largest = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.long.push([entry.startTime, entry.duration]);
          }).observe({ type: 'longtask', buffered: true });
        }, ready ?? '');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        const started = Date.now();
        await page.goto(`${server.url}${at}`, { waitUntil: 'networkidle' });
        const quiet = Date.now() - started;
        await page.waitForTimeout(500);
        // (Only data comes back: the bundler names functions, which the page would not know.)
        if (ready) await page.waitForSelector(ready);
        const { firstPaint, largestPaint, long, readyAt } = await page.evaluate(() => {
          const seen = (window as { __load?: { largest: number; long: [number, number][]; ready: number } }).__load!;
          return {
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
            largestPaint: seen.largest,
            long: seen.long,
            readyAt: seen.ready,
          };
        });
        const beyond = (tasks: [number, number][]) => tasks.reduce((sum, [, duration]) => sum + duration - 50, 0);
        const seen = {
          firstPaint,
          largestPaint,
          blockingAfterPaint: beyond(long.filter(([start]) => start >= firstPaint)),
          blocking: beyond(long),
          longest: Math.max(0, ...long.map(([, duration]) => duration)),
          ready: readyAt,
        };
        loads.get(name)!.push({ ...seen, quiet });
        await context.close();
      }
    }
    for (const [name, measured] of loads) {
      const of = (key: keyof Load) => Math.round(median(measured.map((load) => load[key])));
      console.log(
        `${at} [${name}], ${measured.length} runs, medians: first paint ${of('firstPaint')} ms, largest paint ${of('largestPaint')} ms, ` +
          `blocking ${of('blockingAfterPaint')} ms after the first paint (${of('blocking')} ms in all), longest task ${of('longest')} ms, ` +
          `network quiet ${of('quiet')} ms${ready ? `, ${ready} at ${of('ready')} ms` : ''}`,
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map(({ server }) => server.stop()));
}
