// Adding entries to an IP set: normalised, checked line by line, duplicates and covered entries, large
// pastes, and two pastes at once.
import * as ipset from '@backoffice/contract/modules/ipset';
import { describe, expect, it } from 'vitest';
import { useIpsetApp } from './testing/ipset-app.js';

const s = useIpsetApp();
const { uniqueName, createSet, addIps, listIps, ipsOf, lastAudit } = s;

describe('adding entries', () => {
  it('adds one address and normalises it', async () => {
    const set = await createSet({ name: uniqueName('one'), family: 'inet6', type: 'hash:ip' });
    const res = await addIps(set.name, ['2001:DB8:0:0:0:0:0:1']);
    expect(res.statusCode).toBe(201);
    expect(res.reply()).toMatchObject({
      set: { id: set.id, entryCount: 1 },
      added: [{ line: 1, input: '2001:DB8:0:0:0:0:0:1', ip: '2001:db8::1' }],
      rejected: [],
    });
    const audit = await lastAudit(set.id);
    expect(audit.before).toEqual({ entryCount: 0 });
    expect(audit.after).toMatchObject({ entryCount: 1, added: ['2001:db8::1'] });
  });

  it('saves the good lines of a paste and reports the bad one (2 good + 1 bad)', async () => {
    const set = await createSet({ name: uniqueName('paste') });
    const res = await addIps(set.id, ['192.0.2.10', '', '1.2.3', '198.51.100.0/24']);
    expect(res.statusCode).toBe(201);
    const body = res.reply();
    expect(body.added.map((a: { line: number; ip: string }) => [a.line, a.ip])).toEqual([
      [1, '192.0.2.10'],
      [4, '198.51.100.0/24'],
    ]);
    expect(body.rejected).toEqual([
      { line: 3, input: '1.2.3', reason: 'an IPv4 address needs four numbers separated by dots' },
    ]);
    expect(body.set.entryCount).toBe(2);
    expect(await ipsOf(set.id)).toEqual(['192.0.2.10', '198.51.100.0/24']);
  });

  it('answers 400 naming every line when nothing could be added, and saves nothing', async () => {
    const set = await createSet({ name: uniqueName('allbad') });
    const res = await addIps(set.id, ['300.1.1.1', '::g', '2001:db8::1']);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Nothing was added: 3 lines were rejected');
    expect(body.details).toEqual([
      { field: 'body.ips.0', message: '300.1.1.1: each IPv4 number must be between 0 and 255' },
      { field: 'body.ips.1', message: '::g: is not a valid IPv6 address' },
      { field: 'body.ips.2', message: '2001:db8::1: is IPv6 (inet6); this set holds IPv4 (inet) addresses' },
    ]);
    expect(await ipsOf(set.id)).toEqual([]);

    const one = await addIps(set.id, ['10.0.0.0/24/8']);
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('Line 1 (10.0.0.0/24/8) is not an IP address or CIDR network');
  });

  it('refuses wrong families, networks in hash:ip, host bits and bad prefixes', async () => {
    const ipSet = await createSet({ name: uniqueName('hip'), type: 'hash:ip' });
    const cases: [string, RegExp][] = [
      ['10.0.0.0/24', /hash:ip set holds single addresses/],
      ['0.0.0.0', /zero address/],
      ['2001:db8::1', /this set holds IPv4/],
      ['10.0.0.1/33', /prefix length/],
    ];
    for (const [ip, reason] of cases) {
      const res = await addIps(ipSet.id, [ip]);
      expect(res.statusCode, ip).toBe(400);
      expect(res.json().details[0].message).toMatch(reason);
    }
    const netSet = await createSet({ name: uniqueName('hnet'), family: 'inet6' });
    const hostBits = await addIps(netSet.id, ['2001:db8::5/64']);
    expect(hostBits.json().details[0].message).toBe('2001:db8::5/64: has host bits set; the network is 2001:db8::/64');
    const v4 = await addIps(netSet.id, ['10.0.0.1']);
    expect(v4.json().details[0].message).toMatch(/this set holds IPv6/);
    const mapped = await addIps(netSet.id, ['::ffff:10.0.0.1']);
    expect(mapped.json().details[0].message).toMatch(/IPv4-mapped addresses never match IPv6 traffic/);
    const zero = await addIps(netSet.id, ['::/0']);
    expect(zero.json().details[0].message).toMatch(/\/0 network/);
  });

  it('writes IPv4-mapped IPv6 as IPv4 in an inet set, with a warning', async () => {
    const set = await createSet({ name: uniqueName('mapped'), type: 'hash:ip' });
    const res = await addIps(set.id, ['::ffff:192.0.2.44']);
    expect(res.statusCode).toBe(201);
    expect(res.reply().added[0]).toMatchObject({
      ip: '192.0.2.44',
      warning: 'IPv4-mapped IPv6 address written as IPv4',
    });
  });

  it('refuses duplicates, in the set and within the batch, whatever their spelling', async () => {
    const set = await createSet({ name: uniqueName('dups'), family: 'inet6' });
    expect((await addIps(set.id, ['2001:db8::/32'])).statusCode).toBe(201);
    const again = await addIps(set.id, ['2001:0DB8:0000::/32']);
    expect(again.statusCode).toBe(400);
    expect(again.json().details[0].message).toBe('2001:0DB8:0000::/32: is already in the set');
    const batch = await addIps(set.id, ['2001:db9::1', '2001:DB9::1', '2001:db8::/32']);
    expect(batch.statusCode).toBe(201);
    expect(batch.json().rejected).toEqual([
      { line: 2, input: '2001:DB9::1', reason: 'repeats line 1' },
      { line: 3, input: '2001:db8::/32', reason: 'is already in the set' },
    ]);
    expect(batch.json().set.entryCount).toBe(2);
  });

  it('saves entries already covered by a network, with a warning naming it', async () => {
    const set = await createSet({ name: uniqueName('cover') });
    await addIps(set.id, ['10.0.0.0/8', '10.1.0.0/16']);
    const res = await addIps(set.id, ['10.1.2.3', '10.200.0.1', '172.16.0.0/12', '172.16.5.5', '192.0.2.1']);
    expect(res.statusCode).toBe(201);
    const warnings = Object.fromEntries(res.reply().added.map((a) => [a.ip, a.warning ?? null]));
    expect(warnings).toEqual({
      '10.1.2.3': 'already covered by 10.1.0.0/16 in this set',
      '10.200.0.1': 'already covered by 10.0.0.0/8 in this set',
      '172.16.0.0/12': null,
      '172.16.5.5': 'already covered by 172.16.0.0/12 (line 3)',
      '192.0.2.1': null,
    });
    const wide = await addIps(set.id, ['10.0.0.0/7']);
    expect(wide.json().added[0].warning).toBe('covers 4 entries already in this set');
  });

  it('answers 400, never 500, for text PostgreSQL cannot store', async () => {
    const desc = await s.t.call(s.editor, ipset.createSet, {
      body: { name: uniqueName('nul'), description: 'a\u0000b' },
    });
    expect(desc.statusCode).toBe(400);
    expect(desc.json().details[0]).toEqual({ field: 'body.description', message: 'must not contain NUL characters' });
    const set = await createSet({ name: uniqueName('nul') });
    for (const [label, send] of [
      ['sets', () => s.t.call(s.reader, ipset.listSets, { query: { search: '\0' } })],
      ['entries', () => listIps(set.id, { search: 'a\0' })],
    ] as const) {
      expect((await send()).statusCode, label).toBe(400);
    }
    const line = await addIps(set.id, ['1.2.3.4\u0000']);
    expect(line.statusCode).toBe(400);
    expect(line.json().details[0].message).toMatch(/is not an IP address/);
  });

  it('validates the body itself', async () => {
    const set = await createSet({ name: uniqueName('body') });
    for (const payload of [{}, { ips: [] }, { ips: 'not-a-list' }, { ips: [42] }, { ips: ['x'.repeat(201)] }]) {
      const res = await s.t.call(s.editor, ipset.addIps, { params: { set: String(set.id) }, rawBody: payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[0].field).toMatch(/^body\.ips/);
    }
    const blanks = await addIps(set.id, ['', '   ']);
    expect(blanks.statusCode).toBe(400);
    expect(blanks.json().details).toEqual([{ field: 'body.ips', message: 'add at least one address' }]);
  });

  it('takes a large paste in one call', async () => {
    const set = await createSet({ name: uniqueName('big'), type: 'hash:ip' });
    const ips = Array.from({ length: 3000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    const res = await addIps(set.id, ips);
    expect(res.statusCode).toBe(201);
    expect(res.reply().added).toHaveLength(ips.length);
    expect(res.reply().set.entryCount).toBe(ips.length);
  });
});

describe('concurrency', () => {
  it('two pastes of the same lines at once add each entry once', async () => {
    const set = await createSet({ name: uniqueName('race') });
    const ips = ['203.0.113.1', '203.0.113.2', '203.0.113.0/30'];
    const [a, b] = await Promise.all([addIps(set.id, ips), addIps(set.id, ips)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    const got = await s.t.call(s.reader, ipset.getSet, { params: { id: String(set.id) } });
    expect(got.reply().entryCount).toBe(3);
  });
});
