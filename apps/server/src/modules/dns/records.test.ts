// The server's pure DNS rules: serials, change lists and zone files (names and TXT strings:
// contract/rules/dns.test.ts).
import { DNS_RECORD_TYPES } from '@backoffice/contract/modules/dns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkChanges, nextSerial } from './records.js';
import { exportZoneFile, parseZoneFile } from './zonefile.js';

describe('SOA serial', () => {
  const day = new Date('2026-03-04T23:59:00Z');
  it('starts a day at nn = 01 and counts up within it', () => {
    expect(nextSerial(0, day)).toBe(2026030401);
    expect(nextSerial(2026010307, day)).toBe(2026030401);
    expect(nextSerial(2026030401, day)).toBe(2026030402);
  });
  it('never goes down, even past 99 changes or a serial from the future', () => {
    expect(nextSerial(2026030499, day)).toBe(2026030500);
    expect(nextSerial(2099010105, day)).toBe(2099010106);
  });
});

describe('zone files', () => {
  it('reads directives, parentheses, blank owners, classes and TTL units', () => {
    const parsed = parseZoneFile(
      [
        '$TTL 2h',
        'example.com. IN SOA ns hostmaster (',
        '  1 2 3 4 5 ) ; comment',
        '@ 1d IN NS ns1',
        '  IN NS ns2.example.net.',
        '$ORIGIN sub.example.com.',
        'www 30m A 192.0.2.1 ; "not a quote',
        '    IN TXT "a;b" plain',
        'mx IN MX 5 @',
      ].join('\n'),
      'example.com',
    );
    expect(parsed.issues).toEqual([]);
    expect(
      parsed.records.map((r) => [r.line, r.input.name, r.input.ttl, r.input.type, r.input.content, r.input.priority]),
    ).toEqual([
      [4, 'example.com.', 86_400, 'NS', 'ns1.example.com', null],
      [5, 'example.com.', 7200, 'NS', 'ns2.example.net', null],
      [7, 'www.sub.example.com.', 1800, 'A', '192.0.2.1', null],
      [8, 'www.sub.example.com.', 7200, 'TXT', '"a;b" "plain"', null],
      [9, 'mx.sub.example.com.', 7200, 'MX', 'sub.example.com', 5],
    ]);
  });

  it('names the lines it cannot read', () => {
    const parsed = parseZoneFile(
      '$INCLUDE other.zone\n  IN A 192.0.2.1\nx CH A 1.2.3.4\ny IN\nz IN TXT "open\n',
      'a.com',
    );
    expect(parsed.issues.map((i) => i.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('exports what it can import', () => {
    const records = [
      {
        id: 1,
        name: 'a.com',
        type: 'SOA',
        ttl: 3600,
        content: 'ns1.a.com. hostmaster.a.com. 2026010101 10800 3600 604800 3600',
        priority: null,
      },
      { id: 2, name: 'a.com', type: 'NS', ttl: 3600, content: 'ns1.a.com', priority: null },
      { id: 3, name: 'www.a.com', type: 'A', ttl: 300, content: '192.0.2.1', priority: null },
      { id: 4, name: 'a.com', type: 'MX', ttl: 3600, content: 'mx.a.com', priority: 10 },
      { id: 5, name: '_s._tcp.a.com', type: 'SRV', ttl: 3600, content: '1 443 www.a.com', priority: 0 },
      { id: 6, name: 'a.com', type: 'TXT', ttl: 3600, content: '"x \\"y\\"" "z"', priority: null },
      { id: 7, name: 'a.com', type: 'CAA', ttl: 3600, content: '0 iodef "mailto:sec@a.com"', priority: null },
    ];
    const text = exportZoneFile('a.com', 2026010101, records);
    const parsed = parseZoneFile(text, 'a.com');
    expect(parsed.issues).toEqual([]);
    expect(
      parsed.records.map(
        (r) => `${r.input.name} ${r.input.ttl} ${r.input.type} ${r.input.priority} ${r.input.content}`,
      ),
    ).toEqual([
      'a.com. 3600 NS null ns1.a.com',
      'a.com. 3600 MX 10 mx.a.com',
      'a.com. 3600 TXT null "x \\"y\\"" "z"',
      'a.com. 3600 CAA null 0 iodef "mailto:sec@a.com"',
      '_s._tcp.a.com. 3600 SRV 0 1 443 www.a.com',
      'www.a.com. 300 A null 192.0.2.1',
    ]);
  });
});

describe('any input', () => {
  it('gives issues, never exceptions', () => {
    const text = fc.string({
      maxLength: 80,
      unit: fc.constantFrom(
        'a',
        '.',
        ' ',
        '"',
        '\\',
        '(',
        ')',
        ';',
        '\n',
        '@',
        'ü',
        '1',
        '*',
        '_',
        '-',
        ':',
        'IN',
        'TXT',
        'MX',
        'A',
        '$ORIGIN',
      ),
    });
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(...DNS_RECORD_TYPES),
        text,
        fc.option(fc.integer({ min: 0, max: 65_535 })),
        (name, type, content, priority) => {
          parseZoneFile(`${name} ${type} ${content}`, 'example.com');
          const checked = checkChanges('example.com', [], {
            create: [{ name, type, ttl: 300, content, priority }],
            delete: [],
          });
          expect(checked.created.length + checked.issues.length).toBe(1);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
