// Where a signed-in screen's first load spends its main thread: a CPU profile of the page from its
// navigation until the network is quiet, the self time of each function summed by function and file.
// Lighthouse's boot-up table (docs/performance.md) puts all of React's work under React's chunk; this
// names the components. Build without minifying for readable names:
//   (cd apps/web && NODE_ENV=production npx vite build --minify false --outDir /tmp/dist-profile)
//   E2E_DIST=/tmp/dist-profile npx tsx bench/screen-profile.ts /qc-v2/chats/queue [/calendar/events …]
// PROFILE_OUT=<dir> writes each raw profile there (`.cpuprofile`). PROFILE_CPU=<n> slows the CPU n
// times (Lighthouse's mobile profile: 4), PROFILE_WIDTH the viewport (412, Lighthouse's phone),
// PROFILE_TOP how many functions to list (25), PROFILE_WAIT how long to go on once the network is quiet
// (1000 ms; longer to catch what a slowed CPU draws late), PROFILE_LONG_MS the tasks listed (over 50 ms). With PROFILE_CPU=4 the long tasks listed (the
// browser's own tasks over 50 ms, from a trace recorded with the profile: the total blocking time's
// unit) are those Lighthouse's phone profile counts, each with the functions and components that filled it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { apiSignIn, CHROMIUM, startServer, storeSession } from '../e2e/harness.js';
import { indexProfile, type Profile, type ProfileNode } from './cpu-profile.js';

const top = Number(process.env.PROFILE_TOP ?? 25);
const slowdown = Number(process.env.PROFILE_CPU ?? 1);
const width = Number(process.env.PROFILE_WIDTH ?? 412);
/** The tasks listed: those over this many milliseconds (50, the total blocking time's; 12.5 at CPU ×1 lists what Lighthouse's ×4 simulation counts). */
const longTaskMs = Number(process.env.PROFILE_LONG_MS ?? 50);

