// Let's Encrypt for real, in miniature: Debian's pebble (the ACME test CA) orders validated by
// DNS-01 challenges that our DNS module writes into a private PowerDNS, which pebble asks.
import { X509Certificate } from 'node:crypto';
import * as ssl from '@backoffice/contract/modules/ssl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/helpers.js';
import type { PowerDnsInstance } from '../../test/pdns.js';
import { type LetsEncryptApp, startWithPebble } from './testing/lets-encrypt-app.js';

let app: LetsEncryptApp;
let pdns: PowerDnsInstance;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  const started = await startWithPebble([{ name: 'issued.test' }]);
  ({ pdns, t, admin } = started);
  app = started;
}, 180_000);

afterAll(() => app?.close());

const txtAt = (name: string) =>
  t.database.pool.query(`SELECT content FROM dns_records WHERE name = $1 AND type = 'TXT'`, [name]);

describe("Let's Encrypt through pebble and PowerDNS", () => {
  it('issues a certificate for a domain and its subdomains, proven by DNS-01 challenges, and cleans up', async () => {
    const res = await t.call(admin, ssl.createLetsEncryptCertificate, {
      body: { domain: 'issued.test', subDomains: ['www', '*'], email: 'ops@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cert = res.reply();
    expect(cert).toMatchObject({
      kind: 'lets-encrypt',
      domain: 'issued.test',
      autoRenew: true,
      email: 'ops@example.com',
    });
    expect([...cert.altNames].sort()).toEqual(['*.issued.test', 'issued.test', 'www.issued.test']);
    expect(cert.issuer).toMatch(/Pebble/);

    const detail = await t.callOk(admin, ssl.getCertificate, { params: { id: cert.id } });
    const leaf = new X509Certificate(detail.certificatePem);
    expect(leaf.subjectAltName).toContain('DNS:www.issued.test');
    // The chain pebble sent issued the leaf.
    const chain = new X509Certificate(
      detail.chainPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)![0],
    );
    expect(leaf.verify(chain.publicKey)).toBe(true);

    // The challenge records are gone from the zone and from PowerDNS.
    expect((await txtAt('_acme-challenge.issued.test')).rows).toEqual([]);
    expect(await pdns.dig('_acme-challenge.issued.test', 'TXT')).toEqual([]);

    // Renewed by domain: a new order, a new certificate under the same id.
    const [renewed] = await t.callOk(admin, ssl.renewCertificate, {
      params: { domain: 'www.issued.test' },
      body: { domain: 'www.issued.test' },
    });
    expect(renewed!.id).toBe(cert.id);
    expect(renewed!.serialNumber).not.toBe(cert.serialNumber);
  });

  it("fails with pebble's reason when the TXT record is wrong, and keeps nothing", async () => {
    const services = t.app.ctx.services as Record<string, unknown>;
    const real = services['dns.challenge'] as (
      ctx: unknown,
      a: { name: string; value: string; present: boolean },
    ) => Promise<void>;
    services['dns.challenge'] = (ctx: unknown, a: { name: string; value: string; present: boolean }) =>
      real(ctx, { ...a, value: 'not-the-key-authorization' });
    try {
      const res = await t.call(admin, ssl.createLetsEncryptCertificate, {
        body: { domain: 'issued.test', subDomains: ['shop'], email: 'ops@example.com' },
      });
      expect(res.statusCode).toBe(502);
      const body = res.json();
      expect(body.code).toBe('SSL_ACME_FAILED');
      // Pebble's own words about the TXT record it found.
      expect(body.message).toMatch(
        /^Let's Encrypt: The DNS-01 challenge of (shop\.)?issued\.test failed: Correct value not found for DNS challenge$/,
      );
    } finally {
      services['dns.challenge'] = real;
    }
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM ssl_certificates WHERE 'shop.issued.test' = ANY(alt_names)`,
    );
    expect(rows[0].n).toBe(0);
    expect((await txtAt('_acme-challenge.shop.issued.test')).rows).toEqual([]);
  });

  it('refuses names outside our zones before asking anyone', async () => {
    const res = await t.call(admin, ssl.createLetsEncryptCertificate, {
      body: { domain: 'elsewhere.example', email: 'ops@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'SSL_NO_DNS_ZONE',
      details: [{ field: 'body.domain', message: 'no DNS zone you may change holds elsewhere.example' }],
    });
  });
});
