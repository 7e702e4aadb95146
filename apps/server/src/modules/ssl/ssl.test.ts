// SSL certificates through the API: uploads checked for real (key, dates, chain), self-signed ones
// made for real, keys sealed at rest and never returned, renewal by domain and by the schedule.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as hosting from '@backoffice/contract/modules/hosting';
import * as ssl from '@backoffice/contract/modules/ssl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { NEW_EC_KEY, openssl as runOpenssl, signRequest } from '../../test/openssl.js';
import { makeSelfSigned } from './certs.js';
import { renewDue } from './services/renewal.js';

let t: TestApp;
let maker: TestUser;
let reader: TestUser;
let dir: string;

/** openssl in the scratch folder: a CA, an intermediate and a leaf, or whatever a test needs. */
const openssl = (...args: string[]) => runOpenssl(dir, ...args);
const file = (name: string) => readFileSync(path.join(dir, name), 'utf8');

function makeChain() {
  const ec = NEW_EC_KEY;
  openssl('req', '-x509', ...ec, '-days', '30', '-subj', '/CN=Test Root CA', '-keyout', 'root.key', '-out', 'root.pem');
  writeFileSync(path.join(dir, 'ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n');
  openssl('req', ...ec, '-subj', '/CN=Test Intermediate CA', '-keyout', 'int.key', '-out', 'int.csr');
  signRequest(dir, { csr: 'int.csr', ca: 'root.pem', caKey: 'root.key', days: 20, extfile: 'ca.ext', out: 'int.pem' });
  writeFileSync(path.join(dir, 'leaf.ext'), 'subjectAltName=DNS:shop.example.com,DNS:www.shop.example.com\n');
  openssl('req', ...ec, '-subj', '/CN=shop.example.com', '-keyout', 'leaf.key', '-out', 'leaf.csr');
  // biome-ignore format: one line, as the intermediate's above
  signRequest(dir, { csr: 'leaf.csr', ca: 'int.pem', caKey: 'int.key', days: 10, extfile: 'leaf.ext', out: 'leaf.pem' });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bo-ssl-test-'));
  makeChain();
  // An expired certificate with its key.
  const old = await makeSelfSigned(['old.example.com'], { from: new Date('2020-01-01T00:00:00Z'), days: 366 });
  writeFileSync(path.join(dir, 'old.pem'), old.certificatePem);
  writeFileSync(path.join(dir, 'old.key'), old.keyPem);
  t = await createTestApp();
  maker = await t.createUser({
    scopes: [
      'ssl:cert:read',
      'ssl:cert:create',
      'ssl:cert:delete',
      'vhost:vhost:read',
      'vhost:vhost:create',
      'server:server:create',
    ],
  });
  reader = await t.createUser({ scopes: ['ssl:cert:read'] });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const custom = (body: { certificate: string; key: string; ca?: string; websiteId?: number }) =>
  t.call(maker, ssl.createCustomCertificate, { body: { ca: '', ...body } });

describe('custom certificates', () => {
  it('keeps a certificate whose key matches and whose chain verifies, with its names and expiry', async () => {
    const res = await custom({
      certificate: file('leaf.pem'),
      key: file('leaf.key'),
      ca: file('int.pem') + file('root.pem'),
    });
    expect(res.statusCode).toBe(201);
    const cert = res.reply();
    const leaf = new X509Certificate(file('leaf.pem'));
    expect(cert).toMatchObject({
      kind: 'custom',
      domain: 'shop.example.com',
      altNames: ['shop.example.com', 'www.shop.example.com'],
      serialNumber: leaf.serialNumber,
      notAfter: new Date(leaf.validTo).toISOString(),
      autoRenew: false,
    });
    expect(cert.daysLeft).toBeGreaterThanOrEqual(9);
    expect(cert.daysLeft).toBeLessThanOrEqual(10);
    expect(cert.issuer).toContain('Test Intermediate CA');
  });

  it('refuses a key of another certificate, an expired or malformed certificate and broken chains, each with its reason', async () => {
    const cases: [Parameters<typeof custom>[0], string, RegExp][] = [
      [
        { certificate: file('leaf.pem'), key: file('int.key'), ca: file('int.pem') },
        'body.key',
        /does not belong to this certificate/,
      ],
      [{ certificate: file('old.pem'), key: file('old.key') }, 'body.certificate', /expired on 2021-01-01/],
      [{ certificate: 'hello', key: file('leaf.key') }, 'body.certificate', /not in PEM form/],
      [
        { certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', key: file('leaf.key') },
        'body.certificate',
        /could not be read/,
      ],
      [{ certificate: file('leaf.pem'), key: 'not a key' }, 'body.key', /not in PEM form/],
      // The root is not the leaf's issuer.
      [
        { certificate: file('leaf.pem'), key: file('leaf.key'), ca: file('root.pem') },
        'body.ca',
        /"shop.example.com" was not issued and signed by "Test Root CA"/,
      ],
      // No chain at all, and an issuer nobody trusts.
      [
        { certificate: file('leaf.pem'), key: file('leaf.key') },
        'body.ca',
        /chain is missing: paste the intermediate certificates of "Test Intermediate CA"/,
      ],
      // A chain that stops at the intermediate.
      [
        { certificate: file('leaf.pem'), key: file('leaf.key'), ca: file('int.pem') },
        'body.ca',
        /ends at "Test Intermediate CA"/,
      ],
    ];
    for (const [body, field, reason] of cases) {
      const res = await custom(body);
      expect(res.statusCode, String(reason)).toBe(400);
      expect(res.json().code).toBe('SSL_CERTIFICATE_INVALID');
      expect(res.json().message).toMatch(reason);
      expect(res.json().details).toEqual([{ field, message: res.json().message }]);
    }
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM ssl_certificates WHERE domain = 'old.example.com'`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('self-signed certificates', () => {
  it('makes a real key and certificate for the names and a website, which parse with their SANs', async () => {
    const server = await t.callOk(maker, hosting.createServer, {
      body: { name: 'web-ssl', type: 'web', address: '10.0.0.5' },
    });
    const website = await t.callOk(maker, hosting.createOriginVhost, {
      body: { domain: 'Bücher.example', serverId: server.id, phpVersion: null },
    });
    const res = await t.call(maker, ssl.createSelfSignedCertificate, {
      body: { altNames: ['www.bücher.example', '*.cdn.example'], email: 'ops@example.com', websiteId: website.id },
    });
    expect(res.statusCode).toBe(201);
    const cert = res.reply();
    expect(cert).toMatchObject({
      kind: 'self-signed',
      domain: 'xn--bcher-kva.example',
      displayDomain: 'bücher.example',
      altNames: ['xn--bcher-kva.example', 'www.xn--bcher-kva.example', '*.cdn.example'],
      website: { id: website.id, domain: 'xn--bcher-kva.example' },
      email: 'ops@example.com',
      autoRenew: true,
    });
    expect(cert.daysLeft).toBe(364);

    const detail = await t.callOk(reader, ssl.getCertificate, { params: { id: cert.id } });
    const parsed = new X509Certificate(detail.certificatePem);
    expect(parsed.subjectAltName).toBe('DNS:xn--bcher-kva.example, DNS:www.xn--bcher-kva.example, DNS:*.cdn.example');
    expect(parsed.subject).toContain('CN=xn--bcher-kva.example');
    expect(parsed.verify(parsed.publicKey)).toBe(true);
    expect(detail.keyType).toBe('ECDSA prime256v1');
  });

  it('needs a name or a website, and a website that exists', async () => {
    expect((await t.call(maker, ssl.createSelfSignedCertificate, { body: {} })).json().details).toEqual([
      { field: 'body.altNames', message: 'Name at least one domain, or choose a website' },
    ]);
    const res = await t.call(maker, ssl.createSelfSignedCertificate, { body: { websiteId: 999_999 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details?.[0]?.field).toBe('body.websiteId');
    const hostile = await t.call(maker, ssl.createSelfSignedCertificate, {
      body: { altNames: ['a.example\nsubjectAltName=x'] },
    });
    expect(hostile.statusCode).toBe(400);
  });
});

describe('keys', () => {
  it('are sealed at rest and never in a list, a view or the audit log', async () => {
    const made = await makeSelfSigned(['sealed.example.com']);
    const cert = (await custom({ certificate: made.certificatePem, key: made.keyPem })).reply();
    const { rows } = await t.database.pool.query('SELECT key_sealed FROM ssl_certificates WHERE id = $1', [cert.id]);
    expect(rows[0].key_sealed).toMatch(/^v1:/);
    expect(rows[0].key_sealed).not.toContain('PRIVATE KEY');
    const body = made.keyPem.split('\n')[1]!;
    const list = await t.call(reader, ssl.listCertificates, { body: { search: 'sealed' } });
    const view = await t.call(reader, ssl.getCertificate, { params: { id: cert.id } });
    const audit = await t.database.pool.query(`SELECT before, after FROM audit_log WHERE entity = 'ssl.certificate'`);
    for (const text of [list.body, view.body, JSON.stringify(audit.rows)]) {
      expect(text).not.toContain('PRIVATE KEY');
      expect(text).not.toContain(body);
    }
    expect(list.reply().items.map((c) => c.id)).toEqual([cert.id]);
  });
});

describe('the list', () => {
  it('sorts by expiry and narrows by search, kind, website and horizon', async () => {
    const all = (await t.callOk(reader, ssl.listCertificates, { body: { take: 100 } })).items;
    const dates = all.map((c) => c.notAfter);
    expect(dates).toEqual([...dates].sort());
    const soon = (await t.callOk(reader, ssl.listCertificates, { body: { expiringWithinDays: 30 } })).items;
    expect(soon.map((c) => c.domain)).toEqual(['shop.example.com']);
    const kinds = (await t.callOk(reader, ssl.listCertificates, { body: { kind: 'self-signed' } })).items;
    expect(kinds.every((c) => c.kind === 'self-signed')).toBe(true);
    const byName = (await t.callOk(reader, ssl.listCertificates, { body: { search: 'www.shop' } })).items;
    expect(byName.map((c) => c.domain)).toEqual(['shop.example.com']);
  });
});

describe('renewal', () => {
  it('renews the self-signed certificates of a domain under the same id; custom ones are refused with the reason', async () => {
    const cert = await t.callOk(maker, ssl.createSelfSignedCertificate, { body: { altNames: ['renew.example.com'] } });
    const res = await t.call(maker, ssl.renewCertificate, {
      params: { domain: 'renew.example.com' },
      body: { domain: 'renew.example.com' },
    });
    expect(res.statusCode).toBe(200);
    const [renewed] = res.reply();
    expect(renewed!.id).toBe(cert.id);
    expect(renewed!.serialNumber).not.toBe(cert.serialNumber);
    expect(renewed!.lastRenewedAt).not.toBeNull();

    const refused = await t.call(maker, ssl.renewCertificate, {
      params: { domain: 'shop.example.com' },
      body: { domain: 'shop.example.com' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/custom certificate: upload its renewed certificate/);
    const mismatch = await t.call(maker, ssl.renewCertificate, {
      params: { domain: 'a.example.com' },
      body: { domain: 'b.example.com' },
    });
    expect(mismatch.statusCode).toBe(400);
    const none = await t.call(maker, ssl.renewCertificate, {
      params: { domain: 'none.example.com' },
      body: { domain: 'none.example.com' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('the schedule renews what expires within 30 days and warns once of custom ones, notifying their people', async () => {
    const cert = await t.callOk(maker, ssl.createSelfSignedCertificate, { body: { altNames: ['due.example.com'] } });
    await t.database.pool.query(`UPDATE ssl_certificates SET not_after = now() + interval '3 days' WHERE id = $1`, [
      cert.id,
    ]);
    const first = await renewDue(t.app.ctx);
    expect(first).toEqual({ renewed: 1, failed: 0, warned: 1 });
    const after = await t.callOk(reader, ssl.getCertificate, { params: { id: cert.id } });
    expect(after.daysLeft).toBe(364);
    const custom = (await t.callOk(reader, ssl.listCertificates, { body: { search: 'shop.example.com' } })).items[0]!;
    expect(custom.renewalError).toMatch(/^Expires on \d{4}-\d\d-\d\d: upload its renewed certificate$/);
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title = 'Certificate renewal failed'`,
      [maker.id],
    );
    expect(rows[0].n).toBe(1);
    // Told once: the next day's run warns nobody again.
    expect(await renewDue(t.app.ctx)).toEqual({ renewed: 0, failed: 0, warned: 0 });
  });

  it('deletes a certificate and its key', async () => {
    const cert = await t.callOk(maker, ssl.createSelfSignedCertificate, { body: { altNames: ['gone.example.com'] } });
    expect((await t.call(reader, ssl.deleteCertificate, { params: { id: cert.id } })).statusCode).toBe(403);
    expect((await t.call(maker, ssl.deleteCertificate, { params: { id: cert.id } })).statusCode).toBe(200);
    expect((await t.call(reader, ssl.getCertificate, { params: { id: cert.id } })).statusCode).toBe(404);
  });
});
