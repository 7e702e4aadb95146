#!/usr/bin/env node
// The repo's import boundaries (docs/architecture.md), checked without dependencies:
//   node scripts/check-boundaries.mjs [--root <dir>]
// Zones come from paths, not from a list: any folder under apps/<side>/src/modules/ is a module, and
// so is any packages/contract/src/modules/<m>.ts (or <m>/), so adding a module needs no configuration here.
//
// A module's folders on the two sides are its own: no file outside them imports them (core, ui, the
// web shell, main.ts, demo.ts, other modules), except the generated registries (`*.generated.ts`,
// scripts/generate-registries.mjs) that find every module, and the browser tests and benchmarks
// (e2e/, bench/) that exercise one from outside. A module's contract file is its public entry: the
// apps and other contract modules may import it (that is how modules share), but the contract's own
// core never names a module: every module imports it, and only the generated registry lists them.
// Web modules link to each other's screens through the other's `paths.ts` (typed href helpers) only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_FILE, listCodeFiles, withoutCommentLines } from './lib/files.mjs';

const SCANNED_DIRS = ['packages/contract/src', 'apps/server/src', 'apps/web/src', 'e2e', 'bench'];
/** A registry written by scripts/generate-registries.mjs: the one kind of file that lists modules. */
const GENERATED = /\.generated\.[cm]?[jt]sx?$/;
/** Trees that use a module from outside by design: browser tests and benchmarks. */
const OUTSIDE_USERS = ['e2e/', 'bench/'];
/** A web module's link helpers, the one file of a module that other modules may import. */
const PATHS_FILE = /^apps\/web\/src\/modules\/[^/]+\/paths(?:\.[jt]sx?)?$/;
const WORKSPACES = ['packages/contract', 'apps/server', 'apps/web'];

// Static imports and re-exports start a line (Biome formats them so); the clause before `from`
// holds only names, braces, commas, `*`, `as` and `type`, so the match cannot run into the next statement.
const STATIC_IMPORT = /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w$*{},\s]*?\s*from\s*)?(['"])([^'"\n]+)\1/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g;

function parseArgs(argv) {
  const rootFlag = argv.indexOf('--root');
  if (rootFlag !== -1) {
    const root = argv[rootFlag + 1];
    if (!root) throw new Error('--root needs a directory');
    return { root: path.resolve(root) };
  }
  return { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') };
}

function lineAt(source, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

function findImports(source) {
  const code = withoutCommentLines(source);
  const found = [];
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[2];
      found.push({ specifier, line: lineAt(code, match.index + match[0].lastIndexOf(specifier)) });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function workspaceNames(root) {
  const names = new Map();
  for (const dir of WORKSPACES) {
    const manifest = path.join(root, dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (name) names.set(name, dir);
  }
  return names;
}

/** The repo-relative path an import points at, or null for a package outside the repo. */
function resolveTarget(specifier, importerRel, packages) {
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(importerRel), specifier));
  for (const [name, dir] of packages) {
    if (specifier === name) return dir;
    if (specifier.startsWith(`${name}/`)) return `${dir}/${specifier.slice(name.length + 1)}`;
  }
  return null;
}

/**
 * Where a repo-relative path sits. `module` is the folder under `apps/<side>/src/modules/`; a
 * bare `modules/<x>` counts as module x when it has no file extension (a folder import).
 */
function zoneOf(rel) {
  if (rel === 'packages/contract' || rel.startsWith('packages/contract/')) {
    // `@backoffice/contract/modules/dns` (package export) or `packages/contract/src/modules/dns.js`.
    const contractModule = /^packages\/contract\/(?:src\/)?modules\/([^/]+?)(?:\.[cm]?[jt]sx?)?(?:\/.*)?$/.exec(rel);
    return { area: 'contract', module: contractModule?.[1] };
  }
  const app = /^apps\/([^/]+)(?:\/(.*))?$/.exec(rel);
  if (!app) return { area: 'other' };
  const side = app[1];
  const inside = app[2] ?? '';
  const moduleMatch = /^src\/modules\/([^/]+)(\/.*)?$/.exec(inside);
  if (moduleMatch) {
    const isFolder = moduleMatch[2] !== undefined || !CODE_FILE.test(moduleMatch[1]);
    return { area: 'app', side, layer: 'modules', module: isFolder ? moduleMatch[1] : undefined };
  }
  const layer = /^src\/([^/]+)\//.exec(inside)?.[1];
  return { area: 'app', side, layer };
}

function zoneName(zone) {
  if (zone.area === 'contract')
    return zone.module ? `packages/contract/src/modules/${zone.module}` : 'packages/contract';
  if (zone.layer === 'modules' && zone.module) return `apps/${zone.side}/src/modules/${zone.module}`;
  if (zone.layer) return `apps/${zone.side}/src/${zone.layer}`;
  return `apps/${zone.side}`;
}

/** Why an import breaks a boundary, or null when it is allowed. */
function brokenRule(importerRel, targetRel, from, to) {
  if (from.area === 'contract' && to.area === 'app') {
    return 'the contract is shared by both apps and depends on neither';
  }
  const isRegistry = GENERATED.test(importerRel);
  if (from.area === 'contract' && !from.module && to.area === 'contract' && to.module && !isRegistry) {
    return "the contract's core is below every module and names none (only the generated registry lists them)";
  }
  if (to.area !== 'app') return null;
  if (from.area === 'app' && from.side !== to.side) {
    return `apps/${from.side} and apps/${to.side} share code only through the contract`;
  }
  if (to.layer !== 'modules' || !to.module) return null;
  if (from.area === 'app' && from.layer === 'modules' && from.module) {
    if (from.module === to.module) return null;
    // A web module's `paths.ts` is its public face: its typed links (`dnsPaths.zone(7)`) for others.
    if (to.side === 'web' && PATHS_FILE.test(targetRel)) return null;
    return 'modules never import each other; move the shared piece to core/ or the contract';
  }
  if (isRegistry || OUTSIDE_USERS.some((dir) => importerRel.startsWith(dir))) return null;
  return `a file outside module ${to.module} never names it: modules are found by the generated registries, and share through core/ or the contract`;
}

function checkBoundaries(root) {
  const packages = workspaceNames(root);
  const files = SCANNED_DIRS.flatMap((dir) => listCodeFiles(path.join(root, dir)));
  const violations = [];
  for (const file of files) {
    const importerRel = path.relative(root, file).split(path.sep).join('/');
    const from = zoneOf(importerRel);
    for (const { specifier, line } of findImports(readFileSync(file, 'utf8'))) {
      const targetRel = resolveTarget(specifier, importerRel, packages);
      if (targetRel === null) continue;
      const to = zoneOf(targetRel);
      const reason = brokenRule(importerRel, targetRel, from, to);
      if (reason) {
        violations.push(`${importerRel}:${line}: ${zoneName(from)} may not import ${targetRel} (${reason})`);
      }
    }
  }
  return { fileCount: files.length, violations };
}

const { root } = parseArgs(process.argv.slice(2));
const { fileCount, violations } = checkBoundaries(root);
if (violations.length > 0) {
  for (const violation of violations) console.error(violation);
  console.error(`boundaries: ${fileCount} files, ${violations.length} violation(s)`);
  process.exit(1);
}
console.log(`boundaries: ${fileCount} files, no violations`);
