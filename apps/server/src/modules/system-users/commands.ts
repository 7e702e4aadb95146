// The shell scripts that apply a system user on its server (docs/system-users.md "Rendered commands"):
// pure functions of the account, run by someone on the server (nothing here connects to one).
// Every value is shell-quoted, on top of the field rules (rules/system-users.ts) that already keep
// names, homes and keys to safe characters: a hostile comment stays one argument.
import type { AccountState } from './schema.js';

/** One argument for sh: single-quoted, each `'` written `'\''`. */
export function shellQuote(value: string | number): string {
  return `'${String(value).replaceAll("'", `'\\''`)}'`;
}

/** A comment line's text: printable ASCII only, so nothing can end the comment and start a command. */
const commentText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** The server an account lives on, for the scripts' first line. */
export interface ScriptServer {
  name: string;
  address: string;
}

const header = (what: string, server: ScriptServer) => [
  '#!/bin/sh',
  `# ${commentText(what)}`,
  `# Run as root on ${commentText(server.name)} (${commentText(server.address)}).`,
  'set -eu',
];

const sshDir = (home: string) => `${home}/.ssh`;
const authorizedKeys = (home: string) => `${home}/.ssh/authorized_keys`;

/**
 * Supplementary groups the server may lack, made first as system groups (a gid below 1000, which
 * groupadd picks): a gid from the accounts' range would be taken from under the next account's own
 * group (gid = uid), whose groupadd --gid would then fail.
 */
const ensureGroups = (groups: readonly string[]) =>
  groups.map((g) => `getent group ${shellQuote(g)} >/dev/null || groupadd --system ${shellQuote(g)}`);

/** ~/.ssh (700) and authorized_keys (600) owned by the account, with exactly these keys. */
function writeKeys(account: Pick<AccountState, 'uid' | 'home' | 'keys'>): string[] {
  const owner = `${account.uid}:${account.uid}`;
  const keysFile = shellQuote(authorizedKeys(account.home));
  if (!account.keys.length) return [`rm -f ${keysFile}`];
  return [
    `mkdir -p ${shellQuote(sshDir(account.home))}`,
    `chown ${shellQuote(owner)} ${shellQuote(sshDir(account.home))}`,
    `chmod 700 ${shellQuote(sshDir(account.home))}`,
    `printf '%s\\n' ${account.keys.map(shellQuote).join(' ')} | install -m 600 -o ${shellQuote(account.uid)} -g ${shellQuote(account.uid)} /dev/stdin ${keysFile}`,
  ];
}

/**
 * From nothing to the account: its own group (gid = uid), the missing supplementary groups, useradd
 * with every field, and its keys. A locked account is made expired (`--expiredate 1`): no login of
 * any kind, SSH keys included.
 */
export function renderCreate(account: AccountState, server: ScriptServer): string {
  const user = shellQuote(account.username);
  const lines = [
    ...header(`Creates the system user ${account.username} (uid ${account.uid}).`, server),
    ...ensureGroups(account.groups),
    `groupadd --gid ${shellQuote(account.uid)} ${user}`,
    [
      'useradd',
      `--uid ${shellQuote(account.uid)}`,
      `--gid ${shellQuote(account.uid)}`,
      `--home-dir ${shellQuote(account.home)}`,
      '--create-home',
      `--shell ${shellQuote(account.shell)}`,
      `--comment ${shellQuote(account.comment)}`,
      ...(account.groups.length ? [`--groups ${shellQuote(account.groups.join(','))}`] : []),
      ...(account.locked ? [`--expiredate ${shellQuote(1)}`] : []),
      user,
    ].join(' '),
    ...(account.keys.length ? writeKeys(account) : []),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * From the account before an edit to after it: the new supplementary groups, its own group's new gid
 * and name, one usermod with what changed (under its old name), and its keys when they changed.
 * Nothing changed: a script that says so and does nothing.
 */
export function renderUpdate(before: AccountState, after: AccountState, server: ScriptServer): string {
  const old = shellQuote(before.username);
  const options: string[] = [];
  const lines = header(`Changes the system user ${before.username} (uid ${before.uid}).`, server);
  const addedGroups = after.groups.filter((g) => !before.groups.includes(g));
  lines.push(...ensureGroups(addedGroups));
  if (after.uid !== before.uid) {
    lines.push(`groupmod --gid ${shellQuote(after.uid)} ${old}`);
    options.push(`--uid ${shellQuote(after.uid)}`, `--gid ${shellQuote(after.uid)}`);
  }
  if (after.username !== before.username) options.push(`--login ${shellQuote(after.username)}`);
  if (after.home !== before.home) options.push(`--home ${shellQuote(after.home)}`, '--move-home');
  if (after.shell !== before.shell) options.push(`--shell ${shellQuote(after.shell)}`);
  if (after.comment !== before.comment) options.push(`--comment ${shellQuote(after.comment)}`);
  if (after.groups.join(',') !== before.groups.join(','))
    options.push(`--groups ${shellQuote(after.groups.join(','))}`);
  if (after.locked !== before.locked) options.push(`--expiredate ${shellQuote(after.locked ? 1 : '')}`);
  if (options.length) lines.push(['usermod', ...options, old].join(' '));
  if (after.username !== before.username) {
    lines.push(`groupmod --new-name ${shellQuote(after.username)} ${old}`);
  }
  if (after.keys.join('\n') !== before.keys.join('\n')) lines.push(...writeKeys(after));
  if (lines.length === 4) lines.push('# Nothing to change.');
  return `${lines.join('\n')}\n`;
}

/** Removes the account with its home (userdel -r) and its own group when userdel left it. */
export function renderDelete(account: AccountState, server: ScriptServer): string {
  const user = shellQuote(account.username);
  const lines = [
    ...header(`Deletes the system user ${account.username} (uid ${account.uid}) and its home ${account.home}.`, server),
    `userdel --remove ${user}`,
    `if getent group ${user} >/dev/null; then groupdel ${user}; fi`,
  ];
  return `${lines.join('\n')}\n`;
}
