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
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listCodeFiles, withoutCommentLines } from './lib/files.mjs';

const MODULES_DIR = 'apps/server/src/modules';
/** Where raw statements may live. */
const QUERIES_FILE = /\.queries\.[cm]?[jt]sx?$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const TEST_DIRS = new Set(['testing', 'test']);

/**
 * Files that may hold raw statements outside a `*.queries.ts`, with how many: none, every module
 * reads and writes through the builder or its `*.queries.ts`. An entry would pin a file's count (a
 * new raw statement there fails, one moved away makes the entry stale); `--allowed` gives the
 * script's tests their own.
 */
const ALLOWED = {};

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
  const files = listCodeFiles(path.join(root, MODULES_DIR), {
    skipDir: (name) => TEST_DIRS.has(name),
    skipFile: (name) => TEST_FILE.test(name) || QUERIES_FILE.test(name),
  });
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
