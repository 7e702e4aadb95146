// Whose DNS zones a Let's Encrypt order may write its challenge into (issue 23, docs/ssl.md
// "Security"): only zones the person ordering may change records in, by the DNS module's own rules.
// Any other name is answered exactly as a name in no zone, and nothing is written or sent. Renewals of
// an existing certificate keep working in its zone. Real pebble, PowerDNS and database.
import * as dns from '@backoffice/contract/modules/dns';
import * as ssl from '@backoffice/contract/modules/ssl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/helpers.js';
import type { PowerDnsInstance } from '../../test/pdns.js';
import { renewDue } from './services/renewal.js';
import { type LetsEncryptApp, startWithPebble } from './testing/lets-encrypt-app.js';

let app: LetsEncryptApp;
let pdns: PowerDnsInstance;
let t: TestApp;
let admin: TestUser;
/** Only `ssl:cert:create`, in no department. */
let certOnly: TestUser;
/** Only `ssl:cert:create`, in a department with DNS access. */
let certOnlyInDepartment: TestUser;
/** May see the zones (read) but not change them. */
let reader: TestUser;
/** May change records in the zones open to departments. */
let editor: TestUser;
/** The editor's scopes, in a department without DNS access. */
let outsider: TestUser;

async function inDepartment(user: TestUser, departmentId: number) {
  await t.database.pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [departmentId, user.id]);
  t.app.ctx.bus.publish({ type: 'users.changed', userIds: [user.id] });
}

beforeAll(async () => {
  const started = await startWithPebble([
    { name: 'open.test' },
    { name: 'secret.test', adminOnly: true },
    // An admin-only zone below an open one: its names are its own, not the open parent's.
    { name: 'inner.open.test', adminOnly: true },
  ]);
  ({ pdns, t, admin } = started);
  app = started;

  const department = async (name: string) =>
    (await t.database.pool.query<{ id: number }>('INSERT INTO departments (name) VALUES ($1) RETURNING id', [name]))
      .rows[0]!.id;
  const hosting = await department('Hosting');
  const sales = await department('Sales');
  await t.callOk(admin, dns.grantDepartment, { body: { id: hosting } });

  const editorScopes = ['ssl:cert:create', 'dns:zone:read', 'dns:zone:create'];
  certOnly = await t.createUser({ scopes: ['ssl:cert:create'] });
  certOnlyInDepartment = await t.createUser({ scopes: ['ssl:cert:create'] });
  reader = await t.createUser({ scopes: ['ssl:cert:create', 'dns:zone:read'] });
  editor = await t.createUser({ scopes: editorScopes });
  outsider = await t.createUser({ scopes: editorScopes });
  for (const user of [certOnlyInDepartment, reader, editor]) await inDepartment(user, hosting);
  await inDepartment(outsider, sales);
}, 180_000);

afterAll(() => app?.close());

/** Everything an order could leave behind in the zones: records, serials, history entries, accounts. */
async function zoneState() {
  const q = async (sql: string) => (await t.database.pool.query(sql)).rows;
  return {
    zones: await q('SELECT id, name, serial FROM dns_zones ORDER BY id'),
    records: await q('SELECT id, zone_id, name, type, content FROM dns_records ORDER BY id'),
    history: await q(`SELECT id, entity_id FROM audit_log WHERE entity = 'dns.zone' ORDER BY id`),
    accounts: await q('SELECT id, email FROM ssl_acme_accounts ORDER BY id'),
    certificates: await q('SELECT id FROM ssl_certificates ORDER BY id'),
  };
}

let emails = 0;
const order = (user: TestUser, domain: string, subDomains: string[] = []) =>
  t.call(user, ssl.createLetsEncryptCertificate, {
    // A new address each time: an ACME account made for it would show that the order was sent.
    body: { domain, subDomains, email: `order${++emails}@example.com` },
  });

