// The declared scopes (issue 8, part 2): every module file's `declaredScopes`, read from the files
// themselves so that a file the registry misses, or a declaration under another name, is caught too.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './http.js';
import { endpoints } from './index.js';
import { SCOPE_CATALOGUE, scopeInfo, scopeLabel, scopeNeeds } from './scope-catalogue.js';
import { collectScopes, type ScopeDeclarations, scopeMatches } from './scopes.js';

const moduleDir = path.join(import.meta.dirname, 'modules');
const files: Record<string, Record<string, unknown>> = {};
// A `<m>.scopes.ts` holds the declarations its module re-exports: read through the module.
for (const file of readdirSync(moduleDir).filter((f) => f.endsWith('.ts') && !/\.(test|scopes)\.ts$/.test(f))) {
  files[file.replace(/\.ts$/, '')] = await import(pathToFileURL(path.join(moduleDir, file)).href);
}

const isDeclarations = (value: unknown): value is ScopeDeclarations =>
  typeof value === 'object' && value !== null && 'groups' in value && 'scopes' in value;

const declarations = Object.entries(files).flatMap(([module, exports]) =>
  exports.declaredScopes && isDeclarations(exports.declaredScopes)
    ? [{ module, declarations: exports.declaredScopes }]
    : [],
);
const declared = declarations.flatMap(({ module, declarations: d }) =>
  Object.entries(d.scopes).map(([scope, info]) => ({ module, scope, info })),
);

/**
 * Scopes the specification names that are not `service:resource:action` (spec §2, §6): DNS access of
 * departments, the QC manager, and score types and grades, one level deeper.
 */
const SPEC_SHAPES = new Set([
  'dns:department',
  'qa:manager',
  ...['read', 'create', 'update'].flatMap((action) => [`qa:score:type:${action}`, `qa:score:grade:${action}`]),
]);

/** `dns:zone:read` → `dns`, `dns:zone`: the tree's nodes above the scope. */
const ancestors = (scope: string) =>
  scope
    .split(':')
    .slice(0, -1)
    .map((_, i, parts) => parts.slice(0, i + 1).join(':'));