/** A function as the summaries name it: `name file.js:line`. */
const frameKey = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber}`;

/**
 * Adds `dt` to each component on the sample's stack, once per name: components by convention start with
 * a capital letter, so this is what each costs with what it renders itself.
 */
function addToComponents(
  components: Map<string, number>,
  id: number,
  dt: number,
  { byId, parent }: ReturnType<typeof indexProfile>,
) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = byId.get(at)!.callFrame.functionName;
    if (/^[A-Z]/.test(name) && !seen.has(name)) {
      seen.add(name);
      components.set(name, (components.get(name) ?? 0) + dt);
    }
  }
}

/** Self time (ms) per function, and inclusive time per function name (each sample counted once per name on its stack). */
function summarise(profile: Profile) {
  const index = indexProfile(profile);
  const { byId, parent } = index;
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    const { functionName, url } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    total += dt;
    const key = frameKey(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + dt);
    const chunk = (url.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '.js') || functionName;
    byFile.set(chunk, (byFile.get(chunk) ?? 0) + dt);
    addToComponents(inclusive, id, dt, index);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    total,
    self: sorted(self),
    byFile: sorted(byFile),
    inclusive: sorted(inclusive),
    callers: callersOf(profile, byId, parent),
  };
}

/** A task of the page's main thread, from the browser's trace (`RunTask`), in ms from the profile's start. */
interface Task {
  start: number;
  duration: number;
}

/**
 * The tasks of the page's main thread over 50 ms, as the total blocking time counts them, from the
 * trace Chromium recorded with the profile: the main thread of the renderer that ran the most tasks.
 */
function tasksOfTrace(trace: { traceEvents: TraceEvent[] }, profile: Profile): Task[] {
  const mains = trace.traceEvents.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const busiest = new Map<string, number>();
  for (const e of trace.traceEvents)
    if (e.name === 'RunTask' && e.ph === 'X')
      busiest.set(`${e.pid}:${e.tid}`, (busiest.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = mains.map((m) => `${m.pid}:${m.tid}`).sort((a, b) => (busiest.get(b) ?? 0) - (busiest.get(a) ?? 0))[0];
  const origin = profile.startTime ?? 0;
  return trace.traceEvents
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        `${e.pid}:${e.tid}` === main &&
        (e.dur ?? 0) > longTaskMs * 1000 &&
        e.ts >= origin,
    )
    .map((e) => ({ start: (e.ts - origin) / 1000, duration: (e.dur ?? 0) / 1000 }));
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * The page's tasks over 50 ms: where each started, how long it ran, what it started from (the frame
 * below everything else) and the functions and components that took its time (the profile's samples
 * inside it).
 */
function longTasks(profile: Profile, taskList: Task[]) {
  const index = indexProfile(profile);
  const { byId, parent } = index;
  const tasks = taskList.map((t) => ({ ...t, samples: [] as { id: number; dt: number }[] }));
  let at = 0;
  let next = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    at += dt;
    while (next < tasks.length && tasks[next]!.start + tasks[next]!.duration < at) next += 1;
    const task = tasks[next];
    if (task && at >= task.start) task.samples.push({ id, dt });
  });
  return tasks.map(({ start, duration, samples }) => {
    const self = new Map<string, number>();
    const roots = new Map<string, number>();
    const components = new Map<string, number>();
    for (const { id, dt } of samples) {
      const frame = byId.get(id)!.callFrame;
      const key = frameKey(frame);
      self.set(key, (self.get(key) ?? 0) + dt);
      let root = frame;
      for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
        const f = byId.get(up)!.callFrame;
        if (f.functionName !== '(root)') root = f;
      }
      const rootKey = frameKey(root);
      roots.set(rootKey, (roots.get(rootKey) ?? 0) + dt);
      addToComponents(components, id, dt, index);
    }
    const sorted = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
        .join('; ');
    return { start, duration, self: sorted(self, 6), roots: sorted(roots, 3), components: sorted(components, 6) };
  });
}

/** PROFILE_CALLERS=<names>: for each function named, the stacks above it (5 frames) by time. */
function callersOf(profile: Profile, byId: Map<number, ProfileNode>, parent: Map<number, number>) {
  const names = (process.env.PROFILE_CALLERS ?? '').split(',').filter(Boolean);
  const found = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (!names.includes(frame.functionName)) continue;
      const stack: string[] = [];
      for (let up = parent.get(at); up !== undefined && stack.length < 6; up = parent.get(up)) {
        const f = byId.get(up)!.callFrame;
        stack.push(`${f.functionName || '(anonymous)'}@${f.url.split('/').pop()}:${f.lineNumber}`);
      }
      const key = `${frame.functionName} < ${stack.join(' < ')}`;
      found.set(key, (found.get(key) ?? 0) + dt);
      break;
    }
  });
  return [...found].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

async function main() {
  const paths = process.argv.slice(2);
  if (!paths.length) throw new Error('Give the screens to profile: npx tsx bench/screen-profile.ts /calendar/events');
  const server = await startServer({ env: { DEMO: '1' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const { jwt, user } = await apiSignIn(server);
    for (const at of paths) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await storeSession(page, server, { jwt, user });
      const cdp = await context.newCDPSession(page);
      if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      const scripts: Promise<[string, number]>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script')
          scripts.push(request.sizes().then((sizes) => [request.url().split('/').pop()!, sizes.responseBodySize]));
      });
      const started = Date.now();
      await page.goto(`${server.url}${at}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(Number(process.env.PROFILE_WAIT ?? 1_000));
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      // PROFILE_OUT=<dir>: the raw profile too, for Chromium's DevTools (Performance panel, "Load profile").
      if (process.env.PROFILE_OUT)
        writeFileSync(
          path.join(process.env.PROFILE_OUT, `${at.replace(/\W+/g, '_')}.cpuprofile`),
          JSON.stringify(profile),
        );
      const { total, self, byFile, inclusive, callers } = summarise(profile);
      console.log(
        `\n${at}: ${Math.round(Date.now() - started)} ms to a quiet network + 1 s; ${Math.round(total)} ms of main-thread JavaScript (CPU ×${slowdown})`,
      );
      console.log('  self time:');
      for (const [key, ms] of self) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
      console.log('  self time by file:');
      for (const [key, ms] of byFile) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
      console.log('  components, with what they run below them:');
      for (const [key, ms] of inclusive) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
      const files = (await Promise.all(scripts)).sort((a, b) => b[1] - a[1]);
      const bytes = files.reduce((sum, [, size]) => sum + size, 0);
      console.log(`  ${files.length} scripts, ${(bytes / 1024).toFixed(1)} KB on the wire; the largest:`);
      for (const [name, size] of files.slice(0, 12))
        console.log(`    ${(size / 1024).toFixed(1).padStart(8)} KB  ${name}`);
      const tasks = longTasks(profile, tasksOfTrace(trace, profile));
      const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      console.log(`  ${tasks.length} tasks over ${longTaskMs} ms, ${Math.round(blocking)} ms beyond 50 ms each:`);
      for (const task of tasks) {
        console.log(`    at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms, from ${task.roots}`);
        console.log(`      self: ${task.self}`);
        if (task.components) console.log(`      components: ${task.components}`);
      }
      if (callers.length) console.log('  callers:');
      for (const [key, ms] of callers) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
