// The rendered scripts run for real (docs/system-users.md "Tested for real"): as root, in a throwaway
// mount namespace (`unshare --mount`) where /etc is a temporary copy and /home and /var/mail are empty
// tmpfs mounts, so useradd, usermod and userdel change only the copies; the real machine's
// /etc/passwd is never touched (the driver stops unless the copy, marked, is what /etc shows).
// Skipped, saying why, where the machine does not allow it (not root, no unshare, no mount).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCreate, renderDelete, renderUpdate } from './commands.js';
import type { AccountState } from './schema.js';
import { ecdsaKey, ed25519Key } from './ssh-keys.js';

const MARKER = '.system-users-sandbox';

/** Why the scripts cannot run here, or null. */
function sandboxProblem(): string | null {
  if (process.platform !== 'linux') return 'not Linux';
  if (process.getuid?.() !== 0) return 'not root';
  for (const tool of ['useradd', 'usermod', 'userdel', 'groupadd', 'groupmod', 'groupdel']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) return `no ${tool}`;
  }
  const probe = spawnSync('unshare', ['--mount', 'sh', '-c', 'mount -t tmpfs tmpfs /mnt'], { encoding: 'utf8' });
  return probe.status === 0 ? null : `unshare --mount refused: ${probe.stderr || probe.error}`;
}
const problem = sandboxProblem();
if (problem) console.warn(`system-users: rendered commands tested as text only (${problem})`);

let dir = '';
beforeAll(() => {
  if (problem) return;
  dir = mkdtempSync(path.join(tmpdir(), 'system-users-ns-'));
  execFileSync('cp', ['-a', '/etc', path.join(dir, 'etc')]);
  writeFileSync(path.join(dir, 'etc', MARKER), '');
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs the steps one after another in one namespace; each step's script, then what it prints. */
function runInSandbox(steps: { script: string; show: string }[]): string[] {
  const files = steps.map((step, i) => {
    const file = path.join(dir, `step${i}.sh`);
    writeFileSync(file, step.script);
    return { file, show: step.show };
  });
  const driver = [
    'set -eu',
    `mount --bind ${dir}/etc /etc`,
    'mount -t tmpfs tmpfs /home',
    'mkdir -p /var/mail && mount -t tmpfs tmpfs /var/mail',
    `test -e /etc/${MARKER} || { echo 'not in the sandbox: stopping' >&2; exit 99; }`,
    ...files.flatMap(({ file, show }) => [`sh ${file} 2>>${dir}/stderr`, `echo '<<<step>>>'`, show]),
  ].join('\n');
  const run = spawnSync('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', driver], { encoding: 'utf8' });
  const scriptErrors = existsSync(path.join(dir, 'stderr')) ? readFileSync(path.join(dir, 'stderr'), 'utf8') : '';
  if (run.status !== 0) throw new Error(`the sandbox failed (${run.status}): ${run.stderr}\n${scriptErrors}`);
  return run.stdout.split('<<<step>>>\n').slice(1);
}

/** A GECOS comment that would run `touch <file>` and `id` if anything let the shell read it. */
const hostile = (file: string) => `O'Brien; $(touch ${file}) \`id\` "q" & | > < *, Room 4`;

describe.skipIf(problem !== null)('the rendered scripts, run in a mount namespace', () => {
  it('create, change and delete an account as they say', () => {
    const pwned = path.join(dir, 'pwned');
    const keys = [ed25519Key('alice@laptop'), ecdsaKey('alice@desk')];
    const before: AccountState = {
      username: 'web_shop',
      uid: 2345,
      home: '/home/web_shop',
      shell: '/bin/bash',
      groups: ['deployers'],
      keys,
      comment: hostile(pwned),
      locked: false,
    };
    const after: AccountState = {
      ...before,
      username: 'shop2',
      uid: 2346,
      home: '/home/shop2',
      shell: '/bin/sh',
      groups: ['deployers', 'sftp'],
      keys: [keys[1]!],
      locked: true,
    };
    const server = { name: 'test', address: '127.0.0.1' };
    const [created, changed, deleted] = runInSandbox([
      {
        script: renderCreate(before, server),
        show: [
          'getent passwd web_shop',
          'getent group web_shop',
          'getent group deployers',
          'stat -c "%a %u %g %n" /home/web_shop /home/web_shop/.ssh /home/web_shop/.ssh/authorized_keys',
          'cat /home/web_shop/.ssh/authorized_keys',
        ].join('\n'),
      },
      {
        script: renderUpdate(before, after, server),
        show: [
          'getent passwd shop2',
          'getent group shop2',
          'getent group sftp',
          'getent passwd web_shop || echo "no web_shop"',
          'test -d /home/web_shop || echo "old home moved"',
          'getent shadow shop2 | cut -d: -f8',
          'stat -c "%a %u %g %n" /home/shop2/.ssh/authorized_keys',
          'cat /home/shop2/.ssh/authorized_keys',
        ].join('\n'),
      },
      {
        script: renderDelete(after, server),
        show: [
          'getent passwd shop2 || echo "no user"',
          'getent group shop2 || echo "no group"',
          'test -e /home/shop2 || echo "no home"',
        ].join('\n'),
      },
    ]);
    const comment = before.comment;
    expect(created!.split('\n')).toEqual([
      `web_shop:x:2345:2345:${comment}:/home/web_shop:/bin/bash`,
      'web_shop:x:2345:',
      expect.stringMatching(/^deployers:x:\d+:web_shop$/),
      // The home's mode is the server's (login.defs HOME_MODE): only its owner is ours.
      expect.stringMatching(/^7[05][05] 2345 2345 \/home\/web_shop$/),
      '700 2345 2345 /home/web_shop/.ssh',
      '600 2345 2345 /home/web_shop/.ssh/authorized_keys',
      ...keys,
      '',
    ]);
    expect(changed!.split('\n')).toEqual([
      `shop2:x:2346:2346:${comment}:/home/shop2:/bin/sh`,
      'shop2:x:2346:',
      expect.stringMatching(/^sftp:x:\d+:shop2$/),
      'no web_shop',
      'old home moved',
      // Expired on day 1 (1970-01-02): no login at all, keys included.
      '1',
      '600 2346 2346 /home/shop2/.ssh/authorized_keys',
      keys[1],
      '',
    ]);
    expect(deleted).toBe('no user\nno group\nno home\n');
    // The comment's $(…) and `…` were never run.
    expect(existsSync(pwned)).toBe(false);
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain('web_shop');
  });
});
