// Sums the gzipped JS that the sign-in page loads: the entry chunk, the app's start (boot.tsx) and
// the sign-in screen's chunk, each with its static imports (from dist/.vite/manifest.json).
// Usage: node apps/web/scripts/login-budget.mjs [--limit 150]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

export function loginChunks() {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  visit(entry);
  // The entry loads the app (boot.tsx) and the screen once index.html's pre-rendered copy has painted.
  visit(Object.keys(manifest).find((k) => k.endsWith('src/boot.tsx')));
  visit(Object.keys(manifest).find((k) => k.endsWith('app/login/login-page.tsx')));
  return [...files];
}

const rows = loginChunks().map((file) => {
  const raw = readFileSync(join(dist, file));
  return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip (${rows.length} files)`);
const limitArg = process.argv.indexOf('--limit');
if (limitArg > 0 && total / 1024 > Number(process.argv[limitArg + 1])) {
  console.error(`Over budget: ${(total / 1024).toFixed(1)} KB > ${process.argv[limitArg + 1]} KB`);
  process.exit(1);
}
