// Summarises a .cpuprofile written by `BENCH_PROFILE=<dir> npm run bench`: where the server's main thread
// spent its time, by package (self and inclusive) and by function (self). Usage from the repo root:
//   npx tsx bench/profile.ts <file.cpuprofile> [more files…]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indexProfile, type Profile } from './cpu-profile.js';

/** `fastify`, `zod`, `pg`, … for dependencies; `app:<folder>` for our code; `(idle)` and other V8 entries as is. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dep) return dep[1]!;
  if (url.startsWith('node:')) return 'node core';
  const app = /\/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+|bench)\//.exec(url);
  return app ? `app:${app[1]}` : path.basename(url);
}

function summarise(file: string, top = 20) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const { byId, parent } = indexProfile(profile);
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);

  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${url ? `${pkg} ${path.basename(url)}:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  // Inclusive: a sample counts for every package on its stack (jose's time includes the crypto it calls).
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url } = byId.get(at)!.callFrame;
      if (url) seen.add(packageOf(url, functionName));
    }
    for (const pkg of seen) inclusive.set(pkg, (inclusive.get(pkg) ?? 0) + us);
  }
  const busy = total - (byPackage.get('(idle)') ?? 0);
  const show = (title: string, map: Map<string, number>) => {
    console.log(`  ${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      const share = name === '(idle)' ? '' : `${((us / busy) * 100).toFixed(1).padStart(5)} % of busy`;
      console.log(`    ${(us / 1000).toFixed(0).padStart(7)} ms  ${share.padEnd(15)} ${name}`);
    }
  };
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
  show('self time by package', byPackage);
  show('inclusive time by package (callees included)', inclusive);
  show('self time by function', byFunction);
}

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: npx tsx bench/profile.ts <file.cpuprofile>…');
  process.exit(2);
}
for (const file of files) summarise(file);
