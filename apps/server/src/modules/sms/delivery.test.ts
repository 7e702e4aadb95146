// Delivery by the sms.deliver job's function (tests start no scheduler: they call it, moving the clock):
// the HTTP provider against a real local HTTP server (the request it gets, sent, retried, failed), and
// the outbox provider.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverDue } from './services/delivery.js';
import { outboxProvider } from './services/providers.js';
import { useSmsApp } from './testing/sms-app.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  method: string;
}

/** The gateway: answers what `answer` says next, records what it got. */
let gateway: Server;
let gatewayUrl = '';
const received: Received[] = [];
let answer: () => { status: number; body: string } = () => ({ status: 200, body: '{"id":"gw-1"}' });

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(data), method: request.method ?? '' });
      const { status, body } = answer();
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const s = useSmsApp(() => ({ SMS_API_URL: gatewayUrl, SMS_API_TOKEN: 'gw-secret', SMS_MAX_ATTEMPTS: '3' }));

beforeEach(async () => {
  received.length = 0;
  answer = () => ({ status: 200, body: '{"id":"gw-1"}' });
  // Each test delivers its own messages only.
  await s.t.database.pool.query("UPDATE sms_messages SET status = 'failed' WHERE status = 'queued'");
});

async function queue(text: string, recipient = '+4915112345678') {
  const res = await s.send({ recipients: [recipient], text });
  expect(res.statusCode, res.body).toBe(201);
  return res.reply()[0]!;
}

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('HTTP provider', () => {
  it('posts the message as JSON with the bearer token and an idempotency key; a 2xx marks it sent', async () => {
    const message = await queue('Hello €');
    expect(message.provider).toBe('http');
    expect(await deliverDue(s.t.app.ctx)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer gw-secret',
      'content-type': 'application/json',
      'idempotency-key': `sms-${message.id}`,
    });
    expect(request!.body).toEqual({
      id: message.id,
      to: '+4915112345678',
      text: 'Hello €',
      encoding: 'GSM-7',
      segments: 1,
    });
    const row = await s.messageRow(message.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, provider_message_id: 'gw-1' });
    expect(row.sent_at).not.toBeNull();
    // Sent once: the next run finds nothing.
    expect(await deliverDue(s.t.app.ctx, { now: minutes(60) })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('retries a 500 later (1 min, then 5 min) and fails the message after the last attempt', async () => {
    answer = () => ({ status: 500, body: 'gateway on fire' });
    const message = await queue('Will fail');
    expect(await deliverDue(s.t.app.ctx)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await s.messageRow(message.id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'The SMS gateway answered 500: gateway on fire',
    });
    const due = new Date(row.next_attempt_at).getTime() - Date.now();
    expect(due).toBeGreaterThan(50_000);
    expect(due).toBeLessThan(70_000);
    // Not due yet: nothing is sent.
    expect(await deliverDue(s.t.app.ctx)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);

    expect(await deliverDue(s.t.app.ctx, { now: minutes(2) })).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = await s.messageRow(message.id);
    expect(row.attempts).toBe(2);
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(minutes(6).getTime() - 10_000);

    expect(await deliverDue(s.t.app.ctx, { now: minutes(10) })).toEqual({ sent: 0, retried: 0, failed: 1 });
    row = await s.messageRow(message.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`sms-${message.id}`]));
  });

  it('sends a retried message once the gateway answers again', async () => {
    let calls = 0;
    answer = () => (++calls === 1 ? { status: 503, body: '' } : { status: 202, body: 'accepted' });
    const message = await queue('Second time lucky');
    await deliverDue(s.t.app.ctx);
    expect(await deliverDue(s.t.app.ctx, { now: minutes(2) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await s.messageRow(message.id)).toMatchObject({ status: 'sent', attempts: 2, provider_message_id: null });
  });

  it('fails a message at once when the gateway refuses it (a 4xx other than 408 and 429)', async () => {
    answer = () => ({ status: 400, body: '{"error":"unknown subscriber"}' });
    const message = await queue('Refused');
    expect(await deliverDue(s.t.app.ctx)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await s.messageRow(message.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'The SMS gateway answered 400: {"error":"unknown subscriber"}',
    });
  });

  it('retries when the gateway cannot be reached', async () => {
    const message = await queue('Nobody home');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { httpProvider } = await import('./services/providers.js');
    const unreachable = httpProvider(`http://127.0.0.1:${port}/send`, null);
    expect(await deliverDue(s.t.app.ctx, { provider: unreachable })).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await s.messageRow(message.id)).last_error).toMatch(/could not be reached/);
  });
});

describe('outbox provider', () => {
  it('marks queued messages sent: the table is the outbox', async () => {
    const message = await queue('Kept here');
    expect(await deliverDue(s.t.app.ctx, { provider: outboxProvider })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await s.messageRow(message.id)).toMatchObject({ status: 'sent', provider: 'outbox', attempts: 1 });
    expect(received).toHaveLength(0);
  });
});
