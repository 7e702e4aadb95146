// The status check of servers against real sockets. It may reach loopback here only because
// SERVER_CHECK_ALLOW_PRIVATE lists it (issue 23: the default refuses every internal address;
// `checks.test.ts` holds that rule's tests).
import http from 'node:http';
import net from 'node:net';
import * as hosting from '@backoffice/contract/modules/hosting';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { checkServers } from './services/checks.js';
import { type HostingApp, startHostingApp } from './testing/hosting-app.js';

let h: HostingApp;
beforeAll(async () => {
  h = await startHostingApp({ SERVER_CHECK_ALLOW_PRIVATE: '127.0.0.0/8,::1/128' });
}, 120_000);
afterAll(() => h?.t.close());

/** The servers and sockets a test made: each test checks only its own. */
const made: number[] = [];
const sockets: (net.Server | http.Server)[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) {
    if (socket instanceof http.Server) socket.closeAllConnections();
    socket.close();
  }
  for (const id of made.splice(0)) await h.t.callOk(h.admin, hosting.deleteServer, { params: { id } });
});

async function listen<S extends net.Server>(server: S, port = 0): Promise<number> {
  sockets.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

async function checked(name: string, check: hosting.ServerInput['check']) {
  const server = await h.newServer({ name, type: 'web', address: '127.0.0.1', check });
  made.push(server.id);
  return server;
}

const view = (id: number) => h.t.callOk(h.reader, hosting.viewServer, { params: { id } });

it('keeps a server whose TCP port listens Up', async () => {
  const port = await listen(net.createServer((s) => s.end()));
  const tcp = await checked('probe-tcp', { kind: 'tcp', port });
  expect(await checkServers(h.t.app.ctx)).toEqual([]);
  expect((await view(tcp.id)).status).toBe('Up');
});

it('marks a server Down at its second failed check, not its first', async () => {
  // The HTTP server answers 503.
  const webPort = await listen(http.createServer((_, res) => res.writeHead(503).end()));
  const httpServer = await checked('probe-http', { kind: 'http', url: `http://127.0.0.1:${webPort}/health` });
  expect(await checkServers(h.t.app.ctx)).toEqual([]);
  expect((await view(httpServer.id)).status).toBe('Up');
  expect(await checkServers(h.t.app.ctx)).toEqual([{ id: httpServer.id, status: 'Down' }]);
});

it('says why in its own words, never the OS error, and opens a Down window with them', async () => {
  const listener = net.createServer((s) => s.end());
  const port = await listen(listener);
  const tcp = await checked('probe-refused', { kind: 'tcp', port });
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await checkServers(h.t.app.ctx);
  expect((await view(tcp.id)).status).toBe('Up');
  await checkServers(h.t.app.ctx);
  const down = await view(tcp.id);
  expect(down.status).toBe('Down');
  // ECONNREFUSED would make the check a port scanner's tool.
  expect(down.statusReason).toBe(`Check: TCP 127.0.0.1:${port}: refused`);
  expect(down.downtimes[0]!.reason).toBe(`Check: TCP 127.0.0.1:${port}: refused`);
  expect(down.downtimes[0]!.endedAt).toBeNull();
});

it('brings a Down server back Up when its check is answered', async () => {
  const failing = http.createServer((_, res) => res.writeHead(503).end());
  const webPort = await listen(failing);
  const httpServer = await checked('probe-back', { kind: 'http', url: `http://127.0.0.1:${webPort}/health` });
  await checkServers(h.t.app.ctx);
  expect(await checkServers(h.t.app.ctx)).toEqual([{ id: httpServer.id, status: 'Down' }]);
  failing.closeAllConnections();
  await new Promise<void>((resolve) => failing.close(() => resolve()));
  await listen(
    http.createServer((_, res) => res.writeHead(204).end()),
    webPort,
  );
  expect(await checkServers(h.t.app.ctx)).toEqual([{ id: httpServer.id, status: 'Up' }]);
});
