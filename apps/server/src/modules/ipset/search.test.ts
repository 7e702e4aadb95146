// Listing and searching the entries of an IP set: address order, containment both ways, text prefixes.
import * as ipset from '@backoffice/contract/modules/ipset';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIpsetApp } from './testing/ipset-app.js';

const s = useIpsetApp();
const { uniqueName, createSet, addIps, listIps, ipsOf } = s;

describe('listing and searching entries', () => {
  let set: { id: number; name: string };
  beforeAll(async () => {
    set = await createSet({ name: uniqueName('search') });
    const res = await addIps(set.id, [
      '10.0.0.0/24',
      '10.0.1.7',
      '10.0.10.0/24',
      '192.168.0.0/16',
      '192.168.5.9',
      '8.8.8.8',
    ]);
    expect(res.statusCode).toBe(201);
  });

  it('lists in address order with paging', async () => {
    expect(await ipsOf(set.id)).toEqual([
      '8.8.8.8',
      '10.0.0.0/24',
      '10.0.1.7',
      '10.0.10.0/24',
      '192.168.0.0/16',
      '192.168.5.9',
    ]);
    const res = await listIps(set.name, { take: 2, page: 2 });
    expect(res.reply()).toMatchObject({ total: 6, page: 2, take: 2 });
    expect(res.reply().items.map((i) => i.ip)).toEqual(['10.0.1.7', '10.0.10.0/24']);
  });

  it('finds the networks that contain a searched address', async () => {
    expect(await ipsOf(set.id, { search: '10.0.0.7' })).toEqual(['10.0.0.0/24']);
    expect(await ipsOf(set.id, { search: '192.168.5.9' })).toEqual(['192.168.0.0/16', '192.168.5.9']);
    expect(await ipsOf(set.id, { search: '172.16.0.1' })).toEqual([]);
    expect(await ipsOf(set.id, { search: '::ffff:10.0.0.200' })).toEqual(['10.0.0.0/24']);
  });

  it('finds the entries inside a searched network, and the networks around it', async () => {
    expect(await ipsOf(set.id, { search: '10.0.0.0/16' })).toEqual(['10.0.0.0/24', '10.0.1.7', '10.0.10.0/24']);
    expect(await ipsOf(set.id, { search: '192.168.5.0/24' })).toEqual(['192.168.0.0/16', '192.168.5.9']);
  });

  it('matches text prefixes while the user types', async () => {
    expect(await ipsOf(set.id, { search: '10.0.1' })).toEqual(['10.0.1.7', '10.0.10.0/24']);
    expect(await ipsOf(set.id, { search: '192.' })).toEqual(['192.168.0.0/16', '192.168.5.9']);
    expect(await ipsOf(set.id, { search: '%' })).toEqual([]);
    expect(await ipsOf(set.id, { search: '_' })).toEqual([]);
  });

  it('searches IPv6 case-insensitively and inside networks', async () => {
    const v6 = await createSet({ name: uniqueName('search6'), family: 'inet6' });
    await addIps(v6.id, ['2001:db8::/32', '2001:db8:1::1', 'fe80::/10']);
    expect(await ipsOf(v6.id, { search: '2001:DB8:FFFF::1' })).toEqual(['2001:db8::/32']);
    expect(await ipsOf(v6.id, { search: '2001:DB8:1' })).toEqual(['2001:db8:1::1']);
    expect(await ipsOf(v6.id, { search: 'FE80' })).toEqual(['fe80::/10']);
  });

  it('accepts cache=true|false and answers the same live data', async () => {
    const live = await ipsOf(set.id);
    expect(await ipsOf(set.id, { cache: 'false' })).toEqual(live);
    expect(await ipsOf(set.id, { cache: 'true' })).toEqual(live);
    expect(
      (await s.t.call(s.reader, ipset.listIps, { params: { id: String(set.id) }, rawQuery: 'cache=maybe' })).statusCode,
    ).toBe(400);
  });

  it('finds a random address inside a random network of the set (property)', async () => {
    const prop = await createSet({ name: uniqueName('prop') });
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.integer({ min: 1, max: 223 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })),
        fc.integer({ min: 8, max: 31 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        async ([a, b, c], prefix, hostBits) => {
          const base = ((a << 24) | (b << 16) | (c << 8)) >>> 0;
          const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
          const network = (base & mask) >>> 0;
          const address = (network | (hostBits & ~mask)) >>> 0;
          const dotted = (n: number) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');
          const cidr = `${dotted(network)}/${prefix}`;
          if (!seen.has(cidr)) {
            seen.add(cidr);
            const res = await addIps(prop.id, [cidr]);
            expect(res.statusCode, res.body).toBe(201);
          }
          const found = await ipsOf(prop.id, { search: dotted(address), take: 100 });
          expect(found).toContain(cidr);
        },
      ),
      { numRuns: 40 },
    );
  });
});
