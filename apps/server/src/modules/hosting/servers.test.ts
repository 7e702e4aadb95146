// Servers through the API: types and their services, names, addresses, the lists' filters, edits and
// the Down windows. The status check against real sockets is status-checks.test.ts.
import * as hosting from '@backoffice/contract/modules/hosting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostingApp, startHostingApp } from './testing/hosting-app.js';

let h: HostingApp;
beforeAll(async () => {
  h = await startHostingApp();
}, 120_000);
afterAll(() => h?.t.close());

/** A database server `name` (at `<name>.internal`) offering MariaDB and Redis. */
const newDatabaseServer = (name: string) =>
  h.newServer({
    name,
    type: 'database',
    address: `${name}.internal`,
    services: [
      { name: 'mariadb', port: 3306 },
      { name: 'redis', port: 6379 },
    ],
  });

describe('server types', () => {
  it('are the six of the list, each with its own services', async () => {
    const types = await h.t.callOk(h.reader, hosting.listServerTypes, {});
    expect(types.map((x) => x.type)).toEqual(['web', 'database', 'mail', 'dns', 'cdn', 'storage']);
    expect(
      (await h.t.callOk(h.reader, hosting.listTypeServices, { params: { type: 'mail' } })).map((s) => s.name),
    ).toEqual(['postfix', 'dovecot', 'rspamd']);
  });

  it('answer 404 for a type not on the list, names every object has included', async () => {
    // The fuzz test found `valueOf` answered 500.
    for (const type of ['toaster', 'valueOf', 'constructor', '__proto__']) {
      expect((await h.t.call(h.reader, hosting.listTypeServices, { params: { type } })).statusCode, type).toBe(404);
    }
  });
});

describe('a new server', () => {
  it('is Up, unchecked and holds no websites', async () => {
    const server = await h.newServer({
      name: 'web-1',
      type: 'web',
      address: '10.0.0.1',
      services: [{ name: 'nginx', port: 443 }],
    });
    expect(server).toMatchObject({ status: 'Up', websiteCount: 0, check: { kind: 'none' } });
  });

  it('offers only the services of its type, and the refusal names them', async () => {
    const wrong = await h.t.call(h.admin, hosting.createServer, {
      body: { name: 'web-2', type: 'web', address: '10.0.0.2', services: [{ name: 'postfix', port: 25 }] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      {
        field: 'body.services.0.name',
        message: 'postfix is not a service of a web server (nginx, php-fpm, redis, memcached)',
      },
    ]);
  });

  it('takes a name no other server has, whatever its case', async () => {
    await h.newServer({ name: 'mail-1', type: 'mail', address: '10.0.0.4' });
    const taken = await h.t.call(h.admin, hosting.createServer, {
      body: { name: 'MAIL-1', type: 'mail', address: '10.0.0.3' },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses an address that is no host name or IP address, on its field', async () => {
    const bad = await h.t.call(h.admin, hosting.createServer, {
      body: { name: 'x', type: 'web', address: '10.0.0.1; rm -rf /' },
    });
    expect(bad.json().details[0].field).toBe('body.address');
  });
});

describe('servers', () => {
  let dbServer: hosting.Server;
  beforeAll(async () => {
    dbServer = await newDatabaseServer('db-1');
  });

  it('are listed by type', async () => {
    const byType = await h.t.callOk(h.reader, hosting.listServers, { query: { type: 'database' } });
    expect(byType.items.map((s) => s.name)).toEqual(['db-1']);
  });

  it('are listed by ids', async () => {
    const byIds = await h.t.callOk(h.reader, hosting.listServers, { query: { ids: [dbServer.id] } });
    expect(byIds.items.map((s) => s.id)).toEqual([dbServer.id]);
  });

  it('keep, moved to another type, the services that type offers too', async () => {
    const server = await newDatabaseServer('db-2');
    const edited = await h.t.callOk(h.admin, hosting.updateServer, {
      params: { id: server.id },
      body: { type: 'web' },
    });
    expect(edited.services).toEqual([{ name: 'redis', port: 6379 }]);
  });

  it('are edited only with the update scope', async () => {
    expect(
      (await h.t.call(h.reader, hosting.updateServer, { params: { id: dbServer.id }, body: { notes: 'x' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('Down windows', () => {
  it('open when a server goes Down, with the reason given', async () => {
    const server = await h.newServer({ name: 'flaky', type: 'mail', address: '10.0.0.9' });
    const down = await h.t.callOk(h.admin, hosting.setServerStatus, {
      params: { id: server.id },
      body: { status: 'Down', reason: 'disk' },
    });
    expect(down.status).toBe('Down');
    expect(down.downtimes).toHaveLength(1);
    expect(down.downtimes[0]).toMatchObject({ endedAt: null, reason: expect.stringMatching(/: disk$/) });
  });

  it('stay one when Down is set again, and Up closes it', async () => {
    const server = await h.newServer({ name: 'flaky-2', type: 'mail', address: '10.0.0.10' });
    await h.t.callOk(h.admin, hosting.setServerStatus, { params: { id: server.id }, body: { status: 'Down' } });
    await h.t.callOk(h.admin, hosting.setServerStatus, { params: { id: server.id }, body: { status: 'Down' } });
    const up = await h.t.callOk(h.admin, hosting.setServerStatus, {
      params: { id: server.id },
      body: { status: 'Up' },
    });
    expect(up.downtimes).toHaveLength(1);
    expect(up.downtimes[0]!.endedAt).not.toBeNull();
    expect(Date.parse(up.downtimes[0]!.endedAt!)).toBeGreaterThanOrEqual(Date.parse(up.downtimes[0]!.startedAt));
  });

  it('are opened by hand only with the status scope', async () => {
    const server = await h.newServer({ name: 'flaky-3', type: 'mail', address: '10.0.0.11' });
    expect(
      (await h.t.call(h.reader, hosting.setServerStatus, { params: { id: server.id }, body: { status: 'Down' } }))
        .statusCode,
    ).toBe(403);
  });
});
