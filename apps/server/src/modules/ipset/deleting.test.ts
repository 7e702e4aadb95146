// Removing entries from an IP set, in any spelling of the address.
import * as ipset from '@backoffice/contract/modules/ipset';
import { describe, expect, it } from 'vitest';
import { useIpsetApp } from './testing/ipset-app.js';

const s = useIpsetApp();
const { uniqueName, createSet, addIps, ipsOf, lastAudit } = s;

describe('deleting entries', () => {
  it('removes a network sent URL-encoded, in any spelling, and audits it', async () => {
    const set = await createSet({ name: uniqueName('del'), family: 'inet6' });
    await addIps(set.id, ['2001:db8::/32', '2001:db8:1::1']);
    const res = await s.t.call(s.editor, ipset.deleteIp, { params: { set: set.name, ip: '2001:DB8:0::/32' } });
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
      (await s.t.call(s.editor, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.0/24' } })).statusCode,
    ).toBe(200);
    expect(
      (await s.t.call(s.editor, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.7' } })).statusCode,
    ).toBe(200);
    expect(await ipsOf(set.id)).toEqual([]);
  });

  it('answers 404 for an entry not in the set, 400 for a malformed one', async () => {
    const set = await createSet({ name: uniqueName('del404') });
    await addIps(set.id, ['10.0.0.0/24']);
    const missing = await s.t.call(s.editor, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.7' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`10.0.0.7 in IP set ${set.name} not found`);
    const bad = await s.t.call(s.editor, ipset.deleteIp, { params: { set: String(set.id), ip: '1.2.3' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'params.ip', message: 'an IPv4 address needs four numbers separated by dots' },
    ]);
    const hostBits = await s.t.call(s.editor, ipset.deleteIp, { params: { set: String(set.id), ip: '10.0.0.5/24' } });
    expect(hostBits.statusCode).toBe(400);
    // An unencoded slash is another path, which no endpoint has (a typed call encodes it): written out.
    const unencoded = await s.t.as(s.editor, { method: 'DELETE', url: `/api/ipset/sets/${set.id}/ips/10.0.0.0/24` });
    expect(unencoded.statusCode).toBe(404);
    expect(await ipsOf(set.id)).toEqual(['10.0.0.0/24']);
  });
});
