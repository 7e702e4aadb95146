#!/usr/bin/env node
// Fails when the drizzle schema and the committed migrations disagree, i.e. when
// `npm run db:generate` would write a new migration (run by `npm run lint`, so by `npm test` and CI):
//   node scripts/check-migrations.mjs [--migrations <dir>]   (default apps/server/drizzle)
//
// Writes nothing into the repository: drizzle-kit generates into a temporary copy of the migrations
// folder, through a temporary config that takes everything else from apps/server/drizzle.config.ts,
// and the copy is compared with the original. Offline: drizzle-kit reads only the schema files.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const TIMEOUT_MS = 120_000;

function parseArgs(argv) {
  const flag = argv.indexOf('--migrations');
  if (flag === -1) return { migrations: path.join(serverDir, 'drizzle') };
  if (!argv[flag + 1]) throw new Error('--migrations needs a directory');
  return { migrations: path.resolve(argv[flag + 1]) };
}

const shown = (dir) => (dir.startsWith(`${root}${path.sep}`) ? path.relative(root, dir) : dir);

/** Every file under dir, by relative path, with its text. */
function contents(dir, prefix = '') {
  const out = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [k, v] of contents(full, rel)) out.set(k, v);
    else out.set(rel, readFileSync(full, 'utf8'));
  }
  return out;
}

/** The installed drizzle-kit's CLI (its `exports` hide `bin.cjs` from require.resolve). */
function drizzleKitBin() {
  const dirs = createRequire(path.join(serverDir, 'package.json')).resolve.paths('drizzle-kit') ?? [];
  for (const dir of dirs) {
    const manifest = path.join(dir, 'drizzle-kit', 'package.json');
    if (!existsSync(manifest)) continue;
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
    return path.join(dir, 'drizzle-kit', typeof bin === 'string' ? bin : bin['drizzle-kit']);
  }
  throw new Error('drizzle-kit is not installed (npm ci)');
}

function check({ migrations }) {
  if (!existsSync(migrations)) throw new Error(`no migrations folder at ${migrations}`);
  const work = mkdtempSync(path.join(tmpdir(), 'check-migrations-'));
  try {
    const copy = path.join(work, 'drizzle');
    cpSync(migrations, copy, { recursive: true });
    // drizzle-kit puts `./` before `out`, so it must be relative to the directory it runs in.
    const config = path.join(work, 'drizzle.config.ts');
    writeFileSync(
      config,
      `import base from ${JSON.stringify(path.join(serverDir, 'drizzle.config.ts'))};\n` +
        `export default { ...base, out: ${JSON.stringify(path.relative(serverDir, copy))} };\n`,
    );
    const bin = drizzleKitBin();
    const run = spawnSync(process.execPath, [bin, 'generate', `--config=${config}`], {
      cwd: serverDir,
      encoding: 'utf8',
      // No terminal: a question (is this column renamed?) must not wait for an answer.
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
    if (run.error || run.status !== 0) {
      return [`drizzle-kit generate did not finish (${run.error?.message ?? `exit ${run.status}`}):\n${output}`];
    }
    const before = contents(migrations);
    const after = contents(copy);
    const added = [...after.keys()].filter((file) => !before.has(file));
    const changed = [...after.keys()].filter((file) => before.has(file) && before.get(file) !== after.get(file));
    if (added.length || changed.length) {
      return [
        `the schema and the migrations in ${shown(migrations)} disagree: drizzle-kit generate would ` +
          [added.length && `add ${added.join(', ')}`, changed.length && `change ${changed.join(', ')}`]
            .filter(Boolean)
            .join(' and ') +
          '. Run `npm run db:generate -- --name <change>` and commit the migration (never edit one).',
      ];
    }
    // drizzle-kit has exited 0 after failing; believe "no change" only when it says so.
    if (!/No schema changes/.test(output)) return [`drizzle-kit generate did not confirm the schema:\n${output}`];
    return [];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  const problems = check(parseArgs(process.argv.slice(2)));
  if (problems.length) {
    for (const problem of problems) console.error(`migrations: ${problem}`);
    process.exit(1);
  }
  console.log('migrations: the schema and the migrations agree');
} catch (error) {
  console.error(`migrations: ${error.message}`);
  process.exit(1);
}
