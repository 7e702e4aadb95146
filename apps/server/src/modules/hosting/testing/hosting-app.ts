// What the hosting tests share: an app with the people they act as, a server made by the
// administrator, and a fake CDN provider whose answers a test may hold back.
import http from 'node:http';
import type net from 'node:net';
import * as hosting from '@backoffice/contract/modules/hosting';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

export interface HostingApp {
  t: TestApp;
  admin: TestUser;
  /** Reads servers and websites, changes nothing. */
  reader: TestUser;
  /** Reads servers and changes websites: the scopes of each change (issue 25). */
  webmaster: TestUser;
  /** A server made by the administrator. */
  newServer(body: hosting.ServerInput): Promise<hosting.Server>;
}

/** The app with `env` (a test's CDN provider, the addresses a status check may reach) and its people. */
export async function startHostingApp(env: Record<string, string> = {}): Promise<HostingApp> {
  const t = await createTestApp({ env });
  const admin = await t.createUser({ isAdmin: true });
  const reader = await t.createUser({ scopes: ['server:server:read', 'vhost:vhost:read'] });
  const webmaster = await t.createUser({
    scopes: [
      'server:server:read',
      'vhost:vhost:read',
      'vhost:vhost:create',
      'vhost:vhost:update',
      'vhost:vhost:delete',
    ],
  });
  return {
    t,
    admin,
    reader,
    webmaster,
    newServer: (body) => t.callOk(admin, hosting.createServer, { body }),
  };
}

export interface FakeCdnProvider {
  /** The environment that points the app at it. */
  env: Record<string, string>;
  /** Every request it got, in order. */
  calls: { method: string; url: string }[];
  /** From now on answers nothing until `answerHeld()`: a purge that takes its time. */
  hold(): void;
  /** Requests held back so far. */
  held(): number;
  /** Answers the held requests and stops holding. */
  answerHeld(): void;
  close(): void;
}

/** A CDN provider that purges and switches anything but refuses to switch the CDN for refused.example. */
export async function startCdnProvider(): Promise<FakeCdnProvider> {
  const calls: { method: string; url: string }[] = [];
  const held: http.ServerResponse[] = [];
  let holding = false;
  const queued = (res: http.ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'queued' }));
  const server = http.createServer((req, res) => {
    calls.push({ method: req.method!, url: req.url! });
    if (req.headers.authorization !== 'Bearer cdn-token') return void res.writeHead(401).end();
    if (req.url!.includes('refused.example')) {
      res.writeHead(422, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ message: 'domain is not verified at the edge' }));
    }
    if (holding) return void held.push(res);
    queued(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const answerHeld = () => {
    holding = false;
    for (const res of held.splice(0)) queued(res);
  };
  return {
    env: { CDN_API_URL: `http://127.0.0.1:${port}`, CDN_API_TOKEN: 'cdn-token' },
    calls,
    hold: () => {
      holding = true;
    },
    held: () => held.length,
    answerHeld,
    close: () => {
      answerHeld();
      server.close();
    },
  };
}
