// A slow PowerDNS never holds the database: a change is pushed with no connection held, and a push
// whose commit fails is undone. A real PowerDNS behind a proxy that answers its writes 3 s late.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { type PowerDnsInstance, startPowerDns } from '../../test/pdns.js';
import { type DnsActors, dnsActors, newZone, zoneApi } from './testing/fixtures.js';

/** How late the proxy answers writes: 3 s as issue 8 puts it; less for the race (PowerDNS's client gives up after 5 s). */
let writeDelayMs = 3_000;

let pdns: PowerDnsInstance;
let proxy: http.Server;
let t: TestApp;
let who: DnsActors;
let api: ReturnType<typeof zoneApi>;
/** Called with each write as it reaches the proxy (before its delay). */
let onWrite: (method: string, path: string) => void = () => {};
/** Writes the proxy holds back right now. */
let held = 0;
/** The writes forwarded so far, in order. */
let writes: Promise<Response> = Promise.resolve(new Response());

/** Forwards to PowerDNS's API; holds every write (POST, PATCH, DELETE) for `writeDelayMs` first. */
function slowProxy(target: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const write = req.method !== 'GET';
      if (write) {
        held += 1;
        onWrite(req.method!, req.url!);
        await new Promise((r) => setTimeout(r, writeDelayMs));
        held -= 1;
      }
      const send = () =>
        fetch(`${target}${req.url}`, {
          method: req.method,
          headers: Object.fromEntries(
            Object.entries(req.headers).filter(([k]) => ['x-api-key', 'content-type', 'accept'].includes(k)),
          ) as Record<string, string>,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        });
      // Writes reach PowerDNS one at a time: its sqlite backend answers 500 to two at once.
      if (write) writes = writes.then(send, send);
      const upstream = await (write ? writes : send());
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  pdns = await startPowerDns();
  proxy = await slowProxy(pdns.apiUrl);
  const { port } = proxy.address() as AddressInfo;
  t = await createTestApp({ env: { PDNS_API_URL: `http://127.0.0.1:${port}`, PDNS_API_KEY: pdns.apiKey } });
  who = await dnsActors(t);
  api = zoneApi(t);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await new Promise((r) => proxy?.close(r));
  await pdns?.stop();
});

const nextWrite = () => new Promise<void>((resolve) => (onWrite = () => resolve()));

describe('a slow PowerDNS', () => {
  it('does not hold up an unrelated request while a change waits for it', async () => {
    const zone = await newZone(t, who.granted, 'slow.test');
    const reached = nextWrite();
    const change = api.change(who.granted, zone.id, { create: [{ name: 'www', type: 'A', content: '192.0.2.80' }] });
    await reached; // the push is on its way, held 3 s by the proxy
    const started = Date.now();
    const unrelated = await t.as(who.admin, { method: 'GET', url: '/api/auth/users' });
    const waited = Date.now() - started;
    expect(unrelated.statusCode).toBe(200);
    // Answered while PowerDNS still has not answered the push (it used to wait for the whole push:
    // on the embedded database the change's transaction held the one connection meanwhile).
    expect(held, `the unrelated request took ${waited} ms`).toBe(1);
    const res = await change;
    expect(res.statusCode, res.body).toBe(202);
    expect(await pdns.dig('www.slow.test', 'A')).toEqual(['192.0.2.80']);
  });

  it('undoes a push whose commit fails because the zone changed meanwhile', async () => {
    const zone = await newZone(t, who.granted, 'race.test');
    writeDelayMs = 1_000;
    const firstReached = nextWrite();
    const first = api.change(who.granted, zone.id, { create: [{ name: 'a', type: 'A', content: '192.0.2.1' }] });
    await firstReached;
    // The second is held longer, so the first commits first however busy the machine is.
    writeDelayMs = 2_500;
    const secondReached = nextWrite();
    const second = api.change(who.granted, zone.id, { create: [{ name: 'b', type: 'A', content: '192.0.2.2' }] });
    await secondReached;
    const [one, two] = await Promise.all([first, second]);
    expect(one.statusCode, one.body).toBe(202);
    expect(two.statusCode, two.body).toBe(409);
    expect(two.json().message).toBe(
      'race.test was changed by someone else meanwhile: reload it and make the change again',
    );
    // PowerDNS serves what is kept: the first change, not the refused second one, and the kept serial.
    expect(await pdns.dig('a.race.test', 'A')).toEqual(['192.0.2.1']);
    expect(await pdns.dig('b.race.test', 'A')).toEqual([]);
    const view = (await api.get(who.granted, zone.id)).json();
    expect(view.serial).toBe(one.json().serial);
    expect(view.powerDns).toMatchObject({ state: 'in-sync', differences: [] });
  }, 30_000);
});
