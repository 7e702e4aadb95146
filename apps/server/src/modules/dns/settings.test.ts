// The DNS module's settings are read and checked at start with the core variables (loadConfig).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../core/config.js';
import dns from './module.js';
import { dnsSettings } from './settings.js';

const settingsOf = (env: Record<string, string>) => dnsSettings.of({ config: loadConfig(env, [dns]) });

describe('DNS settings from the environment', () => {
  it('keep changes here only without PowerDNS', () => {
    expect(settingsOf({})).toEqual({ powerDns: null, nameservers: null, hostmaster: null });
  });

  it('read PowerDNS, the default name servers and the SOA contact', () => {
    expect(
      settingsOf({
        PDNS_API_URL: 'http://127.0.0.1:8081/api/v1/',
        PDNS_API_KEY: 'secret',
        PDNS_SERVER_ID: 'ns-main',
        DNS_NAMESERVERS: ' ns1.example.com, ,ns2.example.com ',
        DNS_HOSTMASTER: 'hostmaster@example.com',
      }),
    ).toEqual({
      powerDns: { url: 'http://127.0.0.1:8081', key: 'secret', serverId: 'ns-main' },
      nameservers: ['ns1.example.com', 'ns2.example.com'],
      hostmaster: 'hostmaster@example.com',
    });
    expect(settingsOf({ PDNS_API_URL: 'https://pdns.example', PDNS_API_KEY: 'k' }).powerDns?.serverId).toBe(
      'localhost',
    );
  });

  it.each([
    [{ PDNS_API_URL: 'ftp://pdns.example', PDNS_API_KEY: 'k' }, /^Invalid PDNS_API_URL: must start with http/],
    [{ PDNS_API_URL: 'http://pdns.example' }, /^Invalid PDNS_API_KEY: must be set together with PDNS_API_URL$/],
    [{ PDNS_API_KEY: 'k' }, /^Invalid PDNS_API_URL: must be set together with PDNS_API_KEY$/],
    [{ PDNS_API_URL: 'http://x', PDNS_API_KEY: 'k', PDNS_SERVER_ID: 'a b' }, /^Invalid PDNS_SERVER_ID: must be a/],
  ])('refuse %o at start with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env, [dns]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('are not read when the module is not loaded', () => {
    expect(() => dnsSettings.of({ config: loadConfig({}) })).toThrow(/settings of module dns were not loaded/);
  });
});
