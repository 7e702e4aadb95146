// The QC queue draws the claimed chat once its own code is here: the scorecard, the comment forms and the
// dialogs (react-hook-form, the contract's resolver) load apart, through `lazyPart` (docs/performance.md,
// fourteenth session). This walks the screen's static imports in the source, as the bundler does, and
// fails when one of them reaches a form library again.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Static imports and re-exports start a line (scripts/check-boundaries.mjs); `import type` is erased.
const STATIC_IMPORT = /^[ \t]*(?:import|export)\s+(?!type\s)(?:[\w$*{},\s]*?\s*from\s*)?(['"])([^'"\n]+)\1/gm;

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(file));
}

/** The packages a source file's static imports reach, with the first file that imports each. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier!.startsWith('.')) {
        if (!packages.has(specifier!)) packages.set(specifier!, path.relative(path.dirname(entry), file));
        continue;
      }
      const next = resolve(file, specifier!);
      if (next) stack.push(next);
    }
  }
  return packages;
}

describe("the QC queue's first paint", () => {
  it('waits for no form library: the scorecard, the comment forms and the dialogs load apart', () => {
    const reached = packagesReached(path.join(import.meta.dirname, 'queue-page.tsx'));
    expect(reached.size).toBeGreaterThan(10);
    expect(reached.has('react')).toBe(true);
    const forms = [...reached].filter(([name]) => /react-hook-form|@hookform/.test(name));
    expect(forms).toEqual([]);
  });
});
