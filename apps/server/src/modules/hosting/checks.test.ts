// The status check is no scanner of our own network (issue 23), through the API and real sockets:
// internal targets are refused when a server is saved, and again when it is probed — a literal
// address before connecting, a name after resolving it at connect time — unless
// SERVER_CHECK_ALLOW_PRIVATE lists the range; a failed probe tells only "refused", "unreachable",
// "timed out", never the OS's error. Three instances on one database: `inside` lists loopback (so a
// target on this machine can be saved and answer), `closed` lists nothing (the default), `lan` lists
// two private ranges.
import http from 'node:http';
import net from 'node:net';
import * as hosting from '@backoffice/contract/modules/hosting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, testConfig } from '../../test/helpers.js';
import { checkServers } from './services/checks.js';

let inside: TestApp;
let closed: TestApp;
let lan: TestApp;
let admin: TestUser;

beforeAll(async () => {
  inside = await createTestApp({ env: { SERVER_CHECK_ALLOW_PRIVATE: '127.0.0.0/8, ::1/128' } });
  closed = await createTestApp({ database: inside.database });
  lan = await createTestApp({
    database: inside.database,
    env: { SERVER_CHECK_ALLOW_PRIVATE: '10.0.0.0/8,192.168.0.0/16' },
  });
  admin = await inside.createUser({ isAdmin: true });
}, 120_000);

afterAll(async () => {
  await lan?.close();
  await closed?.close();
  await inside?.close();
});

let n = 0;
const body = (address: string, check: hosting.ServerCheck): hosting.ServerInput => ({
  name: `target-${++n}`,
  type: 'web',
  address,
  check,
});
const view = async (id: number) => inside.callOk(admin, hosting.viewServer, { params: { id } });

