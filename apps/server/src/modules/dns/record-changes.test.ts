// A zone's record change lists through the API, without PowerDNS: every record type, and every rule
// that refuses a list before anything is changed.
import * as dns from '@backoffice/contract/modules/dns';
import { beforeAll, describe, expect, it } from 'vitest';
import { dnsSuite, newZone, type RecordBody } from './testing/fixtures.js';

const suite = dnsSuite();

describe('record change lists', () => {
  let zoneId: number;
  beforeAll(async () => {
    zoneId = (await newZone(suite.t, suite.who.granted, 'records.com')).id;
  });

  it('creates records of every type, answers 202 and raises the serial', async () => {
    const before = (await suite.api.get(suite.who.granted, zoneId)).reply().serial;
    const res = await suite.api.change(suite.who.granted, zoneId, {
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
    const soa = (await suite.api.records(suite.who.granted, zoneId)).reply().items[0]!;
    expect(soa.content.split(' ')[2]).toBe(String(before + 1));
  });

  it('deletes records and answers 204 with no body', async () => {
    const add = await suite.api.change(suite.who.granted, zoneId, {
      create: [{ name: 'tmp', type: 'A', content: '192.0.2.50' }],
    });
    const id = add.reply().created[0]!.id;
    const serial = (await suite.api.get(suite.who.granted, zoneId)).reply().serial;
    const res = await suite.api.change(suite.who.granted, zoneId, { delete: [id] });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = (await suite.api.records(suite.who.granted, zoneId)).reply().items;
    expect(after.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await suite.api.get(suite.who.granted, zoneId)).reply().serial).toBe(serial + 1);
  });

  it('creates and deletes in one list (202), so a record can be replaced', async () => {
    const add = await suite.api.change(suite.who.granted, zoneId, {
      create: [{ name: 'swap', type: 'A', ttl: 300, content: '192.0.2.60' }],
    });
    const old = add.reply().created[0]!.id;
    const res = await suite.api.change(suite.who.granted, zoneId, {
      delete: [old],
      create: [{ name: 'swap', type: 'A', ttl: 600, content: '192.0.2.61' }],
    });
    expect(res.statusCode).toBe(202);
    expect(res.reply().deleted).toEqual([old]);
    expect(res.reply().created[0]).toMatchObject({ ttl: 600, content: '192.0.2.61' });
  });

  it('splits TXT longer than 255 bytes into quoted 255-byte strings', async () => {
    const long = `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`;
    const res = await suite.api.change(suite.who.granted, zoneId, {
      create: [{ name: 'key._domainkey', type: 'TXT', content: long }],
    });
    expect(res.statusCode).toBe(202);
    const content: string = res.reply().created[0]!.content;
    expect(content).toBe(`"${long.slice(0, 255)}" "${long.slice(255)}"`);
    const quoted = await suite.api.change(suite.who.granted, zoneId, {
      create: [{ name: 'q', type: 'TXT', content: '"first part" "second \\"part\\""' }],
    });
    expect(quoted.reply().created[0]!.content).toBe('"first part" "second \\"part\\""');
    const unicode = await suite.api.change(suite.who.granted, zoneId, {
      create: [{ name: 'u', type: 'TXT', content: 'grüß' }],
    });
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
    const res = await suite.api.change(suite.who.granted, zoneId, {
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
      const res = await suite.api.change(suite.who.granted, zoneId, {
        create: [{ name: 'a', type: 'A', ttl, content: '192.0.2.1' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'body.create.0.ttl', message }]);
    }
    const type = await suite.t.call(suite.who.granted, dns.changeRecords, {
      params: { id: zoneId },
      rawBody: { create: [{ name: 'a', type: 'SOA', content: 'x' }] },
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().details[0].field).toBe('body.create.0.type');
    const priority = await suite.api.change(suite.who.granted, zoneId, {
      create: [{ type: 'MX', content: 'mx.a.com', priority: 70000 }],
    });
    expect(priority.json().details[0].field).toBe('body.create.0.priority');
    // TXT strings follow the contract's rule (rules/dns.ts), which its schema applies.
    const txt = await suite.api.change(suite.who.granted, zoneId, {
      create: [{ name: 't', type: 'TXT', content: '"open' }],
    });
    expect(txt.statusCode).toBe(400);
    expect(txt.json().details).toEqual([
      {
        field: 'body.create.0.content',
        message: 'has unbalanced quotes: write plain text, or "quoted" "strings" with \\" inside',
      },
    ]);
  });

  it('refuses duplicates and CNAME clashes inside one list', async () => {
    const dup = await suite.api.change(suite.who.granted, zoneId, {
      create: [
        { name: 'twin', type: 'A', content: '192.0.2.5' },
        { name: 'twin', type: 'A', content: '192.0.2.5' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().details).toEqual([
      { field: 'body.create.1.content', message: 'duplicates create[0] (twin A 192.0.2.5)' },
    ]);
    const clash = await suite.api.change(suite.who.granted, zoneId, {
      create: [
        { name: 'alias', type: 'CNAME', content: 'a.example.net' },
        { name: 'alias', type: 'CNAME', content: 'b.example.net' },
      ],
    });
    expect(clash.json().details[0]).toMatchObject({ field: 'body.create.1.type' });
  });

  it('reports every bad record at once and changes nothing (all or nothing)', async () => {
    const before = (await suite.api.records(suite.who.granted, zoneId)).reply();
    const serial = (await suite.api.get(suite.who.granted, zoneId)).reply().serial;
    const res = await suite.api.change(suite.who.granted, zoneId, {
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
    expect((await suite.api.records(suite.who.granted, zoneId)).reply()).toEqual(before);
    expect((await suite.api.get(suite.who.granted, zoneId)).reply().serial).toBe(serial);
  });

  it('refuses deleting the SOA, the last apex NS, or a record of another zone', async () => {
    const other = await newZone(suite.t, suite.who.granted, 'other-zone.com');
    const otherRecord = (await suite.api.records(suite.who.granted, other.id)).reply().items[1]!.id;
    const items = (await suite.api.records(suite.who.granted, zoneId)).reply().items as {
      id: number;
      type: string;
      name: string;
    }[];
    const soa = items.find((r) => r.type === 'SOA')!.id;
    const ns = items.filter((r) => r.type === 'NS' && r.name === '@').map((r) => r.id);

    const bad = await suite.api.change(suite.who.granted, zoneId, { delete: [soa, otherRecord] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'body.delete.0', message: 'the SOA record is kept by the server (its serial rises with every change)' },
      { field: 'body.delete.1', message: `there is no record ${otherRecord} in this zone` },
    ]);
    const lastNs = await suite.api.change(suite.who.granted, zoneId, { delete: ns });
    expect(lastNs.statusCode).toBe(400);
    expect(lastNs.json().details[0].message).toBe('a zone keeps at least one NS record at its apex');
    const oneNs = await suite.api.change(suite.who.granted, zoneId, { delete: [ns[0]!] });
    expect(oneNs.statusCode).toBe(204);
  });

  it('refuses an empty change list', async () => {
    const res = await suite.api.change(suite.who.granted, zoneId, { create: [], delete: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/The change list is empty/);
  });
});
