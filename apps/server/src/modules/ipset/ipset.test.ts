import type { BodyOf } from '@backoffice/contract';
import * as ipset from '@backoffice/contract/modules/ipset';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type QueryInput, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let reader: TestUser;
let editor: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.createUser({ scopes: ['ipset:ipset:read'] });
  editor = await t.createUser({ scopes: ['ipset:ipset:read', 'ipset:ipset:create'] });
  outsider = await t.createUser({ scopes: ['dns:zone:read'] });
});
afterAll(() => t.close());

let setCounter = 0;
const uniqueName = (base = 'set') => `${base}-${++setCounter}`;

const createSet = (body: BodyOf<typeof ipset.createSet>) => t.callOk(editor, ipset.createSet, { body });
/** A set by id or by name: the path holds either. */
const addIps = (set: string | number, ips: string[], user: TestUser = editor) =>
  t.call(user, ipset.addIps, { params: { set: String(set) }, body: { ips } });
const listIps = (set: string | number, query: QueryInput<typeof ipset.listIps> = {}) =>
  t.call(reader, ipset.listIps, { params: { id: String(set) }, query });
const ipsOf = async (set: string | number, query: QueryInput<typeof ipset.listIps> = {}) => {
  const res = await listIps(set, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.reply().items.map((i) => i.ip);
};
const lastAudit = async (entityId: number) => {
  const { rows } = await t.database.pool.query(
    "SELECT method, route, entity, entity_id, before, after, user_id FROM audit_log WHERE entity = 'ipset' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
    [String(entityId)],
  );
  return rows[0];
};

describe('access', () => {
  it('needs a token, then the scope: read for reading, create for changing', async () => {
    expect((await t.call(null, ipset.listSets)).statusCode).toBe(401);
    expect((await t.call(outsider, ipset.listSets)).statusCode).toBe(403);
    expect((await t.call(reader, ipset.listSets)).statusCode).toBe(200);
    const post = await t.call(reader, ipset.createSet, { body: { name: 'nope' } });
    expect(post.statusCode).toBe(403);
    expect(post.json().code).toBe('FORBIDDEN');
    const set = await createSet({ name: uniqueName() });
    expect((await addIps(set.id, ['10.0.0.1'], reader)).statusCode).toBe(403);
    expect((await t.call(reader, ipset.deleteSet, { params: { id: String(set.id) } })).statusCode).toBe(403);
    expect((await t.call(reader, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.1' } })).statusCode).toBe(
      403,
    );
    expect((await t.call(outsider, ipset.exportSet, { params: { id: String(set.id) } })).statusCode).toBe(403);
  });

  it('answers 404 for a set that does not exist, by id or by name', async () => {
    for (const [label, send] of [
      ['set 999999', () => t.call(reader, ipset.getSet, { params: { id: '999999' } })],
      ['set no-such-set', () => t.call(reader, ipset.getSet, { params: { id: 'no-such-set' } })],
      ['entries of 99999999999', () => listIps('99999999999')],
      ['export of no-such-set', () => t.call(reader, ipset.exportSet, { params: { id: 'no-such-set' } })],
    ] as const) {
      const res = await send();
      expect(res.statusCode, label).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await addIps('no-such-set', ['10.0.0.1'])).statusCode).toBe(404);
    expect((await t.call(editor, ipset.deleteSet, { params: { id: 'no-such-set' } })).statusCode).toBe(404);
    expect((await t.call(editor, ipset.deleteIp, { params: { set: '12345', ip: '10.0.0.1' } })).statusCode).toBe(404);
  });
});

describe('sets', () => {
  it('creates a set with defaults (inet, hash:net) and records it in the audit log', async () => {
    const name = uniqueName('Block_list.v4');
    const res = await t.call(editor, ipset.createSet, { body: { name: `  ${name} ` } });
    expect(res.statusCode).toBe(201);
    const set = res.reply();
    expect(set).toMatchObject({ name, family: 'inet', type: 'hash:net', description: '', entryCount: 0 });
    expect(Number.isNaN(Date.parse(set.createdAt))).toBe(false);
    const audit = await lastAudit(set.id);
    expect(audit).toMatchObject({ method: 'POST', entity: 'ipset', user_id: editor.id });
    expect(audit.after).toMatchObject({ name, family: 'inet' });
  });

  it('refuses names that ipset would refuse, naming the field', async () => {
    const bad: [unknown, RegExp][] = [
      ['', /required/],
      ['a'.repeat(32), /at most 31/],
      ['-lead', /start with a letter or a digit/],
      ['_lead', /start with a letter or a digit/],
      ['has space', /only letters, digits/],
      ['semi;colon', /only letters, digits/],
      ['ünï', /start with a letter or a digit/],
      ['12345', /all digits/],
      [42, /string/i],
    ];
    for (const [name, message] of bad) {
      const res = await t.call(editor, ipset.createSet, { rawBody: { name } });
      expect(res.statusCode, String(name)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details[0].field).toBe('body.name');
      expect(body.details.map((d: { message: string }) => d.message).join(' ')).toMatch(message);
    }
    expect((await t.call(editor, ipset.createSet, { body: { name: 'a'.repeat(31) } })).statusCode).toBe(201);
  });

  it('refuses an unknown family or type', async () => {
    for (const payload of [
      { name: uniqueName(), family: 'ipv4' },
      { name: uniqueName(), type: 'hash:ip,port' },
    ]) {
      const res = await t.call(editor, ipset.createSet, { rawBody: payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toMatch(/^body\.(family|type)$/);
    }
  });

  it('refuses a second set of the same name with 409', async () => {
    const name = uniqueName('dup');
    await createSet({ name });
    const res = await t.call(editor, ipset.createSet, { body: { name, family: 'inet6' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', details: [{ field: 'body.name' }] });
    // ipset names are case-sensitive
    expect((await t.call(editor, ipset.createSet, { body: { name: name.toUpperCase() } })).statusCode).toBe(201);
  });

  it('reads one set by id or by name', async () => {
    const set = await createSet({
      name: uniqueName('byname'),
      family: 'inet6',
      type: 'hash:ip',
      description: 'Bad bots',
    });
    for (const ref of [String(set.id), set.name]) {
      const res = await t.call(reader, ipset.getSet, { params: { id: ref } });
      expect(res.statusCode).toBe(200);
      expect(res.reply()).toMatchObject({
        id: set.id,
        name: set.name,
        family: 'inet6',
        type: 'hash:ip',
        description: 'Bad bots',
      });
    }
    const bad = await t.call(reader, ipset.getSet, { params: { id: 'bad name' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('params.id');
  });

  it('lists sets by name with search, filters and paging', async () => {
    const prefix = `lst${Date.now() % 100000}`;
    for (const [suffix, family] of [
      ['c', 'inet'],
      ['a', 'inet6'],
      ['b', 'inet'],
    ] as const) {
      await createSet({ name: `${prefix}-${suffix}`, family });
    }
    const res = await t.call(reader, ipset.listSets, { query: { search: prefix.toUpperCase(), take: 2 } });
    expect(res.statusCode).toBe(200);
    const page1 = res.reply();
    expect(page1).toMatchObject({ total: 3, page: 1, take: 2 });
    expect(page1.items.map((s: { name: string }) => s.name)).toEqual([`${prefix}-a`, `${prefix}-b`]);
    const page2 = await t.call(reader, ipset.listSets, { query: { search: prefix, take: 2, page: 2 } });
    expect(page2.reply().items.map((s) => s.name)).toEqual([`${prefix}-c`]);
    const v6 = await t.call(reader, ipset.listSets, { query: { search: prefix, family: 'inet6' } });
    expect(v6.reply().items.map((s) => s.name)).toEqual([`${prefix}-a`]);
    const wild = await t.call(reader, ipset.listSets, { query: { search: '%' } });
    expect(wild.reply().total).toBe(0);
    const badTake = await t.call(reader, ipset.listSets, { query: { take: 1000 } });
    expect(badTake.statusCode).toBe(400);
  });

  it('deletes a set with its entries, by name, and audits what was there', async () => {
    const set = await createSet({ name: uniqueName('gone') });
    expect((await addIps(set.id, ['10.0.0.0/24', '192.0.2.1'])).statusCode).toBe(201);
    const res = await t.call(editor, ipset.deleteSet, { params: { id: set.name } });
    expect(res.statusCode).toBe(200);
    expect(res.reply()).toMatchObject({ id: set.id, name: set.name, entryCount: 2 });
    expect((await t.call(reader, ipset.getSet, { params: { id: String(set.id) } })).statusCode).toBe(404);
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM ipset_entries WHERE set_id = $1', [
      set.id,
    ]);
    expect(rows[0].n).toBe(0);
    const audit = await lastAudit(set.id);
    expect(audit.method).toBe('DELETE');
    expect(audit.before).toMatchObject({ name: set.name, ips: ['10.0.0.0/24', '192.0.2.1'] });
    // The name is free again.
    await createSet({ name: set.name });
  });
});

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
    const desc = await t.call(editor, ipset.createSet, { body: { name: uniqueName('nul'), description: 'a\u0000b' } });
    expect(desc.statusCode).toBe(400);
    expect(desc.json().details[0]).toEqual({ field: 'body.description', message: 'must not contain NUL characters' });
    const set = await createSet({ name: uniqueName('nul') });
    for (const [label, send] of [
      ['sets', () => t.call(reader, ipset.listSets, { query: { search: '\0' } })],
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
      const res = await t.call(editor, ipset.addIps, { params: { set: String(set.id) }, rawBody: payload });
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
      (await t.call(reader, ipset.listIps, { params: { id: String(set.id) }, rawQuery: 'cache=maybe' })).statusCode,
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

describe('deleting entries', () => {
  it('removes a network sent URL-encoded, in any spelling, and audits it', async () => {
    const set = await createSet({ name: uniqueName('del'), family: 'inet6' });
    await addIps(set.id, ['2001:db8::/32', '2001:db8:1::1']);
    const res = await t.call(editor, ipset.deleteIp, { params: { set: set.name, ip: '2001:DB8:0::/32' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.reply()).toMatchObject({ ip: '2001:db8::/32', set: { id: set.id, entryCount: 1 } });
    expect(await ipsOf(set.id)).toEqual(['2001:db8:1::1']);
    const audit = await lastAudit(set.id);
    expect(audit).toMatchObject({ method: 'DELETE', before: { ip: '2001:db8::/32' }, after: { entryCount: 1 } });
  });

  it('removes an IPv4 network and a single address', async () => {
    const set = await createSet({ name: uniqueName('del4') });
    await addIps(set.id, ['10.0.0.0/24', '10.0.0.7']);
    expect(
      (await t.call(editor, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.0/24' } })).statusCode,
    ).toBe(200);
    expect((await t.call(editor, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.7' } })).statusCode).toBe(
      200,
    );
    expect(await ipsOf(set.id)).toEqual([]);
  });

  it('answers 404 for an entry not in the set, 400 for a malformed one', async () => {
    const set = await createSet({ name: uniqueName('del404') });
    await addIps(set.id, ['10.0.0.0/24']);
    const missing = await t.call(editor, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.7' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`10.0.0.7 in IP set ${set.name} not found`);
    const bad = await t.call(editor, ipset.deleteIp, { params: { set: String(set.id), ip: '1.2.3' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'params.ip', message: 'an IPv4 address needs four numbers separated by dots' },
    ]);
    const hostBits = await t.call(editor, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.5/24' } });
    expect(hostBits.statusCode).toBe(400);
    // An unencoded slash is another path, which no endpoint has (a typed call encodes it): written out.
    const unencoded = await t.as(editor, { method: 'DELETE', url: `/api/ipset/sets/${set.id}/ips/10.0.0.0/24` });
    expect(unencoded.statusCode).toBe(404);
    expect(await ipsOf(set.id)).toEqual(['10.0.0.0/24']);
  });
});

describe('export', () => {
  it('writes ipset restore input as text, and as a JSON string for JSON-only clients', async () => {
    const set = await createSet({ name: uniqueName('exp'), family: 'inet6' });
    await addIps(set.id, ['2001:db8:1::1', '2001:db8::/32']);
    const text = await t.call(reader, ipset.exportSet, { params: { id: set.name } });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.headers['content-disposition']).toBe(`attachment; filename="${set.name}.ipset"`);
    const script = `create ${set.name} hash:net family inet6\nadd ${set.name} 2001:db8::/32\nadd ${set.name} 2001:db8:1::1\n`;
    expect(text.body).toBe(script);
    const json = await t.call(reader, ipset.exportSet, {
      params: { id: String(set.id) },
      headers: { accept: 'application/json' },
    });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.reply()).toBe(script);
  });

  it('exports an empty set as its create line', async () => {
    const set = await createSet({ name: uniqueName('empty'), type: 'hash:ip' });
    const res = await t.call(reader, ipset.exportSet, { params: { id: String(set.id) } });
    expect(res.body).toBe(`create ${set.name} hash:ip family inet\n`);
  });
});

describe('concurrency', () => {
  it('two pastes of the same lines at once add each entry once', async () => {
    const set = await createSet({ name: uniqueName('race') });
    const ips = ['203.0.113.1', '203.0.113.2', '203.0.113.0/30'];
    const [a, b] = await Promise.all([addIps(set.id, ips), addIps(set.id, ips)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    const got = await t.call(reader, ipset.getSet, { params: { id: String(set.id) } });
    expect(got.reply().entryCount).toBe(3);
  });
});
