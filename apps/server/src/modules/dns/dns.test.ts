// DNS through the API, without PowerDNS (changes are kept here): every call, every rule, and who sees what.
import * as dns from '@backoffice/contract/modules/dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { type DnsActors, dnsActors, newZone, type RecordBody, zoneApi } from './testing/fixtures.js';

let t: TestApp;
let who: DnsActors;
let api: ReturnType<typeof zoneApi>;

beforeAll(async () => {
  t = await createTestApp();
  who = await dnsActors(t);
  api = zoneApi(t);
});
afterAll(() => t.close());

const today = () => Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''));

describe('zones', () => {
  it('creates a zone with SOA and NS records and a YYYYMMDDnn serial', async () => {
    const res = await api.create(who.granted, { name: 'Example-One.com.' });
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
    const records = (await api.records(who.granted, zone.id)).reply();
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
    const zone = await newZone(t, who.granted, 'Bücher-Läden.example');
    expect(zone.name).toBe('xn--bcher-lden-w5a5z.example');
    const view = (await api.get(who.granted, zone.id)).reply();
    expect(view.displayName).toBe('bücher-läden.example');
    const found = await t.call(who.granted, dns.searchZones, { body: { search: 'bücher-läden' } });
    expect(found.reply().items.map((z) => z.id)).toEqual([zone.id]);
  });

  it('takes name servers from the request', async () => {
    const zone = await newZone(t, who.granted, 'with-ns.net', {
      nameservers: ['a.dns.example.org.', 'B.DNS.example.org'],
    });
    expect(zone.nameservers).toEqual(['a.dns.example.org', 'b.dns.example.org']);
    const soa = (await api.records(who.granted, zone.id)).reply().items[0]!;
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
      const res = await api.create(who.granted, { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().details[0].field).toBe('body.name');
    }
    await newZone(t, who.granted, 'twice.com');
    const again = await api.create(who.granted, { name: 'TWICE.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The name twice.com is not available for a new zone');
    const byAdmin = await api.create(who.admin, { name: 'twice.com' });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe('A zone named twice.com already exists');
    const badNs = await api.create(who.granted, { name: 'badns.com', nameservers: ['ns1.good.com', 'nope'] });
    expect(badNs.statusCode).toBe(400);
    expect(badNs.json().details[0].field).toBe('body.nameservers.1');
  });

  it('answers a name taken by an admin-only zone exactly as any taken name, revealing nothing of it', async () => {
    const hidden = (await api.create(who.admin, { name: 'hidden-taken.com', adminOnly: true })).reply();
    await newZone(t, who.granted, 'visible-taken.com');
    const onHidden = await api.create(who.granted, { name: 'hidden-taken.com' });
    const onVisible = await api.create(who.granted, { name: 'visible-taken.com' });
    expect(onHidden.statusCode).toBe(onVisible.statusCode);
    const shape = (body: string) => body.replaceAll('hidden-taken.com', 'N').replaceAll('visible-taken.com', 'N');
    expect(shape(onHidden.body)).toBe(shape(onVisible.body));
    expect(onHidden.body).not.toMatch(/admin|exists/i);
    expect(onHidden.body).not.toContain(`"id":${hidden.id}`);
    const imported = await t.call(who.granted, dns.importZone, {
      body: { name: 'hidden-taken.com', zoneFile: 'www 3600 IN A 192.0.2.1\n', adminOnly: false },
    });
    expect(shape(imported.body)).toBe(shape(onVisible.body));
  });

  it('lists and searches zones with record counts, by page', async () => {
    const a = await newZone(t, who.granted, 'list-a.org');
    await newZone(t, who.granted, 'list-b.org');
    await api.change(who.granted, a.id, { create: [{ name: 'www', type: 'A', content: '192.0.2.1' }] });
    const page = await t.call(who.granted, dns.listZones, { query: { search: 'list-', take: 1, page: 1 } });
    expect(page.statusCode).toBe(200);
    expect(page.reply()).toMatchObject({ total: 2, page: 1, take: 1, items: [{ name: 'list-a.org', recordCount: 4 }] });
    const search = await t.call(who.granted, dns.searchZones, { body: { search: 'LIST-B' } });
    expect(search.reply().items.map((z) => z.name)).toEqual(['list-b.org']);
    const wild = await t.call(who.granted, dns.searchZones, { body: { search: '%' } });
    expect(wild.reply().total).toBe(0);
  });

  it('deletes a zone with its records, and says so when there is none', async () => {
    const zone = await newZone(t, who.granted, 'gone.com');
    const res = await api.remove(who.granted, zone.id);
    expect(res.statusCode).toBe(200);
    expect(res.reply()).toEqual({ zoneId: zone.id, name: 'gone.com' });
    expect((await api.get(who.granted, zone.id)).statusCode).toBe(404);
    const { rows } = await t.database.pool.query('SELECT 1 FROM dns_records WHERE zone_id = $1', [zone.id]);
    expect(rows).toHaveLength(0);
    const again = await api.remove(who.granted, zone.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('DNS zone not found');
  });

  it('exports a BIND zone file', async () => {
    const zone = await newZone(t, who.granted, 'export.com');
    await api.change(who.granted, zone.id, {
      create: [
        { name: 'www', type: 'A', ttl: 300, content: '192.0.2.10' },
        { name: '@', type: 'MX', content: 'mail.export.com', priority: 10 },
        { name: '@', type: 'TXT', content: 'v=spf1 -all' },
        { name: '_sip._tcp', type: 'SRV', content: '5 5060 sip.export.com', priority: 10 },
      ],
    });
    const res = await t.call(who.granted, dns.exportZone, { params: { id: zone.id } });
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

describe('import of a BIND zone file', () => {
  const file = `
$ORIGIN imported.com.
$TTL 1h
@   IN SOA ns.other.net. admin.other.net. ( 2020010101 ; serial
            7200 3600 1209600 300 )
    IN NS  ns1.imported.com.
    IN NS  ns2
@   300 IN A 192.0.2.7
www  IN CNAME @
mail IN A 192.0.2.8 ; the mail host
@   IN MX 10 mail
@   IN TXT "v=spf1 mx -all"
_xmpp._tcp 600 IN SRV 5 0 5269 xmpp.example.net.
@   IN CAA 0 issue "letsencrypt.org"
`;

  it('creates the zone with its records, our SOA and the file NS', async () => {
    const res = await t.call(who.granted, dns.importZone, { body: { name: 'imported.com', zoneFile: file } });
    expect(res.statusCode, res.body).toBe(201);
    const zone = res.reply();
    expect(zone).toMatchObject({ name: 'imported.com', recordCount: 10, serial: today() * 100 + 1 });
    expect(zone.nameservers).toEqual(['ns1.imported.com', 'ns2.imported.com']);
    const items = (await api.records(who.granted, zone.id)).reply().items as RecordBody[];
    const line = (r: RecordBody) => `${r.name} ${r.ttl} ${r.type} ${r.priority ?? '-'} ${r.content}`;
    expect(items.map(line)).toEqual([
      `@ 3600 SOA - ns1.imported.com. hostmaster.imported.com. ${today() * 100 + 1} 10800 3600 604800 3600`,
      '@ 3600 NS - ns1.imported.com',
      '@ 3600 NS - ns2.imported.com',
      '@ 300 A - 192.0.2.7',
      '@ 3600 MX 10 mail.imported.com',
      '@ 3600 TXT - "v=spf1 mx -all"',
      '@ 3600 CAA - 0 issue "letsencrypt.org"',
      '_xmpp._tcp 600 SRV 5 0 5269 xmpp.example.net',
      'mail 3600 A - 192.0.2.8',
      'www 3600 CNAME - imported.com',
    ]);
  });

  it('refuses the whole file when a line is bad, naming the lines', async () => {
    const res = await t.call(who.granted, dns.importZone, {
      body: { name: 'bad-import.com', zoneFile: '@ IN NS ns1.x.com.\nwww IN A 1.2.3\nfoo IN DNAME bar.com.\n' },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual([expect.stringMatching(/^line 3: type DNAME is not supported/)]);
    const second = await t.call(who.granted, dns.importZone, {
      body: { name: 'bad-import.com', zoneFile: '@ IN NS ns1.x.com.\nwww IN A 1.2.3\nwww IN A 1.2.3.4\n' },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().details).toEqual([
      {
        field: 'body.zoneFile',
        message: expect.stringMatching(/^line 2: www\.bad-import\.com\. A: 1\.2\.3 is not an IPv4/),
      },
    ]);
    expect((await t.call(who.granted, dns.listZones, { query: { search: 'bad-import' } })).reply().total).toBe(0);
  });
});

describe('record change lists', () => {
  let zoneId: number;
  beforeAll(async () => {
    zoneId = (await newZone(t, who.granted, 'records.com')).id;
  });

  it('creates records of every type, answers 202 and raises the serial', async () => {
    const before = (await api.get(who.granted, zoneId)).reply().serial;
    const res = await api.change(who.granted, zoneId, {
      create: [
        { name: 'www', type: 'A', ttl: 300, content: '192.0.2.1' },
        { name: 'www', type: 'AAAA', ttl: 300, content: '2001:DB8:0:0::1' },
        { name: 'blog', type: 'CNAME', content: 'www.records.com.' },
        { name: '@', type: 'MX', content: 'mail.records.com', priority: 10 },
        { name: 'records.com', type: 'TXT', content: 'hello "world"' },
        { name: 'sub', type: 'NS', content: 'ns.elsewhere.net' },
        { name: '_sip._tcp', type: 'SRV', content: '5 5060 sip.records.com', priority: 20 },
        { name: '', type: 'CAA', content: '0 ISSUE letsencrypt.org' },
        { name: '1.2', type: 'PTR', content: 'host.records.com' },
        { name: '*.dev', type: 'A', content: '192.0.2.2' },
        { name: 'bücher', type: 'A', content: '192.0.2.3' },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.reply();
    expect(body.serial).toBe(before + 1);
    expect(body.deleted).toEqual([]);
    expect(body.created.map((r) => [r.name, r.type, r.content, r.priority])).toEqual([
      ['www', 'A', '192.0.2.1', null],
      ['www', 'AAAA', '2001:db8::1', null],
      ['blog', 'CNAME', 'www.records.com', null],
      ['@', 'MX', 'mail.records.com', 10],
      ['@', 'TXT', '"hello \\"world\\""', null],
      ['sub', 'NS', 'ns.elsewhere.net', null],
      ['_sip._tcp', 'SRV', '5 5060 sip.records.com', 20],
      ['@', 'CAA', '0 issue "letsencrypt.org"', null],
      ['1.2', 'PTR', 'host.records.com', null],
      ['*.dev', 'A', '192.0.2.2', null],
      ['xn--bcher-kva', 'A', '192.0.2.3', null],
    ]);
    expect(body.created[0]).toMatchObject({ fqdn: 'www.records.com', ttl: 300 });
    expect(body.created[2]!.ttl).toBe(3600);
    const soa = (await api.records(who.granted, zoneId)).reply().items[0]!;
    expect(soa.content.split(' ')[2]).toBe(String(before + 1));
  });

  it('deletes records and answers 204 with no body', async () => {
    const add = await api.change(who.granted, zoneId, { create: [{ name: 'tmp', type: 'A', content: '192.0.2.50' }] });
    const id = add.reply().created[0]!.id;
    const serial = (await api.get(who.granted, zoneId)).reply().serial;
    const res = await api.change(who.granted, zoneId, { delete: [id] });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = (await api.records(who.granted, zoneId)).reply().items;
    expect(after.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await api.get(who.granted, zoneId)).reply().serial).toBe(serial + 1);
  });

  it('creates and deletes in one list (202), so a record can be replaced', async () => {
    const add = await api.change(who.granted, zoneId, {
      create: [{ name: 'swap', type: 'A', ttl: 300, content: '192.0.2.60' }],
    });
    const old = add.reply().created[0]!.id;
    const res = await api.change(who.granted, zoneId, {
      delete: [old],
      create: [{ name: 'swap', type: 'A', ttl: 600, content: '192.0.2.61' }],
    });
    expect(res.statusCode).toBe(202);
    expect(res.reply().deleted).toEqual([old]);
    expect(res.reply().created[0]).toMatchObject({ ttl: 600, content: '192.0.2.61' });
  });

  it('splits TXT longer than 255 bytes into quoted 255-byte strings', async () => {
    const long = `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`;
    const res = await api.change(who.granted, zoneId, {
      create: [{ name: 'key._domainkey', type: 'TXT', content: long }],
    });
    expect(res.statusCode).toBe(202);
    const content: string = res.reply().created[0]!.content;
    expect(content).toBe(`"${long.slice(0, 255)}" "${long.slice(255)}"`);
    const quoted = await api.change(who.granted, zoneId, {
      create: [{ name: 'q', type: 'TXT', content: '"first part" "second \\"part\\""' }],
    });
    expect(quoted.reply().created[0]!.content).toBe('"first part" "second \\"part\\""');
    const unicode = await api.change(who.granted, zoneId, { create: [{ name: 'u', type: 'TXT', content: 'grüß' }] });
    expect(unicode.reply().created[0]!.content).toBe('"gr\\195\\188\\195\\159"');
  });

  /** One bad record per case: the 400 names the record's field and says why. */
  const rejected: [string, RecordBody, string, RegExp][] = [
    ['IPv4 with three parts', { name: 'a', type: 'A', content: '1.2.3' }, 'content', /1\.2\.3 is not an IPv4 address/],
    ['IPv4 with five parts', { name: 'a', type: 'A', content: '1.2.3.4.5' }, 'content', /not an IPv4 address/],
    ['IPv4 out of range', { name: 'a', type: 'A', content: '256.0.0.1' }, 'content', /not an IPv4 address/],
    ['IPv4 with a leading zero', { name: 'a', type: 'A', content: '010.0.0.1' }, 'content', /not an IPv4 address/],
    ['IPv6 in an A record', { name: 'a', type: 'A', content: '2001:db8::1' }, 'content', /not an IPv4 address/],
    [
      'IPv4 in an AAAA record',
      { name: 'a', type: 'AAAA', content: '1.2.3.4' },
      'content',
      /is an IPv4 address: use an A record/,
    ],
    ['bad IPv6', { name: 'a', type: 'AAAA', content: '2001:db8::1::2' }, 'content', /not a valid IPv6 address/],
    ['IPv6 with a zone', { name: 'a', type: 'AAAA', content: 'fe80::1%eth0' }, 'content', /not a valid IPv6 address/],
    ['IPv4-mapped IPv6', { name: 'a', type: 'AAAA', content: '::ffff:192.0.2.1' }, 'content', /IPv4-mapped/],
    ['CNAME to no host', { name: 'c', type: 'CNAME', content: 'not a host' }, 'content', /invalid label/],
    ['single-label target', { name: 'c', type: 'CNAME', content: 'mail' }, 'content', /must be a full host name/],
    ['NS target with a bad label', { name: 'n', type: 'NS', content: '-ns.example.com' }, 'content', /invalid label/],
    ['PTR to nothing valid', { name: 'p', type: 'PTR', content: 'a..b' }, 'content', /empty label/],
    ['MX without priority', { name: '@', type: 'MX', content: 'mx.example.com' }, 'priority', /required for MX/],
    [
      'priority on an A record',
      { name: 'a', type: 'A', content: '192.0.2.9', priority: 5 },
      'priority',
      /only MX and SRV/,
    ],
    [
      'SRV without priority',
      { name: '_a._tcp', type: 'SRV', content: '1 80 x.example.com' },
      'priority',
      /required for SRV/,
    ],
    [
      'SRV with two fields',
      { name: '_a._tcp', type: 'SRV', content: '80 x.example.com', priority: 1 },
      'content',
      /weight port target/,
    ],
    [
      'SRV weight too big',
      { name: '_a._tcp', type: 'SRV', content: '70000 80 x.example.com', priority: 1 },
      'content',
      /weight must be a number from 0 to 65535/,
    ],
    [
      'SRV port not a number',
      { name: '_a._tcp', type: 'SRV', content: '1 http x.example.com', priority: 1 },
      'content',
      /port must be/,
    ],
    ['SRV bad target', { name: '_a._tcp', type: 'SRV', content: '1 80 x_', priority: 1 }, 'content', /full host name/],
    [
      'CAA bad tag',
      { name: '@', type: 'CAA', content: '0 issuer "ca.example"' },
      'content',
      /tag must be issue, issuewild or iodef/,
    ],
    ['CAA flags too big', { name: '@', type: 'CAA', content: '300 issue "ca.example"' }, 'content', /flags must be/],
    ['CAA without value', { name: '@', type: 'CAA', content: 'issue' }, 'content', /flags tag "value"/],
    [
      'CAA iodef not a URL',
      { name: '@', type: 'CAA', content: '0 iodef "security"' },
      'content',
      /iodef value must be/,
    ],
    [
      'CAA issue not a domain',
      { name: '@', type: 'CAA', content: '0 issue "not a ca"' },
      'content',
      /certificate authority domain/,
    ],
    [
      'name outside the zone',
      { name: 'www.other.com.', type: 'A', content: '192.0.2.1' },
      'name',
      /not inside the zone records\.com/,
    ],
    ['name with a bad label', { name: 'bad name', type: 'A', content: '192.0.2.1' }, 'name', /invalid label/],
    ['wildcard in the middle', { name: 'a.*.b', type: 'A', content: '192.0.2.1' }, 'name', /invalid label "\*"/],
    [
      'CNAME at the apex',
      { name: '@', type: 'CNAME', content: 'elsewhere.example.net' },
      'type',
      /cannot be at the zone apex/,
    ],
    [
      'CNAME beside an A',
      { name: 'www', type: 'CNAME', content: 'elsewhere.example.net' },
      'type',
      /cannot sit beside other records of www \(A, AAAA\)/,
    ],
    ['A beside a CNAME', { name: 'blog', type: 'A', content: '192.0.2.1' }, 'type', /blog has a CNAME record/],
    [
      'duplicate of a kept record',
      { name: 'www', type: 'A', ttl: 300, content: '192.0.2.1' },
      'content',
      /duplicates record \d+ \(www A 192\.0\.2\.1\)/,
    ],
    [
      'TTL unlike its record set',
      { name: 'www', type: 'A', ttl: 900, content: '192.0.2.99' },
      'ttl',
      /must be 300 like the other www A records/,
    ],
  ];

  it.each(rejected)('refuses %s', async (_, record, field, reason) => {
    const res = await api.change(who.granted, zoneId, {
      create: [{ name: 'fine', type: 'A', content: '192.0.2.200' }, record],
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toHaveLength(1);
    expect(body.details[0].field).toBe(`body.create.1.${field}`);
    expect(body.details[0].message).toMatch(reason);
    expect(body.message).toMatch(
      new RegExp(`^create\\[1\\] ${record.name?.replace(/[.*]/g, '\\$&') || '@'} ${record.type}: `),
    );
  });

  it('refuses TTLs out of bounds, unknown types and unbalanced TXT quotes before anything else', async () => {
    for (const [ttl, message] of [
      [59, 'must be at least 60 seconds'],
      [604_801, 'must be at most 604800 seconds (7 days)'],
    ] as const) {
      const res = await api.change(who.granted, zoneId, {
        create: [{ name: 'a', type: 'A', ttl, content: '192.0.2.1' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'body.create.0.ttl', message }]);
    }
    const type = await t.call(who.granted, dns.changeRecords, {
      params: { id: zoneId },
      rawBody: { create: [{ name: 'a', type: 'SOA', content: 'x' }] },
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().details[0].field).toBe('body.create.0.type');
    const priority = await api.change(who.granted, zoneId, {
      create: [{ type: 'MX', content: 'mx.a.com', priority: 70000 }],
    });
    expect(priority.json().details[0].field).toBe('body.create.0.priority');
    // TXT strings follow the contract's rule (rules/dns.ts), which its schema applies.
    const txt = await api.change(who.granted, zoneId, { create: [{ name: 't', type: 'TXT', content: '"open' }] });
    expect(txt.statusCode).toBe(400);
    expect(txt.json().details).toEqual([
      {
        field: 'body.create.0.content',
        message: 'has unbalanced quotes: write plain text, or "quoted" "strings" with \\" inside',
      },
    ]);
  });

  it('refuses duplicates and CNAME clashes inside one list', async () => {
    const dup = await api.change(who.granted, zoneId, {
      create: [
        { name: 'twin', type: 'A', content: '192.0.2.5' },
        { name: 'twin', type: 'A', content: '192.0.2.5' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().details).toEqual([
      { field: 'body.create.1.content', message: 'duplicates create[0] (twin A 192.0.2.5)' },
    ]);
    const clash = await api.change(who.granted, zoneId, {
      create: [
        { name: 'alias', type: 'CNAME', content: 'a.example.net' },
        { name: 'alias', type: 'CNAME', content: 'b.example.net' },
      ],
    });
    expect(clash.json().details[0]).toMatchObject({ field: 'body.create.1.type' });
  });

  it('reports every bad record at once and changes nothing (all or nothing)', async () => {
    const before = (await api.records(who.granted, zoneId)).reply();
    const serial = (await api.get(who.granted, zoneId)).reply().serial;
    const res = await api.change(who.granted, zoneId, {
      delete: [before.items.find((r) => r.name === 'www')!.id],
      create: [
        { name: 'ok', type: 'A', content: '192.0.2.77' },
        { name: 'bad1', type: 'A', content: '1.2.3' },
        { name: 'bad2', type: 'AAAA', content: '1.2.3.4' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([
      'body.create.1.content',
      'body.create.2.content',
    ]);
    expect(res.json().message).toMatch(/\(and 1 more\)$/);
    expect((await api.records(who.granted, zoneId)).reply()).toEqual(before);
    expect((await api.get(who.granted, zoneId)).reply().serial).toBe(serial);
  });

  it('refuses deleting the SOA, the last apex NS, or a record of another zone', async () => {
    const other = await newZone(t, who.granted, 'other-zone.com');
    const otherRecord = (await api.records(who.granted, other.id)).reply().items[1]!.id;
    const items = (await api.records(who.granted, zoneId)).reply().items as {
      id: number;
      type: string;
      name: string;
    }[];
    const soa = items.find((r) => r.type === 'SOA')!.id;
    const ns = items.filter((r) => r.type === 'NS' && r.name === '@').map((r) => r.id);

    const bad = await api.change(who.granted, zoneId, { delete: [soa, otherRecord] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'body.delete.0', message: 'the SOA record is kept by the server (its serial rises with every change)' },
      { field: 'body.delete.1', message: `there is no record ${otherRecord} in this zone` },
    ]);
    const lastNs = await api.change(who.granted, zoneId, { delete: ns });
    expect(lastNs.statusCode).toBe(400);
    expect(lastNs.json().details[0].message).toBe('a zone keeps at least one NS record at its apex');
    const oneNs = await api.change(who.granted, zoneId, { delete: [ns[0]!] });
    expect(oneNs.statusCode).toBe(204);
  });

  it('refuses an empty change list', async () => {
    const res = await api.change(who.granted, zoneId, { create: [], delete: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/The change list is empty/);
  });
});

describe('history from the audit log', () => {
  it('lists the changes of one zone, newest first', async () => {
    const zone = await newZone(t, who.granted, 'history.com');
    const add = await api.change(who.granted, zone.id, { create: [{ name: 'h', type: 'A', content: '192.0.2.31' }] });
    await api.change(who.granted, zone.id, { delete: [add.reply().created[0]!.id] });
    await t.call(who.admin, dns.updateZone, { params: { id: zone.id }, body: { adminOnly: false } });
    const res = await t.call(who.granted, dns.zoneHistory, { params: { id: zone.id } });
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
    expect(items[0].username).toBe(who.admin.username);
  });
});

describe('access: admin, a granted department, another department', () => {
  let shared: number;
  let secret: number;
  beforeAll(async () => {
    shared = (await newZone(t, who.granted, 'shared-zone.com')).id;
    secret = (await newZone(t, who.admin, 'secret-zone.com', { adminOnly: true })).id;
  });

  it('a user of another department sees no zone and cannot create one', async () => {
    const list = await t.call(who.other, dns.listZones);
    expect(list.statusCode).toBe(200);
    expect(list.reply()).toMatchObject({ items: [], total: 0 });
    for (const [name, send] of [
      ['zone', () => t.call(who.other, dns.getZone, { params: { id: shared } })],
      ['records', () => t.call(who.other, dns.listRecords, { params: { id: shared } })],
      ['export', () => t.call(who.other, dns.exportZone, { params: { id: shared } })],
      ['history', () => t.call(who.other, dns.zoneHistory, { params: { id: shared } })],
    ] as const) {
      expect((await send()).statusCode, name).toBe(404);
    }
    expect(
      (await api.change(who.other, shared, { create: [{ name: 'x', type: 'A', content: '192.0.2.1' }] })).statusCode,
    ).toBe(404);
    expect((await api.remove(who.other, shared)).statusCode).toBe(404);
    const create = await api.create(who.other, { name: 'sales-zone.com' });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toMatch(/Your department has no DNS access/);
  });

  it('a granted user sees and changes shared zones but never admin-only ones', async () => {
    const list = (await t.call(who.granted, dns.listZones, { query: { take: 100 } })).reply();
    const names = list.items.map((z: { name: string }) => z.name);
    expect(names).toContain('shared-zone.com');
    expect(names).not.toContain('secret-zone.com');
    expect((await api.get(who.granted, secret)).statusCode).toBe(404);
    expect((await api.records(who.granted, secret)).statusCode).toBe(404);
    expect((await api.change(who.granted, secret, { delete: [1] })).statusCode).toBe(404);
    expect((await api.remove(who.granted, secret)).statusCode).toBe(404);
    const search = await t.call(who.granted, dns.searchZones, { body: { search: 'secret' } });
    expect(search.reply().total).toBe(0);
    const adminOnly = await api.create(who.granted, { name: 'mine-only.com', adminOnly: true });
    expect(adminOnly.statusCode).toBe(403);
    const flag = await t.call(who.granted, dns.updateZone, { params: { id: shared }, body: { adminOnly: true } });
    expect(flag.statusCode).toBe(403);
    expect(flag.json().message).toBe('Only administrators can change whether a zone is admin-only');
  });

  it('an admin sees everything and sets the admin-only flag', async () => {
    const list = (await t.call(who.admin, dns.listZones, { query: { take: 100 } })).reply();
    expect(list.items.map((z: { name: string }) => z.name)).toEqual(
      expect.arrayContaining(['shared-zone.com', 'secret-zone.com']),
    );
    const flag = await t.call(who.admin, dns.updateZone, { params: { id: shared }, body: { adminOnly: true } });
    expect(flag.statusCode).toBe(200);
    expect(flag.reply()).toMatchObject({ id: shared, adminOnly: true });
    expect((await api.get(who.granted, shared)).statusCode).toBe(404);
    await t.call(who.admin, dns.updateZone, { params: { id: shared }, body: { adminOnly: false } });
    expect((await api.get(who.granted, shared)).statusCode).toBe(200);
    const change = await api.change(who.admin, secret, { create: [{ name: 'a', type: 'A', content: '192.0.2.1' }] });
    expect(change.statusCode).toBe(202);
  });

  it('department access is granted and removed through /dns/departments', async () => {
    const list = await t.call(who.admin, dns.listDepartments);
    expect(list.statusCode).toBe(200);
    expect(list.reply()).toEqual([
      { departmentId: who.grantedDepartmentId, name: 'Hosting support', grantedAt: expect.any(String) },
    ]);

    const grant = await t.call(who.admin, dns.grantDepartment, { body: { id: who.otherDepartmentId } });
    expect(grant.statusCode).toBe(201);
    expect(grant.reply()).toMatchObject({ departmentId: who.otherDepartmentId, name: 'Sales' });
    expect((await api.get(who.other, shared)).statusCode).toBe(200);
    const twice = await t.call(who.admin, dns.grantDepartment, { body: { id: who.otherDepartmentId } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The department Sales already has DNS access');
    const unknown = await t.call(who.admin, dns.grantDepartment, { body: { id: 999999 } });
    expect(unknown.statusCode).toBe(404);

    const revoke = await t.call(who.admin, dns.revokeDepartment, { params: { id: who.otherDepartmentId } });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.reply()).toEqual({ departmentId: who.otherDepartmentId });
    expect((await api.get(who.other, shared)).statusCode).toBe(404);
    const again = await t.call(who.admin, dns.revokeDepartment, { params: { id: who.otherDepartmentId } });
    expect(again.statusCode).toBe(404);
  });

  it('needs the scopes: read for reading, create for changing, dns:department for access', async () => {
    const reader = await t.createUser({ scopes: ['dns:zone:read'] });
    await t.database.pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [
      who.grantedDepartmentId,
      reader.id,
    ]);
    t.app.ctx.bus.publish({ type: 'users.changed', userIds: [reader.id] });
    expect((await api.get(reader, shared)).statusCode).toBe(200);
    expect(
      (await api.change(reader, shared, { create: [{ name: 'r', type: 'A', content: '192.0.2.1' }] })).statusCode,
    ).toBe(403);
    expect((await api.create(reader, { name: 'reader.com' })).statusCode).toBe(403);
    expect((await t.call(reader, dns.listDepartments)).statusCode).toBe(403);
  });
});

describe('PowerDNS settings', () => {
  it('reports sync as disabled without PowerDNS, and sync is refused', async () => {
    const zone = await newZone(t, who.granted, 'nosync.com');
    expect((await api.get(who.granted, zone.id)).reply().powerDns.state).toBe('disabled');
    const sync = await t.call(who.granted, dns.syncZone, { params: { id: zone.id } });
    expect(sync.statusCode).toBe(409);
  });

  it('refuses changes with 503 and keeps nothing when PowerDNS is unreachable', async () => {
    const zone = await newZone(t, who.granted, 'down.com');
    // The same database, served by an instance whose PowerDNS does not answer.
    const down = await createTestApp({
      database: t.database,
      env: { PDNS_API_URL: 'http://127.0.0.1:9', PDNS_API_KEY: 'whatever' },
    });
    const served = zoneApi(down);
    try {
      const view = (await served.get(who.granted, zone.id)).reply();
      expect(view.powerDns).toMatchObject({ state: 'unreachable', message: expect.stringMatching(/unreachable/) });
      const change = await served.change(who.granted, zone.id, {
        create: [{ name: 'a', type: 'A', content: '192.0.2.1' }],
      });
      expect(change.statusCode).toBe(503);
      expect(change.json()).toMatchObject({
        code: 'DNS_SERVER_UNAVAILABLE',
        message: expect.stringMatching(
          /^The records of down\.com were not changed: PowerDNS at http:\/\/127\.0\.0\.1:9 is unreachable .*Nothing was changed\.$/,
        ),
      });
      expect((await served.records(who.granted, zone.id)).reply().total).toBe(3);
      const del = await served.remove(who.granted, zone.id);
      expect(del.statusCode).toBe(503);
      expect(del.json().message).toMatch(/^Zone down\.com was not deleted: PowerDNS .* unreachable/);
      expect((await served.get(who.granted, zone.id)).statusCode).toBe(200);
      const create = await served.create(who.granted, { name: 'never.com' });
      expect(create.statusCode).toBe(503);
    } finally {
      await down.close();
    }
    expect((await t.call(who.granted, dns.listZones, { query: { search: 'never' } })).reply().total).toBe(0);
  });
});
