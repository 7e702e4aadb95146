#!/usr/bin/env node
// One data-access rule (docs/architecture.md "Conventions"), checked without dependencies:
//   node scripts/check-raw-sql.mjs [--root <dir>] [--allowed '{"<file>": <count>}']
// A module reads and writes its tables through drizzle's typed tables (`db.select().from(qaReviews)`;
// `sql` fragments inside the builder are fine). A whole statement written as text — `.execute(sql`…`)`,
// `.execute('…')`, `pool.query(…)`, `client.query(…)` — names tables by their names, so a renamed table
// or column still compiles; such a statement lives only in a `*.queries.ts` file beside the service,
// where a benchmark shows it pays, with a typed row interface.
//
// Scope: every file under apps/server/src/modules/, except tests (`*.test.ts`, `testing/`, `test/`),
// which set up and inspect the database as they need. Core (apps/server/src/core) is plumbing — the
// pool, transactions, migrations, advisory locks, capped counts — and is out of scope.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES_DIR = 'apps/server/src/modules';
const CODE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);
/** Where raw statements may live. */
const QUERIES_FILE = /\.queries\.[cm]?[jt]sx?$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const TEST_DIRS = new Set(['testing', 'test']);

/**
 * Files of other modules that still hold raw statements, with how many: each is to move to the
 * builder (or to a `*.queries.ts` with a benchmark) in its module's own change. A count pins the
 * file: a new raw statement there fails too, and one moved away makes the entry stale (lower it).
 * (administration and dns have raw statements only in their `testing/` helpers, out of scope.)
 */
const ALLOWED = {
  // to move: login throttling (advisory locks, login_failures) and the password hash reads/writes.
  'apps/server/src/modules/auth/service.ts': 8,
  // to move: the last run of each schedule, a schedule's runs and their count, the runner's name.
  'apps/server/src/modules/jobs/service.ts': 4,
  // to move: the cover computation over address ranges (two set-based statements).
  'apps/server/src/modules/ipset/services/cover.ts': 2,
  // to move: the health probe's SELECT 1 and the audit log list (built as text with its own parameters).
  'apps/server/src/modules/system/service.ts': 4,
};

/** `--root <dir>` checks another tree; `--allowed '{"<file>": <count>}'` replaces ALLOWED (the tests' trees). */
function parseArgs(argv) {
  const value = (flag) => {
    const at = argv.indexOf(flag);
    if (at === -1) return undefined;
    if (!argv[at + 1]) throw new Error(`${flag} needs a value`);
    return argv[at + 1];
  };
  const root = value('--root');
  const allowed = value('--allowed');
  return {
    root: root ? path.resolve(root) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    allowed: allowed ? JSON.parse(allowed) : ALLOWED,
  };
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || TEST_DIRS.has(entry.name) ? [] : listFiles(full);
    if (!entry.isFile() || !CODE_FILE.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return TEST_FILE.test(entry.name) || QUERIES_FILE.test(entry.name) ? [] : [full];
  });
}

/** Blanks whole-line `//` comments and block comments that open a line, keeping line numbers. */
function withoutCommentLines(source) {
  let inBlock = false;
  return source
    .split('\n')
    .map((line) => {
      let rest = line;
      if (!inBlock) {
        const trimmed = rest.trimStart();
        if (trimmed.startsWith('//')) return '';
        if (!trimmed.startsWith('/*')) return rest;
        inBlock = true;
        rest = trimmed.slice(2);
      }
      const close = rest.indexOf('*/');
      if (close === -1) return '';
      inBlock = false;
      return ' '.repeat(close + 2) + rest.slice(close + 2);
    })
    .join('\n');
}

/** Blanks what single- and double-quoted strings hold (a message may name `pool.query(`), keeping the quotes. */
function withoutStringContents(code) {
  return code.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (s) => s[0] + ' '.repeat(s.length - 2) + s[0]);
}

function lineAt(source, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/** The index after a type argument list starting at `start` (`<…>`, nested, `=>` inside kept), or `start`. */
function skipTypeArguments(code, start) {
  if (code[start] !== '<') return start;
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '<') depth++;
    else if (c === '>' && code[i - 1] !== '=') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return start;
}

const skipSpace = (code, i) => {
  while (i < code.length && /\s/.test(code[i])) i++;
  return i;
};

// `.execute` and `.query` as method calls, the receiver possibly on the line before (`ctx.pool\n  .query(`).
const CALL = /(\w+)?\s*\.\s*(execute|query)\b/g;

/** The raw statements of a file: `.execute(<anything but nothing or an object>)`, `pool|client.query(…)`. */
function findRawCalls(source) {
  const code = withoutStringContents(withoutCommentLines(source));
  const found = [];
  for (const match of code.matchAll(CALL)) {
    const [, receiver, method] = match;
    let i = skipSpace(code, skipTypeArguments(code, skipSpace(code, match.index + match[0].length)));
    if (code[i] !== '(') continue;
    i = skipSpace(code, i + 1);
    if (method === 'execute') {
      // drizzle's builder runs with `.execute()`, a prepared statement with `.execute({ … })`.
      if (code[i] === ')' || code[i] === '{') continue;
    } else if (receiver !== 'pool' && receiver !== 'client') {
      continue;
    }
    const at = match.index + match[0].lastIndexOf(method);
    found.push({ line: lineAt(code, at), call: `${receiver && method === 'query' ? `${receiver}.` : '.'}${method}(` });
  }
  return found;
}

function checkRawSql(root, allowedCounts) {
  const files = listFiles(path.join(root, MODULES_DIR));
  const violations = [];
  const stale = [];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const calls = findRawCalls(readFileSync(file, 'utf8'));
    const allowed = allowedCounts[rel] ?? 0;
    if (calls.length > allowed) {
      for (const { line, call } of calls) {
        violations.push(
          `${rel}:${line}: ${call}…) runs a whole SQL statement outside a *.queries.ts file (use drizzle's typed tables, or a *.queries.ts where a benchmark shows it pays)`,
        );
      }
      if (allowed) violations.push(`${rel}: ${calls.length} raw statements, ${allowed} allowed (to move, not to add)`);
    } else if (calls.length < allowed) {
      stale.push(`${rel}: ${calls.length} raw statements, ${allowed} allowed: lower its entry in ALLOWED`);
    }
  }
  for (const rel of Object.keys(allowedCounts)) {
    if (!files.some((file) => path.relative(root, file).split(path.sep).join('/') === rel)) {
      stale.push(`${rel}: allowed but not found: remove its entry from ALLOWED`);
    }
  }
  return { fileCount: files.length, violations: [...violations, ...stale] };
}

const { root, allowed } = parseArgs(process.argv.slice(2));
const { fileCount, violations } = checkRawSql(root, allowed);
if (violations.length > 0) {
  for (const violation of violations) console.error(violation);
  console.error(`raw SQL: ${fileCount} files, ${violations.length} violation(s)`);
  process.exit(1);
}
console.log(`raw SQL: ${fileCount} files, no violations`);
