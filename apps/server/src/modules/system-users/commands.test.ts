// The rendered scripts as text (docs/system-users.md "Rendered commands"): what each one runs, in
// which order, and that every value reaches its command as one argument, as sh reads it.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderCreate, renderDelete, renderUpdate, shellQuote } from './commands.js';
import type { AccountState } from './schema.js';

const server = { name: 'web-fra-01', address: '10.20.0.11' };
const alice: AccountState = {
  username: 'alice',
  uid: 2001,
  home: '/home/alice',
  shell: '/bin/bash',
  groups: ['deployers'],
  keys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA alice@laptop'],
  comment: 'Alice',
  locked: false,
};

describe('shellQuote', () => {
  it.each(['O\'Brien; $(touch /tmp/x) `id` "q" & | > < * ?', "'", "''", '$HOME \\ \\n', '', '-rf'])(
    'gives sh back %j as one argument',
    (value) => {
      const out = execFileSync('sh', ['-c', `printf '%s|' ${shellQuote(value)} ${shellQuote(value)}`], {
        encoding: 'utf8',
      });
      expect(out).toBe(`${value}|${value}|`);
    },
  );
});

describe('the create script', () => {
  it('makes the groups, the account and its keys, in that order', () => {
    expect(renderCreate(alice, server)).toBe(
      [
        '#!/bin/sh',
        '# Creates the system user alice (uid 2001).',
        '# Run as root on web-fra-01 (10.20.0.11).',
        'set -eu',
        "getent group 'deployers' >/dev/null || groupadd --system 'deployers'",
        "groupadd --gid '2001' 'alice'",
        "useradd --uid '2001' --gid '2001' --home-dir '/home/alice' --create-home --shell '/bin/bash' --comment 'Alice' --groups 'deployers' 'alice'",
        "mkdir -p '/home/alice/.ssh'",
        "chown '2001:2001' '/home/alice/.ssh'",
        "chmod 700 '/home/alice/.ssh'",
        "printf '%s\\n' 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA alice@laptop' | install -m 600 -o '2001' -g '2001' /dev/stdin '/home/alice/.ssh/authorized_keys'",
        '',
      ].join('\n'),
    );
  });

  it('makes a locked account expired, and writes no keys when it has none', () => {
    const script = renderCreate({ ...alice, keys: [], groups: [], locked: true }, server);
    expect(script).toContain(
      "useradd --uid '2001' --gid '2001' --home-dir '/home/alice' --create-home --shell '/bin/bash' --comment 'Alice' --expiredate '1' 'alice'",
    );
    expect(script).not.toContain('authorized_keys');
    expect(script).not.toContain('--groups');
  });

  it('keeps a hostile comment one argument', () => {
    const script = renderCreate({ ...alice, comment: "x'; rm -rf / #$(reboot)" }, server);
    expect(script).toContain(`--comment 'x'\\''; rm -rf / #$(reboot)'`);
    // sh parses the script without running it: the quoting holds.
    execFileSync('sh', ['-n', '-c', script]);
  });

  it('keeps a server name with a line break inside the comment line', () => {
    const script = renderCreate(alice, { name: 'evil\nreboot', address: '1.2.3.4' });
    expect(script.split('\n')).not.toContain('reboot');
    expect(script).toContain('# Run as root on evil?reboot (1.2.3.4).');
  });
});

describe('the change script', () => {
  it('changes only what changed, under the old name', () => {
    const script = renderUpdate(alice, { ...alice, shell: '/usr/sbin/nologin', comment: 'Alice B' }, server);
    expect(script.split('\n').slice(4)).toEqual([
      "usermod --shell '/usr/sbin/nologin' --comment 'Alice B' 'alice'",
      '',
    ]);
  });

  it('moves the group gid before usermod, renames the group after it', () => {
    const lines = renderUpdate(alice, { ...alice, username: 'alice2', uid: 2005, home: '/home/alice2' }, server).split(
      '\n',
    );
    expect(lines.slice(4)).toEqual([
      "groupmod --gid '2005' 'alice'",
      "usermod --uid '2005' --gid '2005' --login 'alice2' --home '/home/alice2' --move-home 'alice'",
      "groupmod --new-name 'alice2' 'alice'",
      '',
    ]);
  });

  it('makes new groups, sets the full group list, locks and unlocks by expiry', () => {
    const locked = renderUpdate(alice, { ...alice, groups: ['deployers', 'sftp'], locked: true }, server);
    expect(locked).toContain("getent group 'sftp' >/dev/null || groupadd --system 'sftp'");
    expect(locked).not.toContain("'deployers' >/dev/null");
    expect(locked).toContain("usermod --groups 'deployers,sftp' --expiredate '1' 'alice'");
    const unlocked = renderUpdate({ ...alice, locked: true }, { ...alice, groups: [] }, server);
    expect(unlocked).toContain("usermod --groups '' --expiredate '' 'alice'");
  });

  it('rewrites the keys when they changed, removes the file when none are left', () => {
    const rewritten = renderUpdate(alice, { ...alice, keys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB new'] }, server);
    expect(rewritten).toContain("printf '%s\\n' 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB new' | install -m 600");
    expect(renderUpdate(alice, { ...alice, keys: [] }, server)).toContain("rm -f '/home/alice/.ssh/authorized_keys'");
  });

  it('says so when nothing changed', () => {
    expect(renderUpdate(alice, alice, server).split('\n').slice(4)).toEqual(['# Nothing to change.', '']);
  });
});

describe('the delete script', () => {
  it('removes the account with its home, then its group if userdel left it', () => {
    expect(renderDelete(alice, server).split('\n').slice(4)).toEqual([
      "userdel --remove 'alice'",
      "if getent group 'alice' >/dev/null; then groupdel 'alice'; fi",
      '',
    ]);
  });
});
