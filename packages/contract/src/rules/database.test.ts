import { describe, expect, it } from 'vitest';
import {
  databaseHostsField,
  databaseNameField,
  databaseNameProblem,
  databasePasswordField,
  hostProblem,
  isIpv6,
  userNameProblem,
} from './database.js';

describe('database names', () => {
  it.each([
    ['shop', null],
    ['shop_2024', null],
    ['_x', null],
    ['2fa_codes', null],
    ['a'.repeat(64), null],
    ['', 'is required'],
    ['a'.repeat(65), 'must be at most 64 characters'],
    ["a'; DROP DATABASE x; --", 'may hold only letters a–z, digits and underscores'],
    ['a`b', 'may hold only letters a–z, digits and underscores'],
    ['shop$1', 'may hold only letters a–z, digits and underscores'],
    ['shop-1', 'may hold only letters a–z, digits and underscores'],
    ['shop.x', 'may hold only letters a–z, digits and underscores'],
    ['café', 'may hold only letters a–z, digits and underscores'],
    ['12345', 'must not be digits only'],
    ['mysql', 'is a system schema of MariaDB'],
    ['MySQL', 'is a system schema of MariaDB'],
    ['INFORMATION_SCHEMA', 'is a system schema of MariaDB'],
    ['performance_schema', 'is a system schema of MariaDB'],
    ['sys', 'is a system schema of MariaDB'],
  ])('%j → %j', (name, problem) => {
    expect(databaseNameProblem(name)).toBe(problem);
  });

  it('trims the name before judging it', () => {
    expect(databaseNameField.parse('  shop ')).toBe('shop');
  });
});

describe('database user names', () => {
  it.each([
    ['app', null],
    ['app.reader-2', null],
    ['_svc', null],
    ['a'.repeat(80), null],
    ['a'.repeat(81), 'must be at most 80 characters'],
    ['', 'is required'],
    ["x'@'%", expect.stringContaining('may hold only')],
    ['a b', expect.stringContaining('may hold only')],
    ['-app', expect.stringContaining('may hold only')],
    ['app`', expect.stringContaining('may hold only')],
    ['root', 'is reserved by MariaDB'],
    ['ROOT', 'is reserved by MariaDB'],
    ['mariadb.sys', 'is reserved by MariaDB'],
  ])('%j → %j', (name, problem) => {
    expect(userNameProblem(name)).toEqual(problem);
  });
});

describe('allowed hosts', () => {
  it.each([
    '%',
    'localhost',
    '10.0.0.5',
    '10.0.0.%',
    '192.168.%',
    '10.%',
    '10.0.0.0/255.255.255.0',
    '::1',
    '2001:db8::10',
    'fe80::1:2:3:4',
    '::ffff:10.0.0.1',
    'db.example.com',
    '%.example.com',
    'web-1',
  ])('takes %s', (host) => {
    expect(hostProblem(host)).toBeNull();
  });

  it.each([
    '',
    "x'; DROP USER root; --",
    '10.0.0.256',
    '300.%',
    '10.0.0.0/255.255.255.999',
    '2001:db8:::1',
    '1:2:3:4:5:6:7:8:9',
    'host_name.example',
    '-bad.example',
    'a`b',
    'h'.repeat(256),
    '10.0.%.1',
    '1.2.3',
  ])('refuses %j', (host) => {
    expect(hostProblem(host)).not.toBeNull();
  });

  it('reads IPv6 by its groups', () => {
    expect(isIpv6('1:2:3:4:5:6:7:8')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:7')).toBe(false);
    expect(isIpv6('::')).toBe(true);
  });

  it('lower-cases hosts and refuses one listed twice', () => {
    expect(databaseHostsField.parse(['DB.Example.com'])).toEqual(['db.example.com']);
    const result = databaseHostsField.safeParse(['%', 'localhost', '%']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [2], message: 'is listed twice' });
  });

  it('needs at least one host', () => {
    expect(databaseHostsField.safeParse([]).error?.issues[0]?.message).toBe(
      'must name at least one host (% is any host)',
    );
  });
});

describe('given passwords', () => {
  it('are at least 12 printable characters', () => {
    expect(databasePasswordField.safeParse('short').success).toBe(false);
    expect(databasePasswordField.safeParse('long enough pass').success).toBe(true);
    expect(databasePasswordField.safeParse('long enough\npass').success).toBe(false);
  });
});
