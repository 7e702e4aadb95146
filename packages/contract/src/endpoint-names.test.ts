// Every endpoint is named `<module>.<export>`: the module's contract file and the name it is
// exported under, so a name finds its definition, and no two endpoints share one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './http.js';
import { endpoints } from './index.js';

const moduleDir = path.join(import.meta.dirname, 'modules');
const files: Record<string, Record<string, unknown>> = {};
for (const file of readdirSync(moduleDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  files[`./modules/${file}`] = await import(pathToFileURL(path.join(moduleDir, file)).href);
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'reply' in value;

const declared = Object.entries(files).flatMap(([file, exports]) => {
  const module = file.replace(/^\.\/modules\//, '').replace(/\.ts$/, '');
  return Object.entries(exports)
    .filter(([, value]) => isEndpoint(value))
    .map(([exportName, value]) => ({ module, exportName, endpoint: value as Endpoint }));
});

describe('endpoint names', () => {
  it('are <module>.<export> for every endpoint a module file exports', () => {
    const wrong = declared
      .filter(({ module, exportName, endpoint }) => endpoint.name !== `${module}.${exportName}`)
      .map(({ module, exportName, endpoint }) => `${module}.${exportName} is named ${endpoint.name}`);
    expect(wrong).toEqual([]);
  });

  it('are unique across the API, and every endpoint of the API comes from a module file', () => {
    const names = endpoints.map((e) => e.name);
    const repeated = names.filter((name, i) => names.indexOf(name) !== i);
    expect(repeated).toEqual([]);
    const fromFiles = new Set(declared.map((d) => d.endpoint));
    expect(endpoints.filter((e) => !fromFiles.has(e)).map((e) => e.name)).toEqual([]);
  });

  it('give each method and path one endpoint', () => {
    const routes = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });
});
