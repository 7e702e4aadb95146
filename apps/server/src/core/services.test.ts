// Module services as data: what each module provides and uses (core/services.ts). The start stops on a
// required service no installed module provides; every `ctx.services['…']` in a module's code is one
// of its declared uses; and the graph of who uses whom in docs/architecture.md is the modules' own
// (WRITE_MODULE_GRAPH=1 rewrites it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { serverModules } from '../modules/index.js';
import { testConfig } from '../test/helpers.js';
import { defineServerModule, type ServerModule } from './module.js';
import { checkModuleServices, type ProvidedServices, parseUse, type ServiceUse } from './services.js';

const SRC = path.resolve(import.meta.dirname, '..');
const ARCHITECTURE = path.resolve(SRC, '../../../docs/architecture.md');

/** A module for these tests, providing and using what it is told (names no real module declares). */
const example = (name: string, parts: { provides?: string[]; uses?: string[] } = {}): ServerModule =>
  defineServerModule({
    name,
    handlers: [],
    provides: Object.fromEntries((parts.provides ?? []).map((s) => [s, async () => null])) as ProvidedServices,
    uses: (parts.uses ?? []) as ServiceUse[],
  });

describe('uses, checked when a module is defined', () => {
  it('refuses a badly named service, its own service and a service named twice', () => {
    expect(() => example('maps', { uses: ['geocode'] })).toThrow(
      /Module maps uses "geocode": a service is named <module>.<service>/,
    );
    expect(() => example('maps', { uses: ['maps.tiles?'] })).toThrow(/Module maps uses its own service maps.tiles/);
    expect(() => example('maps', { uses: ['geo.code', 'geo.code?'] })).toThrow(/Module maps uses geo.code twice/);
  });
});

describe('uses, checked at start', () => {
  it('stops the start when no installed module provides a required service, naming it and its user', async () => {
    const maps = example('maps', { uses: ['geo.code'] });
    await expect(buildApp(testConfig(), { modules: [...serverModules, maps] })).rejects.toThrow(
      "Module maps uses the service geo.code, which no installed module provides (install module geo, or declare the use optional: 'geo.code?')",
    );
    const geo = example('geo', { provides: ['geo.lookup'] });
    expect(() => checkModuleServices([maps, geo])).toThrow(
      'Module maps uses the service geo.code, which no installed module provides (module geo is installed but provides no geo.code)',
    );
  });

  it('starts without the provider of an optional service, which is then undefined', () => {
    const maps = example('maps', { uses: ['geo.code?'] });
    expect(checkModuleServices([maps])).toEqual({});
    const geo = example('geo', { provides: ['geo.code'] });
    expect(Object.keys(checkModuleServices([maps, geo]))).toEqual(['geo.code']);
    expect(() => checkModuleServices([example('maps', { uses: ['geo.code'] }), geo])).not.toThrow();
  });

  it('refuses an optional use whose module is installed but has no such service (a wrong name)', () => {
    const geo = example('geo', { provides: ['geo.code'] });
    expect(() => checkModuleServices([example('maps', { uses: ['geo.cods?'] }), geo])).toThrow(
      'Module maps uses the service geo.cods, which module geo does not provide (it provides: geo.code)',
    );
  });

  it('refuses a service provided twice', () => {
    const geo = example('geo', { provides: ['geo.code'] });
    const other = { name: 'other', provides: { 'geo.code': async () => null } as ProvidedServices };
    expect(() => checkModuleServices([geo, other])).toThrow('The service geo.code is provided by both geo and other');
  });

  it("holds for this repository's modules", () => {
    expect(() => checkModuleServices(serverModules)).not.toThrow();
  });
});

/** Every source file of a module but its tests and their fixtures (`testing/`). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : codeFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const CALL = /\.services\[\s*'([^']+)'\s*\]/g;
/** `ctx.services` read any other way (a variable, a computed name) would escape the check. */
const OTHER_ACCESS = /\bctx\??\.services\b(?!\s*\[\s*')/;

describe("a module's calls of other modules' services", () => {
  it('are all declared in its uses, and every use is called', () => {
    const problems: string[] = [];
    for (const m of serverModules) {
      const dir = path.join(SRC, 'modules', m.name);
      const called = new Set<string>();
      for (const file of codeFiles(dir)) {
        const text = readFileSync(file, 'utf8');
        const where = path.relative(SRC, file);
        for (const [, service] of text.matchAll(CALL)) called.add(service!);
        if (OTHER_ACCESS.test(text)) problems.push(`${where}: call services as ctx.services['<module>.<service>']`);
      }
      const declared = new Set((m.uses ?? []).map((u) => parseUse(u).service));
      const provided = new Set(Object.keys(m.provides ?? {}));
      for (const service of called) {
        if (!declared.has(service) && !provided.has(service)) {
          problems.push(`${m.name} calls ${service} without declaring it: add uses: ['${service}?'] (or required)`);
        }
      }
      for (const service of declared) {
        if (!called.has(service)) problems.push(`${m.name} declares ${service} but never calls it`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The graph of uses and record references, as docs/architecture.md shows it. */
function moduleGraph(modules: readonly ServerModule[]): string {
  const rows: string[] = [];
  for (const m of [...modules].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const through = new Map<string, string[]>();
    const add = (provider: string, what: string) => through.set(provider, [...(through.get(provider) ?? []), what]);
    for (const use of m.uses ?? []) add(parseUse(use).provider, `\`${use}\``);
    for (const r of m.references ?? []) {
      add(r.to.slice(0, r.to.indexOf('.')), `record \`${r.to}\` (${r.onDelete} on delete)`);
    }
    for (const [provider, what] of [...through].sort(([a], [b]) => (a < b ? -1 : 1))) {
      rows.push(`| \`${m.name}\` | \`${provider}\` | ${what.join(', ')} |`);
    }
  }
  return ['| Module | Uses | Through (`?`: works without it) |', '| --- | --- | --- |', ...rows].join('\n');
}

const BEGIN = '<!-- module-graph: written by core/services.test.ts from the module definitions; do not edit -->';
const END = '<!-- /module-graph -->';

describe('the module graph in docs/architecture.md', () => {
  it('is the one the module definitions declare (WRITE_MODULE_GRAPH=1 rewrites it)', () => {
    const doc = readFileSync(ARCHITECTURE, 'utf8');
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(start, `docs/architecture.md has no "${BEGIN}" … "${END}" block`).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const expected = moduleGraph(serverModules);
    const current = doc.slice(start + BEGIN.length, end).trim();
    if (current !== expected && process.env.WRITE_MODULE_GRAPH === '1') {
      writeFileSync(ARCHITECTURE, `${doc.slice(0, start + BEGIN.length)}\n${expected}\n${doc.slice(end)}`);
      return;
    }
    expect(current, 'stale: run WRITE_MODULE_GRAPH=1 npx vitest run --project server core/services.test.ts').toBe(
      expected,
    );
  });
});
