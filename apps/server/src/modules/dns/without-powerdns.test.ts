// DNS without PowerDNS configured, and with a PowerDNS that does not answer.
import * as dns from '@backoffice/contract/modules/dns';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { dnsSuite, newZone, zoneApi } from './testing/fixtures.js';

const suite = dnsSuite();

describe('PowerDNS settings', () => {
  it('reports sync as disabled without PowerDNS, and sync is refused', async () => {
    const zone = await newZone(suite.t, suite.who.granted, 'nosync.com');
    expect((await suite.api.get(suite.who.granted, zone.id)).reply().powerDns.state).toBe('disabled');
    const sync = await suite.t.call(suite.who.granted, dns.syncZone, { params: { id: zone.id } });
    expect(sync.statusCode).toBe(409);
  });

  it('refuses changes with 503 and keeps nothing when PowerDNS is unreachable', async () => {
    const zone = await newZone(suite.t, suite.who.granted, 'down.com');
    // The same database, served by an instance whose PowerDNS does not answer.
    const down = await createTestApp({
      database: suite.t.database,
      env: { PDNS_API_URL: 'http://127.0.0.1:9', PDNS_API_KEY: 'whatever' },
    });
    const served = zoneApi(down);
    try {
      const view = (await served.get(suite.who.granted, zone.id)).reply();
      expect(view.powerDns).toMatchObject({ state: 'unreachable', message: expect.stringMatching(/unreachable/) });
      const change = await served.change(suite.who.granted, zone.id, {
        create: [{ name: 'a', type: 'A', content: '192.0.2.1' }],
      });
      expect(change.statusCode).toBe(503);
      expect(change.json()).toMatchObject({
        code: 'DNS_SERVER_UNAVAILABLE',
        message: expect.stringMatching(
          /^The records of down\.com were not changed: PowerDNS at http:\/\/127\.0\.0\.1:9 is unreachable .*Nothing was changed\.$/,
        ),
      });
      expect((await served.records(suite.who.granted, zone.id)).reply().total).toBe(3);
      const del = await served.remove(suite.who.granted, zone.id);
      expect(del.statusCode).toBe(503);
      expect(del.json().message).toMatch(/^Zone down\.com was not deleted: PowerDNS .* unreachable/);
      expect((await served.get(suite.who.granted, zone.id)).statusCode).toBe(200);
      const create = await served.create(suite.who.granted, { name: 'never.com' });
      expect(create.statusCode).toBe(503);
    } finally {
      await down.close();
    }
    expect((await suite.t.call(suite.who.granted, dns.listZones, { query: { search: 'never' } })).reply().total).toBe(
      0,
    );
  });
});
