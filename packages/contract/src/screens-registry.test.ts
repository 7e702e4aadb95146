// Every module's screens (`modules/<m>.paths.ts`, which the web routes and the servers link to):
// one export `<m>Screens` of screens, each pattern an app path, none claimed by two screens.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Screen } from './screens.js';

const moduleDir = path.join(import.meta.dirname, 'modules');
const files: Record<string, Record<string, unknown>> = {};
for (const file of readdirSync(moduleDir).filter((f) => f.endsWith('.paths.ts'))) {
  files[file.replace(/\.paths\.ts$/, '')] = await import(pathToFileURL(path.join(moduleDir, file)).href);
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const isScreen = (value: unknown): value is Screen<string> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Screen<string>).pattern === 'string' &&
  typeof (value as Screen<string>).href === 'function';

const screens = Object.entries(files).flatMap(([module, exports]) =>
  Object.entries((exports[`${camel(module)}Screens`] ?? {}) as Record<string, unknown>).map(([name, value]) => ({
    where: `${module}.${name}`,
    value,
  })),
);

describe('the screens of the modules', () => {
  it('are found', () => {
    expect(Object.keys(files).length).toBeGreaterThan(1);
    expect(screens.length).toBeGreaterThan(Object.keys(files).length);
  });

  it('are exported as <m>Screens, alone, by each modules/<m>.paths.ts', () => {
    const wrong = Object.entries(files)
      .filter(([module, exports]) => Object.keys(exports).join() !== `${camel(module)}Screens`)
      .map(([module, exports]) => `${module}.paths.ts exports ${Object.keys(exports).join(', ') || 'nothing'}`);
    expect(wrong).toEqual([]);
  });

  it('are screens whose patterns are app paths', () => {
    const wrong = screens
      .filter(
        ({ value }) => !isScreen(value) || !/^\/(?:[\w.-]+|:\w+\??)?(?:\/(?:[\w.-]+|:\w+\??))*$/.test(value.pattern),
      )
      .map(({ where, value }) => `${where}: ${isScreen(value) ? value.pattern : 'not a screen'}`);
    expect(wrong).toEqual([]);
  });

  it('each claim a pattern of their own across the modules', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { where, value } of screens) {
      if (!isScreen(value)) continue;
      const first = seen.get(value.pattern);
      if (first) repeated.push(`${value.pattern}: ${first} and ${where}`);
      else seen.set(value.pattern, where);
    }
    expect(repeated).toEqual([]);
  });

  it('link to their own pattern', () => {
    const wrong = screens.filter(({ value }) => {
      if (!isScreen(value)) return false;
      const params = Object.fromEntries([...value.pattern.matchAll(/:(\w+)/g)].map((m) => [m[1], 'x']));
      const href = (value.href as (p: object) => string)(params);
      return href !== value.pattern.replace(/:\w+\??/g, 'x');
    });
    expect(wrong.map((s) => s.where)).toEqual([]);
  });
});
