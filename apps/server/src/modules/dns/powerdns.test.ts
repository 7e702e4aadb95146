// Real serving: a private PowerDNS (Debian's pdns_server, sqlite3 backend) answers what our API keeps.
import * as dns from '@backoffice/contract/modules/dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { type PowerDnsInstance, startPowerDns } from '../../test/pdns.js';
import { type DnsActors, dnsActors, newZone, zoneApi } from './testing/fixtures.js';

let pdns: PowerDnsInstance;
let t: TestApp;
let who: DnsActors;
let api: ReturnType<typeof zoneApi>;

beforeAll(async () => {
  pdns = await startPowerDns();
  t = await createTestApp({ env: { PDNS_API_URL: pdns.apiUrl, PDNS_API_KEY: pdns.apiKey } });
  who = await dnsActors(t);
  api = zoneApi(t);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await pdns?.stop();
});

async function pdnsApi(method: string, path: string, body?: unknown) {
  return fetch(`${pdns.apiUrl}/api/v1/servers/localhost${path}`, {
    method,
    headers: { 'X-API-Key': pdns.apiKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('PowerDNS serves what the API keeps', () => {
  it('serves a new zone with its SOA (our serial) and NS', async () => {
    const zone = await newZone(t, who.granted, 'served.test');
    expect(await pdns.dig('served.test', 'SOA')).toEqual([
      `ns1.served.test. hostmaster.served.test. ${zone.serial} 10800 3600 604800 3600`,
    ]);
    expect((await pdns.dig('served.test', 'NS')).sort()).toEqual(['ns1.served.test.', 'ns2.served.test.']);
    const view = (await api.get(who.granted, zone.id)).reply();
    expect(view.powerDns).toMatchObject({ state: 'in-sync', differences: [] });
  });

  it('answers records created through a change list, and stops when they are deleted', async () => {
    const zone = await newZone(t, who.granted, 'records.test');
    const long = `v=DKIM1; p=${'B'.repeat(300)}`;
    const res = await api.change(who.granted, zone.id, {
      create: [
        { name: 'www', type: 'A', ttl: 300, content: '192.0.2.10' },
        { name: 'www', type: 'A', ttl: 300, content: '192.0.2.11' },
        { name: 'www', type: 'AAAA', content: '2001:db8::10' },
        { name: '@', type: 'MX', content: 'mail.records.test', priority: 10 },
        { name: '@', type: 'TXT', content: 'v=spf1 mx -all' },
        { name: 'dkim._domainkey', type: 'TXT', content: long },
        { name: 'blog', type: 'CNAME', content: 'www.records.test' },
        { name: '_sip._tcp', type: 'SRV', content: '5 5060 sip.records.test', priority: 20 },
        { name: '@', type: 'CAA', content: '0 issue "letsencrypt.org"' },
        { name: 'bücher', type: 'A', content: '192.0.2.12' },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    const serial = res.reply().serial;

    expect((await pdns.dig('www.records.test', 'A')).sort()).toEqual(['192.0.2.10', '192.0.2.11']);
    expect(await pdns.dig('www.records.test', 'AAAA')).toEqual(['2001:db8::10']);
    expect(await pdns.dig('records.test', 'MX')).toEqual(['10 mail.records.test.']);
    expect(await pdns.dig('records.test', 'TXT')).toEqual(['"v=spf1 mx -all"']);
    expect(await pdns.dig('dkim._domainkey.records.test', 'TXT')).toEqual([
      `"${long.slice(0, 255)}" "${long.slice(255)}"`,
    ]);
    expect(await pdns.dig('blog.records.test', 'CNAME')).toEqual(['www.records.test.']);
    expect(await pdns.dig('_sip._tcp.records.test', 'SRV')).toEqual(['20 5 5060 sip.records.test.']);
    expect(await pdns.dig('records.test', 'CAA')).toEqual(['0 issue "letsencrypt.org"']);
    expect(await pdns.dig('xn--bcher-kva.records.test', 'A')).toEqual(['192.0.2.12']);
    expect((await pdns.dig('records.test', 'SOA'))[0]!.split(' ')[2]).toBe(String(serial));
    expect((await api.get(who.granted, zone.id)).reply().powerDns.state).toBe('in-sync');

    const ids = res.reply().created.filter((r) => r.name === 'www' && r.type === 'A');
    const one = await api.change(who.granted, zone.id, { delete: [ids[0]!.id] });
    expect(one.statusCode).toBe(204);
    expect(await pdns.dig('www.records.test', 'A')).toEqual(['192.0.2.11']);
    const all = await api.change(who.granted, zone.id, { delete: [ids[1]!.id] });
    expect(all.statusCode).toBe(204);
    expect(await pdns.dig('www.records.test', 'A')).toEqual([]);
    expect(await pdns.dig('www.records.test', 'AAAA')).toEqual(['2001:db8::10']);
    expect((await pdns.dig('records.test', 'SOA'))[0]!.split(' ')[2]).toBe(String(serial + 2));
    expect((await api.get(who.granted, zone.id)).reply().powerDns.state).toBe('in-sync');
  });

  it('imports a zone file and serves it', async () => {
    const res = await t.call(who.granted, dns.importZone, {
      body: { name: 'imported.test', zoneFile: '$TTL 600\n@ IN NS ns.imported.test.\nwww IN A 192.0.2.40\n' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await pdns.dig('www.imported.test', 'A')).toEqual(['192.0.2.40']);
    expect(await pdns.dig('imported.test', 'NS')).toEqual(['ns.imported.test.']);
  });

  it('shows drift made on PowerDNS itself, and sync repairs it', async () => {
    const zone = await newZone(t, who.granted, 'drift.test');
    await api.change(who.granted, zone.id, { create: [{ name: 'www', type: 'A', content: '192.0.2.20' }] });
    const patched = await pdnsApi('PATCH', '/zones/drift.test.', {
      rrsets: [
        {
          name: 'www.drift.test.',
          type: 'A',
          ttl: 3600,
          changetype: 'REPLACE',
          records: [{ content: '198.51.100.1', disabled: false }],
        },
        {
          name: 'extra.drift.test.',
          type: 'A',
          ttl: 60,
          changetype: 'REPLACE',
          records: [{ content: '198.51.100.2', disabled: false }],
        },
      ],
    });
    expect(patched.status).toBe(204);
    const view = (await api.get(who.granted, zone.id)).reply();
    expect(view.powerDns.state).toBe('out-of-sync');
    expect(view.powerDns.differences).toEqual([
      { name: 'extra.drift.test', type: 'A', expected: [], served: ['60 198.51.100.2'] },
      { name: 'www.drift.test', type: 'A', expected: ['3600 192.0.2.20'], served: ['3600 198.51.100.1'] },
    ]);
    const sync = await t.call(who.granted, dns.syncZone, { params: { id: zone.id } });
    expect(sync.statusCode).toBe(200);
    expect(sync.reply()).toMatchObject({ state: 'in-sync', differences: [] });
    expect(await pdns.dig('www.drift.test', 'A')).toEqual(['192.0.2.20']);
    expect(await pdns.dig('extra.drift.test', 'A')).toEqual([]);

    expect((await pdnsApi('DELETE', '/zones/drift.test.')).status).toBe(204);
    expect((await api.get(who.granted, zone.id)).reply().powerDns.state).toBe('missing');
    const again = await t.call(who.granted, dns.syncZone, { params: { id: zone.id } });
    expect(again.reply().state).toBe('in-sync');
    expect(await pdns.dig('www.drift.test', 'A')).toEqual(['192.0.2.20']);
  });

  it('refuses to create a zone PowerDNS already has, keeping nothing', async () => {
    const made = await pdnsApi('POST', '/zones', {
      name: 'foreign.test.',
      kind: 'Native',
      nameservers: ['ns.foreign.test.'],
    });
    expect(made.status).toBe(201);
    const res = await api.create(who.granted, { name: 'foreign.test' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Zone foreign.test was not created: PowerDNS already has a zone foreign.test; remove it there first. Nothing was changed.',
    );
    expect((await t.call(who.granted, dns.listZones, { query: { search: 'foreign' } })).reply().total).toBe(0);
  });

  it('deletes the zone from PowerDNS with the zone', async () => {
    const zone = await newZone(t, who.granted, 'deleted.test');
    expect(await pdns.dig('deleted.test', 'NS')).toHaveLength(2);
    expect((await api.remove(who.granted, zone.id)).statusCode).toBe(200);
    expect((await pdnsApi('GET', '/zones/deleted.test.')).status).toBe(404);
    expect(await pdns.dig('deleted.test', 'NS')).toEqual([]);
  });

  it('refuses a change with a wrong API key (502) and keeps nothing', async () => {
    const zone = await newZone(t, who.granted, 'badkey.test');
    // The same database, served by an instance configured with a key PowerDNS refuses.
    const wrongKey = await createTestApp({
      database: t.database,
      env: { PDNS_API_URL: pdns.apiUrl, PDNS_API_KEY: 'wrong' },
    });
    try {
      const res = await zoneApi(wrongKey).change(who.granted, zone.id, {
        create: [{ name: 'a', type: 'A', content: '192.0.2.1' }],
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/PowerDNS refused the API key/);
    } finally {
      await wrongKey.close();
    }
    expect((await api.records(who.granted, zone.id)).reply().total).toBe(3);
    expect(await pdns.dig('a.badkey.test', 'A')).toEqual([]);
  });
});

/**
 * Prepare → call → commit: the audit row is written in the commit's transaction, so a row the
 * database refuses rolls the commit back, and the PowerDNS call is undone like any failed commit.
 */
describe('a change whose audit row cannot be written', () => {
  beforeAll(async () => {
    await t.database.pool.query(`
      CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit refused by the test'; END $$;
      CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW
        WHEN (NEW.after->>'name' = 'unaudited.test' OR NEW.after->'records'->0->>'content' = '192.0.2.99')
        EXECUTE FUNCTION test_refuse_audit();`);
  });

  it('creates no zone, here or in PowerDNS', async () => {
    const res = await api.create(who.granted, { name: 'unaudited.test' });
    expect(res.statusCode).toBe(500);
    const { rows } = await t.database.pool.query("SELECT 1 FROM dns_zones WHERE name = 'unaudited.test'");
    expect(rows).toEqual([]);
    expect((await pdnsApi('GET', '/zones/unaudited.test.')).status).toBe(404);
  });

  it('keeps the records as they were, here and in PowerDNS', async () => {
    const zone = await newZone(t, who.granted, 'kept.test');
    const res = await api.change(who.granted, zone.id, { create: [{ name: 'x', type: 'A', content: '192.0.2.99' }] });
    expect(res.statusCode).toBe(500);
    expect((await api.records(who.granted, zone.id)).reply().total).toBe(3);
    expect(await pdns.dig('x.kept.test', 'A')).toEqual([]);
    const view = (await api.get(who.granted, zone.id)).reply();
    expect(view.serial).toBe(zone.serial);
    expect(view.powerDns).toMatchObject({ state: 'in-sync', differences: [] });
    const history = (await t.call(who.granted, dns.zoneHistory, { params: { id: zone.id } })).reply();
    expect(history.items.map((e) => e.method)).toEqual(['POST']);
  });
});