/** A TCP listener and an HTTP server on loopback that count what reaches them. */
async function listeners() {
  const seen = { tcp: 0, http: 0 };
  const tcp = net.createServer((socket) => {
    seen.tcp += 1;
    socket.end();
  });
  const web = http.createServer((_, res) => {
    seen.http += 1;
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  return {
    seen,
    tcpPort: (tcp.address() as net.AddressInfo).port,
    webPort: (web.address() as net.AddressInfo).port,
    close: () => {
      tcp.close();
      web.closeAllConnections();
      web.close();
    },
  };
}

const INTERNAL = /^must not be an internal address \(loopback, link-local or private\): /;

describe('the status check refuses internal targets', () => {
  it('when a server is saved: every internal address, in any spelling, as the TCP address or the URL host', async () => {
    const addresses = [
      '127.0.0.1',
      '0.0.0.0',
      '169.254.169.254',
      '10.1.2.3',
      '172.16.5.5',
      '192.168.1.1',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'fe80::1',
      'fd00::1',
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2130706433', // decimal 127.0.0.1
      '0177.0.0.1', // octal
      '0x7f.0.0.1', // hex
      '127.1', // short
      'localhost',
      'api.localhost',
    ];
    for (const address of addresses) {
      const res = await closed.call(admin, hosting.createServer, { body: body(address, { kind: 'tcp', port: 22 }) });
      expect(res.statusCode, address).toBe(400);
      expect(res.json().details, address).toEqual([
        { field: 'body.address', message: expect.stringMatching(INTERNAL) },
      ]);
    }
    const decimal = await closed.call(admin, hosting.createServer, {
      body: body('2130706433', { kind: 'tcp', port: 22 }),
    });
    expect(decimal.json().details[0].message).toBe(
      'must not be an internal address (loopback, link-local or private): 2130706433 is 127.0.0.1, a loopback address',
    );

    const urls = [
      'http://127.1:5432/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]:8080/health',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'https://10.1.2.3/',
      'http://localhost:8080/',
    ];
    for (const url of urls) {
      const res = await closed.call(admin, hosting.createServer, {
        body: body('web.example.com', { kind: 'http', url }),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details, url).toEqual([{ field: 'body.check.url', message: expect.stringMatching(INTERNAL) }]);
    }

    // A public address written as a number is refused too, naming how to write it.
    const spelled = await closed.call(admin, hosting.createServer, {
      body: body('134744072', { kind: 'tcp', port: 53 }),
    });
    expect(spelled.json().details).toEqual([{ field: 'body.address', message: 'must be written as 8.8.8.8' }]);
  });

  it('when a server is edited into one: a check added to an internal address, an address moved inside', async () => {
    // Without a check nothing connects to the address: an inventory of internal servers is fine.
    const quiet = await closed.callOk(admin, hosting.createServer, { body: body('10.1.2.3', { kind: 'none' }) });
    const checked = await closed.call(admin, hosting.updateServer, {
      params: { id: quiet.id },
      body: { check: { kind: 'tcp', port: 22 } },
    });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().details).toEqual([{ field: 'body.address', message: expect.stringMatching(INTERNAL) }]);

    const publicOne = await closed.callOk(admin, hosting.createServer, {
      body: body('web.example.com', { kind: 'http', url: 'https://web.example.com/health' }),
    });
    const moved = await closed.call(admin, hosting.updateServer, {
      params: { id: publicOne.id },
      body: { check: { kind: 'http', url: 'http://[fe80::1]/health' } },
    });
    expect(moved.json().details).toEqual([{ field: 'body.check.url', message: expect.stringMatching(INTERNAL) }]);
    // Nothing was probed or kept: both are gone before any check round runs.
    await closed.callOk(admin, hosting.deleteServer, { params: { id: publicOne.id } });
    await closed.callOk(admin, hosting.deleteServer, { params: { id: quiet.id } });
  });

  it('allows the private ranges SERVER_CHECK_ALLOW_PRIVATE lists, and only those', async () => {
    const ten = await lan.callOk(admin, hosting.createServer, { body: body('10.1.2.3', { kind: 'tcp', port: 22 }) });
    const home = await lan.callOk(admin, hosting.createServer, {
      body: body('nas.example.com', { kind: 'http', url: 'http://192.168.1.10:8080/health' }),
    });
    for (const address of ['172.16.5.5', '127.0.0.1', '169.254.169.254', '::ffff:127.0.0.1']) {
      const res = await lan.call(admin, hosting.createServer, { body: body(address, { kind: 'tcp', port: 22 }) });
      expect(res.statusCode, address).toBe(400);
    }
    // Not probed here (nothing answers on those networks): removed again.
    await lan.callOk(admin, hosting.deleteServer, { params: { id: ten.id } });
    await lan.callOk(admin, hosting.deleteServer, { params: { id: home.id } });

    // A bad range stops the start, naming the variable.
    expect(() => testConfig({}, { SERVER_CHECK_ALLOW_PRIVATE: '10.0.0.0/33' })).toThrow(/SERVER_CHECK_ALLOW_PRIVATE/);
    expect(() => testConfig({}, { SERVER_CHECK_ALLOW_PRIVATE: 'office' })).toThrow(/SERVER_CHECK_ALLOW_PRIVATE/);
  });

  it('when a server is probed: a name that resolves inside, or an address saved while it was allowed, is refused without a connection', async () => {
    const local = await listeners();
    // Saved where loopback is allowed (as it may have been before the setting was narrowed).
    const byName = await inside.callOk(admin, hosting.createServer, {
      body: body('localhost', { kind: 'tcp', port: local.tcpPort }),
    });
    const byUrl = await inside.callOk(admin, hosting.createServer, {
      body: body('localhost', { kind: 'http', url: `http://localhost:${local.webPort}/health` }),
    });
    const literal = await inside.callOk(admin, hosting.createServer, {
      body: body('127.0.0.1', { kind: 'tcp', port: local.tcpPort }),
    });

    // Where loopback is listed, the probes reach it.
    await checkServers(inside.app.ctx);
    expect(local.seen.tcp).toBe(2);
    expect(local.seen.http).toBe(1);
    for (const s of [byName, byUrl, literal]) expect((await view(s.id)).status).toBe('Up');

    // Where nothing is listed, the same servers are refused at the probe: no connection is made,
    // and two refusals in a row set them Down with the reason.
    await checkServers(closed.app.ctx);
    await checkServers(closed.app.ctx);
    expect(local.seen).toEqual({ tcp: 2, http: 1 });
    expect(await view(byName.id)).toMatchObject({
      status: 'Down',
      statusReason: `Check: TCP localhost:${local.tcpPort}: refused: internal address`,
    });
    expect((await view(byUrl.id)).statusReason).toBe(
      `Check: GET http://localhost:${local.webPort}/health: refused: internal address`,
    );
    expect((await view(literal.id)).statusReason).toBe(
      `Check: TCP 127.0.0.1:${local.tcpPort}: refused: internal address`,
    );
    local.close();
    for (const s of [byName, byUrl, literal])
      await inside.callOk(admin, hosting.deleteServer, { params: { id: s.id } });
  });

  it('tells why a probe failed in its own words, never the OS error', async () => {
    // A port nothing listens on.
    const gone = net.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const port = (gone.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const tcp = await inside.callOk(admin, hosting.createServer, { body: body('127.0.0.1', { kind: 'tcp', port }) });
    const web = await inside.callOk(admin, hosting.createServer, {
      body: body('127.0.0.1', { kind: 'http', url: `http://127.0.0.1:${port}/` }),
    });
    await checkServers(inside.app.ctx);
    await checkServers(inside.app.ctx);
    const tcpView = await view(tcp.id);
    expect(tcpView).toMatchObject({ status: 'Down', statusReason: `Check: TCP 127.0.0.1:${port}: refused` });
    expect(tcpView.downtimes[0]!.reason).toBe(`Check: TCP 127.0.0.1:${port}: refused`);
    expect((await view(web.id)).statusReason).toBe(`Check: GET http://127.0.0.1:${port}/: refused`);

    // No reason anywhere in the API's answers carries an OS error code.
    const all = await inside.callOk(admin, hosting.listServers, { query: { take: 100 } });
    for (const s of all.items) {
      const full = await view(s.id);
      const reasons = [full.statusReason, ...full.downtimes.flatMap((d) => [d.reason, d.endReason ?? ''])];
      for (const reason of reasons) expect(reason, s.name).not.toMatch(/ECONN|EHOST|ENET|EAI_|ENOTFOUND|ETIMEDOUT/);
    }
  });
});
