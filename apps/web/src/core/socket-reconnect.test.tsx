/// <reference types="vitest/jsdom" />
// The socket of a signed-in page across a server restart (issue 33, "the web app reconnects to another
// instance without signing the person out and without losing a realtime event"): the real socket.io
// client of core/socket.ts against a real socket.io server on a real port, stopped and started again
// as an instance is on a graceful restart; the page's data comes over real HTTP from the same server.
// What the server pushed while the page was away never arrives, so the page must read its data again.

import { createServer, type Server as HttpServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { me, type SessionUser } from '@backoffice/contract/modules/auth';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Server as SocketServer } from 'socket.io';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { call } from './api';
import { notificationQueue } from './notifications';
import { queryClient } from './query-client';
import { session } from './session';
import { connectSocket, disconnectSocket, SOCKET_PATH } from './socket';

const jwt = 'the-session-token';
const user: SessionUser = {
  id: 7,
  profileId: 7,
  username: 'ann',
  email: 'ann@example.com',
  name: 'Ann Agent',
  wsKey: 'the-session-socket-key',
  scopes: [],
  departmentId: null,
  isAdmin: false,
  darkTheme: false,
  showReviewedEscalations: false,
  profileImage: null,
};

/** What the instances share (the database, in production): the person's name as `me` answers it. */
const shared = { name: user.name, meCalls: 0 };

interface Instance {
  http: HttpServer;
  io: SocketServer;
}

/**
 * One instance on `port`: `GET /api/auth/me` for the session's bearer token (anything else: the
 * spec's 401), and the socket for the session's key (anything else refused), as the real server.
 */
async function startInstance(port: number): Promise<Instance> {
  const http = createServer((request, response) => {
    if (request.url !== '/api/auth/me' || request.headers.authorization !== `Bearer ${jwt}`) {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          statusCode: 401,
          error: 'Unauthorized',
          code: 'TOKEN_INVALID',
          message: 'Invalid token provided',
        }),
      );
      return;
    }
    shared.meCalls += 1;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ ...user, name: shared.name }));
  });
  const io = new SocketServer(http, { path: SOCKET_PATH, transports: ['websocket'] });
  io.use((socket, next) =>
    next(socket.handshake.query.key === user.wsKey ? undefined : new Error('Invalid socket key')),
  );
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  return { http, io };
}

/** Stops an instance the way a restart does: every socket dropped, the port released. */
async function stopInstance({ http, io }: Instance): Promise<void> {
  const closed = new Promise<void>((resolve) => io.close(() => resolve()));
  http.closeAllConnections();
  await closed;
}

const connected = () => document.documentElement.dataset.socket === 'connected';

function PersonName() {
  const { data } = useQuery({ queryKey: [me.name], queryFn: () => call(me) });
  return <p>{data ? `Signed in as ${data.name}` : 'Loading'}</p>;
}

/**
 * `fetch` over node:http: the screen tests of the same worker replace `globalThis.fetch` with their
 * fakes (files share one module graph, isolate: false), so the runtime's own cannot be relied on here.
 */
function httpFetch(url: URL, init?: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()) },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve(
            new Response(Buffer.concat(chunks), {
              status: answer.statusCode,
              headers: answer.headers as Record<string, string>,
            }),
          ),
        );
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(typeof init?.body === 'string' ? init.body : undefined);
  });
}

let instance: Instance;
let port: number;
const pageUrl = location.href;

beforeAll(async () => {
  instance = await startInstance(0);
  port = (instance.http.address() as AddressInfo).port;
  // The page is served by the instance: `io()` and `/api/…` resolve against its address.
  jsdom.reconfigure({ url: `http://127.0.0.1:${port}/` });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    httpFetch(new URL(String(input), location.href), init),
  );
});

afterEach(() => {
  disconnectSocket();
  session.signOut('user'); // clears the query cache too (query-client.ts)
});

afterAll(async () => {
  vi.unstubAllGlobals();
  jsdom.reconfigure({ url: pageUrl });
  await stopInstance(instance);
});

it('reads the data again once back after a restart, still signed in, though the push sent meanwhile never arrived', async () => {
  session.signIn(jwt, user);
  render(
    <QueryClientProvider client={queryClient}>
      <PersonName />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Signed in as Ann Agent', {}, { timeout: 10_000 })).toBeInTheDocument();
  connectSocket(user.wsKey);
  await vi.waitFor(() => expect(connected()).toBe(true), { timeout: 10_000 });
  const callsBefore = shared.meCalls;

  // The instance restarts. While the page is away, an administrator renames the person and the
  // server pushes it: nobody is connected to receive it.
  await stopInstance(instance);
  await vi.waitFor(() => expect(connected()).toBe(false), { timeout: 10_000 });
  shared.name = 'Ann Renamed';
  instance = await startInstance(port);
  expect(instance.io.engine.clientsCount).toBe(0);
  instance.io.emit('notification', { level: 'info', title: 'Your name changed', body: '' });

  // socket.io reconnects by itself (1 s ± 50 %); the page then reads what it shows again.
  await vi.waitFor(() => expect(connected()).toBe(true), { timeout: 15_000 });
  // Waits, not timings: a loaded machine (the CI's parallel files) takes over a second to refetch.
  expect(await screen.findByText('Signed in as Ann Renamed', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(shared.meCalls).toBe(callsBefore + 1);
  expect(notificationQueue.get().map((n) => n.title)).not.toContain('Your name changed');
  // Still signed in with the same session: no sign-out, no new token, the same socket key.
  expect(session.get().jwt).toBe(jwt);
  expect(session.get().user?.id).toBe(user.id);
  expect(instance.io.engine.clientsCount).toBe(1);
}, 30_000);
