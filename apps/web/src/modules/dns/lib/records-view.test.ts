import type { DnsRecord } from '@backoffice/contract/modules/dns';
import { describe, expect, it } from 'vitest';
import { groupRecords, relativeOwner } from './records-view';

const kept = (id: number, name: string, type: DnsRecord['type'], content: string): DnsRecord => ({
  id,
  name,
  fqdn: name === '@' ? 'example.com' : `${name}.example.com`,
  type,
  ttl: 3600,
  content,
  priority: null,
});

const records = [
  kept(1, '@', 'SOA', 'ns1.example.com. hostmaster.example.com. 1 2 3 4 5'),
  kept(2, '@', 'NS', 'ns1.example.com'),
  kept(3, 'www', 'A', '192.0.2.1'),
  kept(4, 'mail', 'A', '192.0.2.2'),
];

describe('relativeOwner', () => {
  it('lands any spelling of a name in its group', () => {
    expect(relativeOwner('', 'example.com')).toBe('@');
    expect(relativeOwner('@', 'example.com')).toBe('@');
    expect(relativeOwner('Example.com.', 'example.com')).toBe('@');
    expect(relativeOwner('WWW', 'example.com')).toBe('www');
    expect(relativeOwner('www.example.com', 'example.com')).toBe('www');
    expect(relativeOwner('www.example.com.', 'example.com')).toBe('www');
    expect(relativeOwner('a.b', 'example.com')).toBe('a.b');
    expect(relativeOwner('Bücher', 'example.com')).toBe('xn--bcher-kva');
    expect(relativeOwner('bad name', 'example.com')).toBe('bad name');
  });
});

describe('groupRecords', () => {
  it('groups by name, apex first, with pending changes in place', () => {
    const groups = groupRecords(
      records,
      {
        create: [
          { key: 'k1', name: 'www.example.com.', type: 'AAAA', ttl: 3600, content: '2001:db8::1', priority: null },
          { key: 'k2', name: 'api', type: 'A', ttl: 300, content: '192.0.2.9', priority: null },
        ],
        delete: [4],
      },
      'example.com',
    );
    expect(groups.map((g) => g.name)).toEqual(['@', 'api', 'mail', 'www']);
    expect(groups.find((g) => g.name === 'www')?.rows.map((r) => [r.type, r.state])).toEqual([
      ['A', 'kept'],
      ['AAAA', 'new'],
    ]);
    expect(groups.find((g) => g.name === 'mail')?.rows[0]?.state).toBe('deleting');
    expect(groups.find((g) => g.name === 'api')?.fqdn).toBe('api.example.com');
  });

  it('filters kept records but always shows pending ones', () => {
    const groups = groupRecords(
      records,
      { create: [{ key: 'k', name: 'new', type: 'TXT', ttl: 60, content: '"x"', priority: null }], delete: [] },
      'example.com',
      '192.0.2.1',
    );
    expect(groups.map((g) => g.name)).toEqual(['new', 'www']);
  });
});
