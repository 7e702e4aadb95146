import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'generate-registries.mjs');
const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function repo(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'registries-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const run = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, '--root', root, ...args], { encoding: 'utf8' });
const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

const twoModules = {
  'apps/server/src/modules/index.ts': '',
  'apps/server/src/modules/dns/module.ts': '',
  'apps/server/src/modules/ssl-certificates/module.ts': '',
  'packages/contract/src/modules/dns.ts': '',
  'packages/contract/src/modules/dns.test.ts': '',
  'packages/contract/src/modules/ssl-certificates/index.ts': '',
};

describe('generate-registries', () => {
  it('lists every module folder on the server and every module file of the contract', () => {
    const root = repo(twoModules);
    expect(run(root).status).toBe(0);
    expect(read(root, 'apps/server/src/modules/index.generated.ts')).toContain(
      [
        "import dns from './dns/module.js';",
        "import sslCertificates from './ssl-certificates/module.js';",
        '',
        '/** Every server module, by folder name (modules/index.ts checks and collects them). */',
        'export const moduleFolders = {',
        '  dns,',
        "  'ssl-certificates': sslCertificates,",
        '};',
      ].join('\n'),
    );
    const contract = read(root, 'packages/contract/src/modules.generated.ts');
    expect(contract).toContain("import * as dns from './modules/dns.js';");
    expect(contract).toContain("import * as sslCertificates from './modules/ssl-certificates/index.js';");
    expect(contract).not.toContain('dns.test');
    expect(run(root, '--check').stdout.trim()).toBe('registries: up to date');
  });

  it("reads the scope catalogue's declarations from a module's scopes file when it has one", () => {
    const root = repo({ ...twoModules, 'packages/contract/src/modules/dns.scopes.ts': '' });
    expect(run(root).status).toBe(0);
    const scopes = read(root, 'packages/contract/src/scopes.generated.ts');
    expect(scopes).toContain("import * as dns from './modules/dns.scopes.js';");
    expect(scopes).toContain("import * as sslCertificates from './modules/ssl-certificates/index.js';");
    // The scopes file is no module of its own.
    expect(read(root, 'packages/contract/src/modules.generated.ts')).not.toContain('dns.scopes');
  });

  it('fails the check when a module was added since, and names the command to run', () => {
    const root = repo(twoModules);
    run(root);
    writeFileSync(path.join(root, 'packages/contract/src/modules/leaves.ts'), '');
    const result = run(root, '--check');
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'packages/contract/src/modules.generated.ts is out of date with the module folders: run npm run generate',
      'packages/contract/src/scopes.generated.ts is out of date with the module folders: run npm run generate',
    ]);
  });

  it('refuses a server module folder without module.ts, and a name that is not kebab-case', () => {
    const missing = run(repo({ ...twoModules, 'apps/server/src/modules/leaves/service.ts': '' }));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/apps\/server\/src\/modules\/leaves\/ has no module\.ts/);
    const badName = run(repo({ ...twoModules, 'packages/contract/src/modules/Leaves.ts': '' }));
    expect(badName.status).toBe(1);
    expect(badName.stderr).toMatch(/modules\/Leaves: a module name is kebab-case/);
  });

  it('refuses a contract module that declares its scopes beside its endpoints', () => {
    const inline = run(
      repo({
        ...twoModules,
        'packages/contract/src/modules/dns.ts': 'export const declaredScopes = defineScopes({});',
      }),
    );
    expect(inline.status).toBe(1);
    expect(inline.stderr).toMatch(
      /modules\/dns\.ts declares its scopes: move declaredScopes to modules\/dns\.scopes\.ts/,
    );
  });
});
