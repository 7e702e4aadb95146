import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const c = loadConfig({ INIT_CWD: '/srv/app' });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      timeZone: 'UTC',
      maxUploadBytes: 25 * 1024 * 1024,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/backoffice',
      DATABASE_URL: 'postgres://u@db:5432/bo',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_USERNAME: 'root.admin',
      ADMIN_PASSWORD: 'a-long-enough-password',
      JWT_SECRET: 'x'.repeat(40),
      TZ: 'Europe/Sofia',
      MAX_UPLOAD_MB: '5',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/backoffice',
      databaseUrl: 'postgres://u@db:5432/bo',
      redisUrl: 'redis://cache:6379',
      adminUsername: 'root.admin',
      adminPassword: 'a-long-enough-password',
      timeZone: 'Europe/Sofia',
      maxUploadBytes: 5 * 1024 * 1024,
      logLevel: 'warn',
    });
  });

  it.each([
    ['PORT', 'eighty', /^Invalid PORT: must be a whole number from 1 to 65535$/],
    ['PORT', '70000', /^Invalid PORT/],
    ['DATABASE_URL', 'mysql://x', /^Invalid DATABASE_URL: must be a URL starting with postgres:/],
    ['REDIS_URL', 'localhost:6379', /^Invalid REDIS_URL/],
    ['ADMIN_USERNAME', 'a b', /^Invalid ADMIN_USERNAME/],
    ['ADMIN_PASSWORD', 'short', /^Invalid ADMIN_PASSWORD: must be at least 12 characters$/],
    ['JWT_SECRET', 'tiny', /^Invalid JWT_SECRET: must be at least 32 characters$/],
    ['TZ', 'Mars/Olympus', /^Invalid TZ: must be an IANA time zone/],
    ['MAX_UPLOAD_MB', '0', /^Invalid MAX_UPLOAD_MB/],
    ['LOG_LEVEL', 'loud', /^Invalid LOG_LEVEL: must be one of fatal, error/],
    ['TRUST_PROXY', 'yes', /^Invalid TRUST_PROXY: must be true, false, a hop count/],
    ['TRUST_PROXY', '0', /^Invalid TRUST_PROXY/],
    ['TRUST_PROXY', '10.0.0.0/33', /^Invalid TRUST_PROXY/],
  ])('refuses a bad %s with one line naming it', (name, value, message) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('reads TRUST_PROXY as off, every hop, a hop count or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '192.168.1.7',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      adminPassword: undefined,
    });
  });
});