describe('declared scopes', () => {
  it('are declared under one export, declaredScopes, in each module file', () => {
    const elsewhere = Object.entries(files).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([name, value]) => name !== 'declaredScopes' && isDeclarations(value))
        .map(([name]) => `${module}.${name}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('cover every scope an endpoint requires; a wildcard requirement matches a declared scope', () => {
    const known = new Set<string>(SCOPE_CATALOGUE);
    const undeclared = endpoints.flatMap((e: Endpoint) =>
      typeof e.access === 'object'
        ? e.access.scopes
            .filter((s) => (s.includes('*') ? !SCOPE_CATALOGUE.some((k) => scopeMatches(s, k)) : !known.has(s)))
            .map((s) => `${e.name} requires ${s}`)
        : [],
    );
    expect(undeclared).toEqual([]);
  });

  it('are unique across modules', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { module, scope } of declared) {
      const first = seen.get(scope);
      if (first) twice.push(`${scope} in ${first} and ${module}`);
      else seen.set(scope, module);
    }
    expect(twice).toEqual([]);
  });

  it('follow service:resource:action in lower-case words (or a shape the spec names)', () => {
    const word = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*';
    const shape = new RegExp(`^${word}:${word}:${word}$`);
    const loose = new RegExp(`^${word}(?::${word}){1,3}$`);
    const wrong = declared
      .map((d) => d.scope)
      .filter((scope) => (SPEC_SHAPES.has(scope) ? !loose.test(scope) : !shape.test(scope)));
    expect(wrong).toEqual([]);
  });

  it('each have a label and a description', () => {
    const missing = declared
      .filter(({ info }) => !info.label?.trim() || !info.description?.trim() || info.label.length > 40)
      .map((d) => d.scope);
    expect(missing).toEqual([]);
  });

  it('label their service and every resource above them, in the module that declares them', () => {
    const unlabelled = declarations.flatMap(({ module, declarations: d }) =>
      Object.keys(d.scopes).flatMap((scope) =>
        ancestors(scope)
          .filter((key) => !d.groups[key]?.trim())
          .map((key) => `${module}: ${key} (above ${scope})`),
      ),
    );
    expect(unlabelled).toEqual([]);
  });

  it('label only groups that hold declared scopes', () => {
    const stray = declarations.flatMap(({ module, declarations: d }) =>
      Object.keys(d.groups)
        .filter((key) => !Object.keys(d.scopes).some((scope) => scope.startsWith(`${key}:`)))
        .map((key) => `${module}: ${key}`),
    );
    expect(stray).toEqual([]);
  });
});

describe('what scopes need (dependsOn, issue 25)', () => {
  it('names declared scopes only: no wildcard, no typo, never the scope itself', () => {
    const known = new Set<string>(SCOPE_CATALOGUE);
    const wrong = declared.flatMap(({ module, scope, info }) =>
      (info.dependsOn ?? [])
        .filter((need) => !known.has(need) || need === scope)
        .map((need) => `${module}: ${scope} depends on ${need}`),
    );
    expect(wrong).toEqual([]);
  });

  it('never goes round in a circle', () => {
    const circles = SCOPE_CATALOGUE.filter((scope) =>
      (scopeInfo(scope)?.dependsOn ?? []).some((need) => scopeNeeds(need).includes(scope)),
    );
    expect(circles).toEqual([]);
  });

  it("lists what a scope's screens call besides its own endpoints, and what those need in turn", () => {
    // A reviewer's chat has a scorecard (score types and grades) and tags.
    expect(scopeNeeds('qa:chat:review')).toEqual(['qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read']);
    // The certificate form picks the website from hosting's list.
    expect(scopeNeeds('ssl:cert:create')).toEqual(['ssl:cert:read', 'vhost:vhost:read']);
    // Needs of needs: managing every team widens planning, which needs the calendar.
    expect(scopeNeeds('calendar:shifts:all')).toEqual(['calendar:shifts:create', 'calendar:shifts:read']);
    expect(scopeNeeds('vhost:vhost:read')).toEqual([]);
    expect(scopeNeeds('retired:thing:read')).toEqual([]);
  });

  it('are collected with each need once, nearest first, cycles cut', () => {
    const catalogue = collectScopes([
      {
        groups: { a: 'A', 'a:b': 'B' },
        scopes: {
          'a:b:c': { label: 'C', description: 'C.', dependsOn: ['a:b:d', 'a:b:e'] },
          'a:b:d': { label: 'D', description: 'D.', dependsOn: ['a:b:e', 'a:b:c'] },
          'a:b:e': { label: 'E', description: 'E.' },
        },
      },
    ]);
    expect(catalogue.needs('a:b:c')).toEqual(['a:b:d', 'a:b:e']);
    expect(catalogue.needs('a:b:d')).toEqual(['a:b:e', 'a:b:c']);
    expect(catalogue.needs('a:b:e')).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('is every declared scope, sorted', () => {
    expect(SCOPE_CATALOGUE).toEqual(declared.map((d) => d.scope).sort());
  });

  it('names tree nodes by their declarations and falls back to the last part', () => {
    expect(scopeLabel('dns')).toBe('DNS');
    expect(scopeLabel('dns:zone')).toBe('DNS zones');
    expect(scopeLabel('dns:zone:read')).toBe('Read DNS zones');
    expect(scopeLabel('retired:thing:read')).toBe('read');
    expect(scopeInfo('users:roles:read')?.label).toBe('Read roles');
    expect(scopeInfo('retired:thing:read')).toBeUndefined();
  });

  it('refuses a scope declared twice', () => {
    const one = { groups: { a: 'A' }, scopes: { 'a:b:c': { label: 'C', description: 'C.' } } };
    expect(() => collectScopes([one, one])).toThrow('Scope "a:b:c" is declared twice');
  });
});
