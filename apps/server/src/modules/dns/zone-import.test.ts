// Importing a BIND zone file through the API, without PowerDNS: all of it or nothing.
import * as dns from '@backoffice/contract/modules/dns';
import { describe, expect, it } from 'vitest';
import { dnsSuite, type RecordBody } from './testing/fixtures.js';

const suite = dnsSuite();

const today = () => Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''));

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
    const res = await suite.t.call(suite.who.granted, dns.importZone, {
      body: { name: 'imported.com', zoneFile: file },
    });
    expect(res.statusCode, res.body).toBe(201);
    const zone = res.reply();
    expect(zone).toMatchObject({ name: 'imported.com', recordCount: 10, serial: today() * 100 + 1 });
    expect(zone.nameservers).toEqual(['ns1.imported.com', 'ns2.imported.com']);
    const items = (await suite.api.records(suite.who.granted, zone.id)).reply().items as RecordBody[];
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
    const res = await suite.t.call(suite.who.granted, dns.importZone, {
      body: { name: 'bad-import.com', zoneFile: '@ IN NS ns1.x.com.\nwww IN A 1.2.3\nfoo IN DNAME bar.com.\n' },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual([expect.stringMatching(/^line 3: type DNAME is not supported/)]);
    const second = await suite.t.call(suite.who.granted, dns.importZone, {
      body: { name: 'bad-import.com', zoneFile: '@ IN NS ns1.x.com.\nwww IN A 1.2.3\nwww IN A 1.2.3.4\n' },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().details).toEqual([
      {
        field: 'body.zoneFile',
        message: expect.stringMatching(/^line 2: www\.bad-import\.com\. A: 1\.2\.3 is not an IPv4/),
      },
    ]);
    expect(
      (await suite.t.call(suite.who.granted, dns.listZones, { query: { search: 'bad-import' } })).reply().total,
    ).toBe(0);
  });
});