describe("Let's Encrypt orders write only into zones their orderer may change", () => {
  const refused: [string, () => TestUser, string, string[], string][] = [
    ['only ssl:cert:create', () => certOnly, 'open.test', [], 'open.test'],
    ['ssl:cert:create in a department with DNS access', () => certOnlyInDepartment, 'open.test', ['www'], 'open.test'],
    ['a reader of the zone', () => reader, 'open.test', [], 'open.test'],
    ["a zone editor's scopes in a department without DNS access", () => outsider, 'open.test', [], 'open.test'],
    ['a zone editor, for an admin-only zone', () => editor, 'secret.test', [], 'secret.test'],
    [
      'a zone editor, for a name in an admin-only zone below an open one',
      () => editor,
      'open.test',
      ['x.inner'],
      'x.inner.open.test',
    ],
  ];

  it.each(refused)(
    '%s: the same reply as for a name in no zone, and nothing written or sent',
    async (_who, who, domain, subDomains, named) => {
      const user = who();
      const noZone = await order(user, 'nowhere.example');
      expect(noZone.statusCode).toBe(400);
      expect(noZone.json()).toMatchObject({ code: 'SSL_NO_DNS_ZONE' });

      const before = await zoneState();
      const res = await order(user, domain, subDomains);
      // Exactly the no-zone reply, with the name it is about.
      expect(res.statusCode, res.body).toBe(noZone.statusCode);
      expect(res.json()).toEqual(JSON.parse(noZone.body.replaceAll('nowhere.example', named)));
      expect(await zoneState()).toEqual(before);
      expect(await pdns.dig(`_acme-challenge.${named}`, 'TXT')).toEqual([]);
    },
  );

  it('a zone editor gets the certificate for a name in a zone open to their department', async () => {
    const res = await order(editor, 'open.test', ['www']);
    expect(res.statusCode, res.body).toBe(201);
    expect([...res.reply().altNames].sort()).toEqual(['open.test', 'www.open.test']);
    const { rows } = await t.database.pool.query(`SELECT 1 FROM dns_records WHERE name LIKE '_acme-challenge.%'`);
    expect(rows).toEqual([]);
  });

  it('an administrator gets one in an admin-only zone; renewing it needs no zone access (the job renews as the system)', async () => {
    const res = await order(admin, 'secret.test');
    expect(res.statusCode, res.body).toBe(201);
    const cert = res.reply();

    // Renewal asked for by someone who may not see the zone: the certificate exists, so it is renewed.
    const [renewed] = await t.callOk(certOnly, ssl.renewCertificate, {
      params: { domain: 'secret.test' },
      body: { domain: 'secret.test' },
    });
    expect(renewed!.id).toBe(cert.id);
    expect(renewed!.serialNumber).not.toBe(cert.serialNumber);

    // The daily schedule, as the system.
    await t.database.pool.query(`UPDATE ssl_certificates SET not_after = now() + interval '3 days' WHERE id = $1`, [
      cert.id,
    ]);
    expect(await renewDue(t.app.ctx)).toMatchObject({ renewed: 1, failed: 0 });
    const after = await t.callOk(admin, ssl.getCertificate, { params: { id: cert.id } });
    expect(after.renewalError).toBeNull();
    expect(after.serialNumber).not.toBe(renewed!.serialNumber);
  });

  it('runs one order at a time for a name: parallel orders for it get a 409, one is issued', async () => {
    const replies = await Promise.all([
      order(editor, 'open.test'),
      order(editor, 'open.test'),
      order(editor, 'open.test'),
    ]);
    const statuses = replies.map((r) => r.statusCode).sort((a, b) => a - b);
    expect(statuses, replies.map((r) => r.body).join('\n')).toEqual([201, 409, 409]);
    for (const busy of replies.filter((r) => r.statusCode === 409)) {
      expect(busy.json().message).toMatch(/^A Let's Encrypt order for open\.test is already running/);
    }
    expect(await pdns.dig('_acme-challenge.open.test', 'TXT')).toEqual([]);
  });
});
