// IP sets through the API: who may read and change them, and the sets themselves (names, family and
// type, lookup by id or name, the list, deletion).
import * as ipset from '@backoffice/contract/modules/ipset';
import { describe, expect, it } from 'vitest';
import { useIpsetApp } from './testing/ipset-app.js';

const s = useIpsetApp();
const { uniqueName, createSet, addIps, listIps, lastAudit } = s;

describe('access', () => {
  it('needs a token, then the scope: read for reading, create for changing', async () => {
    expect((await s.t.call(null, ipset.listSets)).statusCode).toBe(401);
    expect((await s.t.call(s.outsider, ipset.listSets)).statusCode).toBe(403);
    expect((await s.t.call(s.reader, ipset.listSets)).statusCode).toBe(200);
    const post = await s.t.call(s.reader, ipset.createSet, { body: { name: 'nope' } });
    expect(post.statusCode).toBe(403);
    expect(post.json().code).toBe('FORBIDDEN');
    const set = await createSet({ name: uniqueName() });
    expect((await addIps(set.id, ['10.0.0.1'], s.reader)).statusCode).toBe(403);
    expect((await s.t.call(s.reader, ipset.deleteSet, { params: { id: String(set.id) } })).statusCode).toBe(403);
    expect(
      (await s.t.call(s.reader, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.1' } })).statusCode,
    ).toBe(403);
    expect((await s.t.call(s.outsider, ipset.exportSet, { params: { id: String(set.id) } })).statusCode).toBe(403);
  });

  it('answers 404 for a set that does not exist, by id or by name', async () => {
    for (const [label, send] of [
      ['set 999999', () => s.t.call(s.reader, ipset.getSet, { params: { id: '999999' } })],
      ['set no-such-set', () => s.t.call(s.reader, ipset.getSet, { params: { id: 'no-such-set' } })],
      ['entries of 99999999999', () => listIps('99999999999')],
      ['export of no-such-set', () => s.t.call(s.reader, ipset.exportSet, { params: { id: 'no-such-set' } })],
    ] as const) {
      const res = await send();
      expect(res.statusCode, label).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await addIps('no-such-set', ['10.0.0.1'])).statusCode).toBe(404);
    expect((await s.t.call(s.editor, ipset.deleteSet, { params: { id: 'no-such-set' } })).statusCode).toBe(404);
    expect((await s.t.call(s.editor, ipset.deleteIp, { params: { set: '12345', ip: '10.0.0.1' } })).statusCode).toBe(
      404,
    );
  });
});

describe('sets', () => {
  it('creates a set with defaults (inet, hash:net) and records it in the audit log', async () => {
    const name = uniqueName('Block_list.v4');
    const res = await s.t.call(s.editor, ipset.createSet, { body: { name: `  ${name} ` } });
    expect(res.statusCode).toBe(201);
    const set = res.reply();
    expect(set).toMatchObject({ name, family: 'inet', type: 'hash:net', description: '', entryCount: 0 });
    expect(Number.isNaN(Date.parse(set.createdAt))).toBe(false);
    const audit = await lastAudit(set.id);
    expect(audit).toMatchObject({ method: 'POST', entity: 'ipset', user_id: s.editor.id });
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
      const res = await s.t.call(s.editor, ipset.createSet, { rawBody: { name } });
      expect(res.statusCode, String(name)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details[0].field).toBe('body.name');
      expect(body.details.map((d: { message: string }) => d.message).join(' ')).toMatch(message);
    }
    expect((await s.t.call(s.editor, ipset.createSet, { body: { name: 'a'.repeat(31) } })).statusCode).toBe(201);
  });

  it('refuses an unknown family or type', async () => {
    for (const payload of [
      { name: uniqueName(), family: 'ipv4' },
      { name: uniqueName(), type: 'hash:ip,port' },
    ]) {
      const res = await s.t.call(s.editor, ipset.createSet, { rawBody: payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toMatch(/^body\.(family|type)$/);
    }
  });

  it('refuses a second set of the same name with 409', async () => {
    const name = uniqueName('dup');
    await createSet({ name });
    const res = await s.t.call(s.editor, ipset.createSet, { body: { name, family: 'inet6' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', details: [{ field: 'body.name' }] });
    // ipset names are case-sensitive
    expect((await s.t.call(s.editor, ipset.createSet, { body: { name: name.toUpperCase() } })).statusCode).toBe(201);
  });

  it('reads one set by id or by name', async () => {
    const set = await createSet({
      name: uniqueName('byname'),
      family: 'inet6',
      type: 'hash:ip',
      description: 'Bad bots',
    });
    for (const ref of [String(set.id), set.name]) {
      const res = await s.t.call(s.reader, ipset.getSet, { params: { id: ref } });
      expect(res.statusCode).toBe(200);
      expect(res.reply()).toMatchObject({
        id: set.id,
        name: set.name,
        family: 'inet6',
        type: 'hash:ip',
        description: 'Bad bots',
      });
    }
    const bad = await s.t.call(s.reader, ipset.getSet, { params: { id: 'bad name' } });
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
    const res = await s.t.call(s.reader, ipset.listSets, { query: { search: prefix.toUpperCase(), take: 2 } });
    expect(res.statusCode).toBe(200);
    const page1 = res.reply();
    expect(page1).toMatchObject({ total: 3, page: 1, take: 2 });
    expect(page1.items.map((s: { name: string }) => s.name)).toEqual([`${prefix}-a`, `${prefix}-b`]);
    const page2 = await s.t.call(s.reader, ipset.listSets, { query: { search: prefix, take: 2, page: 2 } });
    expect(page2.reply().items.map((s) => s.name)).toEqual([`${prefix}-c`]);
    const v6 = await s.t.call(s.reader, ipset.listSets, { query: { search: prefix, family: 'inet6' } });
    expect(v6.reply().items.map((s) => s.name)).toEqual([`${prefix}-a`]);
    const wild = await s.t.call(s.reader, ipset.listSets, { query: { search: '%' } });
    expect(wild.reply().total).toBe(0);
    const badTake = await s.t.call(s.reader, ipset.listSets, { query: { take: 1000 } });
    expect(badTake.statusCode).toBe(400);
  });

  it('deletes a set with its entries, by name, and audits what was there', async () => {
    const set = await createSet({ name: uniqueName('gone') });
    expect((await addIps(set.id, ['10.0.0.0/24', '192.0.2.1'])).statusCode).toBe(201);
    const res = await s.t.call(s.editor, ipset.deleteSet, { params: { id: set.name } });
    expect(res.statusCode).toBe(200);
    expect(res.reply()).toMatchObject({ id: set.id, name: set.name, entryCount: 2 });
    expect((await s.t.call(s.reader, ipset.getSet, { params: { id: String(set.id) } })).statusCode).toBe(404);
    const { rows } = await s.t.database.pool.query('SELECT count(*)::int AS n FROM ipset_entries WHERE set_id = $1', [
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
