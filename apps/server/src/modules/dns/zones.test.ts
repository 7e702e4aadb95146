// DNS zones through the API, without PowerDNS (changes are kept here): making, naming, listing,
// deleting and exporting zones, and a zone's history from the audit log.
import * as dns from '@backoffice/contract/modules/dns';
import { describe, expect, it } from 'vitest';
import { dnsSuite, newZone } from './testing/fixtures.js';

const suite = dnsSuite();

const today = () => Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''));

describe('zones', () => {
  it('creates a zone with SOA and NS records and a YYYYMMDDnn serial', async () => {
    const res = await suite.api.create(suite.who.granted, { name: 'Example-One.com.' });
    expect(res.statusCode).toBe(201);
    const zone = res.reply();
    expect(zone).toMatchObject({
      name: 'example-one.com',
      displayName: 'example-one.com',
      adminOnly: false,
      serial: today() * 100 + 1,
      recordCount: 3,
      nameservers: ['ns1.example-one.com', 'ns2.example-one.com'],
      powerDns: { state: 'disabled', differences: [] },
    });
    const records = (await suite.api.records(suite.who.granted, zone.id)).reply();
    expect(records.total).toBe(3);
    expect(records.items.map((r: { type: string; name: string }) => `${r.name} ${r.type}`)).toEqual([
      '@ SOA',
      '@ NS',
      '@ NS',
    ]);
    expect(records.items[0]!.content).toBe(
      `ns1.example-one.com. hostmaster.example-one.com. ${today() * 100 + 1} 10800 3600 604800 3600`,
    );
  });

  it('stores an international name in punycode and shows it in Unicode', async () => {
    const zone = await newZone(suite.t, suite.who.granted, 'Bücher-Läden.example');
    expect(zone.name).toBe('xn--bcher-lden-w5a5z.example');
    const view = (await suite.api.get(suite.who.granted, zone.id)).reply();
    expect(view.displayName).toBe('bücher-läden.example');
    const found = await suite.t.call(suite.who.granted, dns.searchZones, { body: { search: 'bücher-läden' } });
    expect(found.reply().items.map((z) => z.id)).toEqual([zone.id]);
  });

  it('takes name servers from the request', async () => {
    const zone = await newZone(suite.t, suite.who.granted, 'with-ns.net', {
      nameservers: ['a.dns.example.org.', 'B.DNS.example.org'],
    });
    expect(zone.nameservers).toEqual(['a.dns.example.org', 'b.dns.example.org']);
    const soa = (await suite.api.records(suite.who.granted, zone.id)).reply().items[0]!;
    expect(soa.content.startsWith('a.dns.example.org. hostmaster.with-ns.net. ')).toBe(true);
  });

  it('refuses bad zone names and a second zone of the same name', async () => {
    for (const name of [
      'localhost',
      'bad..name.com',
      '-x.com',
      'a_b.com',
      `${'x'.repeat(64)}.com`,
      'white space.com',
    ]) {
      const res = await suite.api.create(suite.who.granted, { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().details[0].field).toBe('body.name');
    }
    await newZone(suite.t, suite.who.granted, 'twice.com');
    const again = await suite.api.create(suite.who.granted, { name: 'TWICE.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The name twice.com is not available for a new zone');
    const byAdmin = await suite.api.create(suite.who.admin, { name: 'twice.com' });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe('A zone named twice.com already exists');
    const badNs = await suite.api.create(suite.who.granted, {
      name: 'badns.com',
      nameservers: ['ns1.good.com', 'nope'],
    });
    expect(badNs.statusCode).toBe(400);
    expect(badNs.json().details[0].field).toBe('body.nameservers.1');
  });

  it('answers a name taken by an admin-only zone exactly as any taken name, revealing nothing of it', async () => {
    const hidden = (await suite.api.create(suite.who.admin, { name: 'hidden-taken.com', adminOnly: true })).reply();
    await newZone(suite.t, suite.who.granted, 'visible-taken.com');
    const onHidden = await suite.api.create(suite.who.granted, { name: 'hidden-taken.com' });
    const onVisible = await suite.api.create(suite.who.granted, { name: 'visible-taken.com' });
    expect(onHidden.statusCode).toBe(onVisible.statusCode);
    const shape = (body: string) => body.replaceAll('hidden-taken.com', 'N').replaceAll('visible-taken.com', 'N');
    expect(shape(onHidden.body)).toBe(shape(onVisible.body));
    expect(onHidden.body).not.toMatch(/admin|exists/i);
    expect(onHidden.body).not.toContain(`"id":${hidden.id}`);
    const imported = await suite.t.call(suite.who.granted, dns.importZone, {
      body: { name: 'hidden-taken.com', zoneFile: 'www 3600 IN A 192.0.2.1\n', adminOnly: false },
    });
    expect(shape(imported.body)).toBe(shape(onVisible.body));
  });

  it('lists and searches zones with record counts, by page', async () => {
    const a = await newZone(suite.t, suite.who.granted, 'list-a.org');
    await newZone(suite.t, suite.who.granted, 'list-b.org');
    await suite.api.change(suite.who.granted, a.id, { create: [{ name: 'www', type: 'A', content: '192.0.2.1' }] });
    const page = await suite.t.call(suite.who.granted, dns.listZones, { query: { search: 'list-', take: 1, page: 1 } });
    expect(page.statusCode).toBe(200);
    expect(page.reply()).toMatchObject({ total: 2, page: 1, take: 1, items: [{ name: 'list-a.org', recordCount: 4 }] });
    const search = await suite.t.call(suite.who.granted, dns.searchZones, { body: { search: 'LIST-B' } });
    expect(search.reply().items.map((z) => z.name)).toEqual(['list-b.org']);
    const wild = await suite.t.call(suite.who.granted, dns.searchZones, { body: { search: '%' } });
    expect(wild.reply().total).toBe(0);
  });

  it('deletes a zone with its records, and says so when there is none', async () => {
    const zone = await newZone(suite.t, suite.who.granted, 'gone.com');
    const res = await suite.api.remove(suite.who.granted, zone.id);
    expect(res.statusCode).toBe(200);
    expect(res.reply()).toEqual({ zoneId: zone.id, name: 'gone.com' });
    expect((await suite.api.get(suite.who.granted, zone.id)).statusCode).toBe(404);
    const { rows } = await suite.t.database.pool.query('SELECT 1 FROM dns_records WHERE zone_id = $1', [zone.id]);
    expect(rows).toHaveLength(0);
    const again = await suite.api.remove(suite.who.granted, zone.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('DNS zone not found');
  });

  it('exports a BIND zone file', async () => {
    const zone = await newZone(suite.t, suite.who.granted, 'export.com');
    await suite.api.change(suite.who.granted, zone.id, {
      create: [
        { name: 'www', type: 'A', ttl: 300, content: '192.0.2.10' },
        { name: '@', type: 'MX', content: 'mail.export.com', priority: 10 },
        { name: '@', type: 'TXT', content: 'v=spf1 -all' },
        { name: '_sip._tcp', type: 'SRV', content: '5 5060 sip.export.com', priority: 10 },
      ],
    });
    const res = await suite.t.call(suite.who.granted, dns.exportZone, { params: { id: zone.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.com.zone"');
    const lines = res.body.split('\n');
    expect(lines[1]).toBe('$ORIGIN export.com.');
    expect(lines[3]).toMatch(/^@\s+3600\s+IN SOA\s+ns1\.export\.com\. hostmaster\.export\.com\. \d{10} 10800/);
    expect(res.body).toMatch(/^@\s+3600\s+IN NS\s+ns1\.export\.com\.$/m);
    expect(res.body).toMatch(/^www\s+300\s+IN A\s+192\.0\.2\.10$/m);
    expect(res.body).toMatch(/^@\s+3600\s+IN MX\s+10 mail\.export\.com\.$/m);
    expect(res.body).toMatch(/^@\s+3600\s+IN TXT\s+"v=spf1 -all"$/m);
    expect(res.body).toMatch(/^_sip\._tcp\s+3600\s+IN SRV\s+10 5 5060 sip\.export\.com\.$/m);
  });
});

describe('history from the audit log', () => {
  it('lists the changes of one zone, newest first', async () => {
    const zone = await newZone(suite.t, suite.who.granted, 'history.com');
    const add = await suite.api.change(suite.who.granted, zone.id, {
      create: [{ name: 'h', type: 'A', content: '192.0.2.31' }],
    });
    await suite.api.change(suite.who.granted, zone.id, { delete: [add.reply().created[0]!.id] });
    await suite.t.call(suite.who.admin, dns.updateZone, { params: { id: zone.id }, body: { adminOnly: false } });
    const res = await suite.t.call(suite.who.granted, dns.zoneHistory, { params: { id: zone.id } });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(4);
    expect(
      items.map((e: { method: string; route: string; statusCode: number }) => [e.method, e.route, e.statusCode]),
    ).toEqual([
      ['PATCH', '/api/dns/zones/:id', 200],
      ['PATCH', '/api/dns/zones/:id/records', 204],
      ['PATCH', '/api/dns/zones/:id/records', 202],
      ['POST', '/api/dns/zones', 201],
    ]);
    expect(items[1].before.records[0]).toMatchObject({ name: 'h', type: 'A', content: '192.0.2.31' });
    expect(items[2].after.records[0]).toMatchObject({ name: 'h', content: '192.0.2.31' });
    expect(items[2].after.serial).toBe(items[2].before.serial + 1);
    expect(items[0].username).toBe(suite.who.admin.username);
  });
});
