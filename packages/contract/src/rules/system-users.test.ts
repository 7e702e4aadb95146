// The system user field rules as pure functions (the API tests check them through the server too).
import { describe, expect, it } from 'vitest';
import { homeProblem, homeWithin, nameProblem, parseSshKey, SshKeyError } from './system-users.js';

const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDgRnD1tpk41Q9/udORPyZfBnmsLrjOmH9cTIpPedluz ops@ed25519';

describe('nameProblem', () => {
  it.each(['a', '_svc', 'web-shop_2', 'a'.repeat(32)])('takes %j', (name) => expect(nameProblem(name)).toBeNull());
  it.each([
    ['', 'is required'],
    ['Bob', 'must be lower-case'],
    ['-x', 'must start with a letter or _ and hold only lower-case letters, digits, _ and -'],
    ['x$', 'must start with a letter or _ and hold only lower-case letters, digits, _ and -'],
    ['sudo', 'sudo is a system name'],
    ['systemd-timesync', 'systemd-timesync is a system name'],
  ])('refuses %j', (name, message) => expect(nameProblem(name)).toBe(message));
});

describe('homeProblem', () => {
  it.each(['/home/a', '/srv/sftp/a', '/var/www/shop.example'])('takes %j', (home) =>
    expect(homeProblem(home)).toBeNull(),
  );
  it.each(['/var/www', '/var/lib/x', '/home/a/../b', '/home/a b', '/home/a/', 'home/a'])('refuses %j', (home) =>
    expect(homeProblem(home)).not.toBeNull(),
  );
});

describe('homeWithin', () => {
  it('is the same directory or one below it, not a name that only starts alike', () => {
    expect(homeWithin('/home/a', '/home/a')).toBe(true);
    expect(homeWithin('/home/a/b', '/home/a')).toBe(true);
    expect(homeWithin('/home/ab', '/home/a')).toBe(false);
  });
});

describe('parseSshKey', () => {
  it('normalizes the spacing and keeps the comment', () => {
    const key = parseSshKey(`  ${ED25519.replace(' ', '   ')}  `);
    expect(key).toMatchObject({ type: 'ssh-ed25519', bits: 256, comment: 'ops@ed25519', line: ED25519 });
  });
  it('refuses with a reason, as SshKeyError', () => {
    expect(() => parseSshKey('ssh-ed25519 AAAA')).toThrow(SshKeyError);
    expect(() => parseSshKey('ssh-ed25519 AAAA')).toThrow('the key data is cut short');
  });
});
