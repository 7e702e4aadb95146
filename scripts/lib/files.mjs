// What the repository's checks (check-boundaries.mjs, check-raw-sql.mjs) share to read source files,
// without dependencies: the walk over a tree and the blanking of comment lines.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Source files of every kind the apps, tests and scripts are written in. */
export const CODE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Folders of installed or built files, never sources. */
export const BUILD_DIRS = new Set(['node_modules', 'dist', 'coverage', '.vite']);

/**
 * The code files under `dir` (none when it does not exist), depth first, each folder's entries by
 * name so that reports come in a stable order; declaration files (`.d.ts`) and build folders left
 * out. `skipDir(name)` leaves out more folders, `skipFile(name)` more files.
 */
export function listCodeFiles(dir, { skipDir = () => false, skipFile = () => false } = {}) {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return BUILD_DIRS.has(entry.name) || skipDir(entry.name) ? [] : listCodeFiles(full, { skipDir, skipFile });
    }
    if (!entry.isFile() || !CODE_FILE.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return skipFile(entry.name) ? [] : [full];
  });
}

/** Blanks whole-line `//` comments and block comments that open a line, keeping line numbers. */
export function withoutCommentLines(source) {
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
