// Exporting an IP set as `ipset restore` input.
import * as ipset from '@backoffice/contract/modules/ipset';
import { describe, expect, it } from 'vitest';
import { useIpsetApp } from './testing/ipset-app.js';

const s = useIpsetApp();
const { uniqueName, createSet, addIps } = s;

describe('export', () => {
  it('writes ipset restore input as text, and as a JSON string for JSON-only clients', async () => {
    const set = await createSet({ name: uniqueName('exp'), family: 'inet6' });
    await addIps(set.id, ['2001:db8:1::1', '2001:db8::/32']);
    const text = await s.t.call(s.reader, ipset.exportSet, { params: { id: set.name } });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.headers['content-disposition']).toBe(`attachment; filename="${set.name}.ipset"`);
    const script = `create ${set.name} hash:net family inet6\nadd ${set.name} 2001:db8::/32\nadd ${set.name} 2001:db8:1::1\n`;
    expect(text.body).toBe(script);
    const json = await s.t.call(s.reader, ipset.exportSet, {
      params: { id: String(set.id) },
      headers: { accept: 'application/json' },
    });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.reply()).toBe(script);
  });

  it('exports an empty set as its create line', async () => {
    const set = await createSet({ name: uniqueName('empty'), type: 'hash:ip' });
    const res = await s.t.call(s.reader, ipset.exportSet, { params: { id: String(set.id) } });
    expect(res.body).toBe(`create ${set.name} hash:ip family inet\n`);
  });
});
