import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-boundaries.mjs');
const roots: string[] = [];

const manifests = {
  'packages/contract/package.json': '{ "name": "@backoffice/contract" }',
  'apps/server/package.json': '{ "name": "@backoffice/server" }',
  'apps/web/package.json': '{ "name": "@backoffice/web" }',
};

/** Writes a throw-away repo and runs the checker on it. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [file, text] of Object.entries({ ...manifests, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  const lines = run.stderr.split('\n').filter(Boolean);
  return {
    status: run.status,
    stdout: run.stdout,
    violations: lines.filter((line) => !line.startsWith('boundaries:')),
    summary: lines.find((line) => line.startsWith('boundaries:')),
  };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-boundaries', () => {
  it('passes a tree that keeps its boundaries and counts the files', () => {
    const result = check({
      'packages/contract/src/index.ts': "export * from './http.js';\nimport { z } from 'zod';",
      'packages/contract/src/http.ts': 'export const x = 1;',
      'apps/web/src/modules/dns/zones.tsx': [
        "import { endpoints } from '@backoffice/contract';",
        "import { api } from '../../core/api.js';",
        "import { Table } from '../../ui/table.js';",
        "import { Row } from './row.js';",
        "import type { Zone } from './types.js';",
      ].join('\n'),
      'apps/web/src/modules/dns/row.tsx': "const lazy = () => import('./types.js');",
      'apps/web/src/core/api.ts': "import { http } from '@backoffice/contract/http';",
      'apps/web/src/app/modules.generated.ts': "import dns from '../modules/dns/module.js';",
      'apps/web/src/ui/table.tsx': "import { api } from '../core/api.js';",
      'apps/web/src/app/router.tsx': "const modules = import.meta.glob('../modules/*/module.tsx');",
      'apps/server/src/modules/index.generated.ts': "import dns from './dns/module.js';",
      'apps/server/src/modules/dns/routes.ts': "import { db } from '../../db/client.js';",
      'e2e/dns.test.ts': "import { pdns } from '../apps/server/src/modules/dns/testing/pdns.js';",
      'bench/run.ts': "import { buildApp } from '../apps/server/src/app.js';",
      'apps/web/src/notes.md': "import x from '../../server/src/app.js';",
      'apps/web/src/node_modules/pkg/index.js': "import x from '../../../../server/src/app.js';",
    });
    expect(result.violations).toEqual([]);
    expect(result.stdout.trim()).toBe('boundaries: 12 files, no violations');
    expect(result.status).toBe(0);
  });

  it('keeps the contract free of the apps, by path or by package name', () => {
    const result = check({
      'packages/contract/src/a.ts': "import { app } from '../../../apps/server/src/app.js';",
      'packages/contract/src/b.ts': "\n\nimport type { Page } from '@backoffice/web/src/page';",
    });
    expect(result.status).toBe(1);
    expect(result.summary).toBe('boundaries: 2 files, 2 violation(s)');
    expect(result.violations).toEqual([
      'packages/contract/src/a.ts:1: packages/contract may not import apps/server/src/app.js (the contract is shared by both apps and depends on neither)',
      'packages/contract/src/b.ts:3: packages/contract may not import apps/web/src/page (the contract is shared by both apps and depends on neither)',
    ]);
  });

  it('keeps the web app and the server apart, both ways', () => {
    const result = check({
      'apps/web/src/core/api.ts': "import { x } from '../../../server/src/core/db.js';",
      'apps/server/src/core/app.ts': "import { y } from '@backoffice/web';",
    });
    expect(result.status).toBe(1);
    expect(result.violations).toHaveLength(2);
    expect(result.violations[0]).toMatch(
      /^apps\/server\/src\/core\/app\.ts:1: apps\/server\/src\/core may not import apps\/web /,
    );
    expect(result.violations[1]).toMatch(
      /^apps\/web\/src\/core\/api\.ts:1: .* may not import apps\/server\/src\/core\/db\.js /,
    );
  });

  it('stops a module from importing another module, however the import is written', () => {
    const result = check({
      'apps/web/src/modules/shifts/page.tsx': [
        "import { a } from '../leaves/api.js';", // 1
        'import {', // 2
        '  b,',
        '  type C,',
        "} from '../chat-reviews/hooks.js';", // 5
        "export { d } from '../dns/index.js';", // 6
        "export * from '../dns';", // 7
        "const e = await import('../ssl-certificates/page.js');", // 8
        "import '../brand-new-module/side-effect.css.js';", // 9
        "import { f } from '../shifts-extra/x.js';", // 10
      ].join('\n'),
      'apps/server/src/modules/leaves/service.ts': "import { shiftsOf } from '../shifts/service.js';",
    });
    expect(result.status).toBe(1);
    const reason = '(modules never import each other; move the shared piece to core/ or the contract)';
    expect(result.violations).toEqual([
      `apps/server/src/modules/leaves/service.ts:1: apps/server/src/modules/leaves may not import apps/server/src/modules/shifts/service.js ${reason}`,
      `apps/web/src/modules/shifts/page.tsx:1: apps/web/src/modules/shifts may not import apps/web/src/modules/leaves/api.js ${reason}`,
      `apps/web/src/modules/shifts/page.tsx:5: apps/web/src/modules/shifts may not import apps/web/src/modules/chat-reviews/hooks.js ${reason}`,
      `apps/web/src/modules/shifts/page.tsx:6: apps/web/src/modules/shifts may not import apps/web/src/modules/dns/index.js ${reason}`,
      `apps/web/src/modules/shifts/page.tsx:7: apps/web/src/modules/shifts may not import apps/web/src/modules/dns ${reason}`,
      `apps/web/src/modules/shifts/page.tsx:8: apps/web/src/modules/shifts may not import apps/web/src/modules/ssl-certificates/page.js ${reason}`,
      `apps/web/src/modules/shifts/page.tsx:9: apps/web/src/modules/shifts may not import apps/web/src/modules/brand-new-module/side-effect.css.js ${reason}`,
      `apps/web/src/modules/shifts/page.tsx:10: apps/web/src/modules/shifts may not import apps/web/src/modules/shifts-extra/x.js ${reason}`,
    ]);
  });

  it("lets a web module link to another through that module's paths.ts, and nothing else of it", () => {
    const result = check({
      'apps/web/src/modules/leave/page.tsx': [
        "import { employeesPaths } from '../employees/paths.js';",
        "import { dnsPaths } from '../dns/paths';",
        "import { x } from '../dns/paths-extra.js';",
        "import { y } from '../dns/pages/paths.js';",
      ].join('\n'),
      'apps/server/src/modules/leave/service.ts': "import { p } from '../employees/paths.js';",
    });
    expect(result.violations.map((v) => v.split(': ')[0])).toEqual([
      'apps/server/src/modules/leave/service.ts:1',
      'apps/web/src/modules/leave/page.tsx:3',
      'apps/web/src/modules/leave/page.tsx:4',
    ]);
  });

  it('lets a module use its own files, core, ui and the contract', () => {
    const result = check({
      'apps/web/src/modules/dns/a/deep.tsx': [
        "import { b } from '../b.js';",
        "import { c } from '../../dns/c.js';",
        "import { api } from '../../../core/api.js';",
        "import { Button } from '../../../ui/button.js';",
        "import { endpoints } from '@backoffice/contract';",
      ].join('\n'),
    });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('fails any file outside a module that names it, except the generated registries, e2e and bench', () => {
    const result = check({
      'apps/web/src/core/menu.tsx': "import { dnsMenu } from '../modules/dns/menu.js';",
      'apps/web/src/ui/layout/side.tsx': "import { x } from '../../modules/shifts/x.js';",
      'apps/server/src/core/guard.ts': "const m = import('../modules/auth/service.js');",
      'apps/web/src/core/modules.tsx': "import { dnsMenu } from '../modules/dns/menu.js';",
      'apps/web/src/app/layout/bell.tsx': "import { bell } from '../../modules/employees/bell.js';",
      'apps/server/src/core/registry.ts': "import { dns } from '../modules/dns/index.js';",
      'apps/server/src/main.ts': "import { dnsConfig } from './modules/dns/powerdns.js';",
      'apps/server/src/demo.ts': "import { importZone } from './modules/dns/service.js';",
      'apps/server/src/test/helpers.ts': "import { zones } from '../modules/dns/testing/fixtures.js';",
      // Allowed: the registries, the collecting index, and tests and benchmarks from outside.
      'apps/server/src/modules/index.generated.ts': "import dns from './dns/module.js';",
      'apps/server/src/modules/index.ts': "import { moduleFolders } from './index.generated.js';",
      'apps/server/src/app.ts': "import { serverModules } from './modules/index.js';",
      'e2e/dns-powerdns.test.ts': "import { pdns } from '../apps/server/src/modules/dns/testing/pdns.js';",
      'bench/server.ts': "import { listAudit } from '../apps/server/src/modules/system/service.js';",
    });
    expect(result.status).toBe(1);
    expect(result.violations.map((v) => v.split(': ')[0])).toEqual([
      'apps/server/src/core/guard.ts:1',
      'apps/server/src/core/registry.ts:1',
      'apps/server/src/demo.ts:1',
      'apps/server/src/main.ts:1',
      'apps/server/src/test/helpers.ts:1',
      'apps/web/src/app/layout/bell.tsx:1',
      'apps/web/src/core/menu.tsx:1',
      'apps/web/src/core/modules.tsx:1',
      'apps/web/src/ui/layout/side.tsx:1',
    ]);
    expect(result.violations[3]).toBe(
      'apps/server/src/main.ts:1: apps/server may not import apps/server/src/modules/dns/powerdns.js (a file outside module dns never names it: modules are found by the generated registries, and share through core/ or the contract)',
    );
  });

  it("keeps the contract's core from naming a module; a module's contract file is its public entry", () => {
    const result = check({
      'packages/contract/src/index.ts': "import * as dns from './modules/dns.js';",
      'packages/contract/src/realtime.ts': "import { sessionUser } from './modules/auth.js';",
      'packages/contract/src/rules/zones.ts': "import { zone } from '../modules/dns/zone.js';",
      // Allowed: the registry, one module using another's schemas, the apps using a contract module.
      'packages/contract/src/modules.generated.ts': "import * as dns from './modules/dns.js';",
      'packages/contract/src/modules/administration.ts': "import { newPassword } from './auth.js';",
      'packages/contract/src/modules/auth.ts': "import { endpoint } from '../http.js';",
      'apps/web/src/core/socket.ts': "import { me } from '@backoffice/contract/modules/auth';",
      'apps/server/src/core/audit.ts': "import type { SecurityEvent } from '@backoffice/contract/modules/system';",
    });
    expect(result.status).toBe(1);
    expect(result.violations).toEqual([
      "packages/contract/src/index.ts:1: packages/contract may not import packages/contract/src/modules/dns.js (the contract's core is below every module and names none (only the generated registry lists them))",
      "packages/contract/src/realtime.ts:1: packages/contract may not import packages/contract/src/modules/auth.js (the contract's core is below every module and names none (only the generated registry lists them))",
      "packages/contract/src/rules/zones.ts:1: packages/contract may not import packages/contract/src/modules/dns/zone.js (the contract's core is below every module and names none (only the generated registry lists them))",
    ]);
  });

  it('ignores imports in comments and strings that are not statements', () => {
    const result = check({
      'apps/web/src/modules/dns/page.tsx': [
        "// import { a } from '../leaves/api.js';",
        '/*',
        "import { b } from '../leaves/api.js';",
        '*/',
        '/** @see {import("../leaves/api.js").Leave} */',
        'const text = \'import { c } from "../leaves/api.js"\';',
        'export const value = 1;',
      ].join('\n'),
    });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('finds an import after a block comment on the same line', () => {
    const result = check({
      'apps/web/src/modules/dns/page.tsx': "/* header */\n/* a */ import { a } from '../leaves/api.js';",
    });
    expect(result.violations.map((v) => v.split(': ')[0])).toEqual(['apps/web/src/modules/dns/page.tsx:2']);
  });

  it('fails loudly on a bad command line', () => {
    const run = spawnSync(process.execPath, [script, '--root'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--root needs a directory');
  });
});
