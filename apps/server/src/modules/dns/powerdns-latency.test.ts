// A slow PowerDNS never holds the database: a change is pushed with no connection held, and a push
// whose commit fails is undone. A real PowerDNS behind a proxy that answers its writes 3 s late.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { type PowerDnsInstance, startPowerDns } from '../../test/pdns.js';
import { type DnsActors, dnsActors, newZone, zoneApi } from './testing/fixtures.js';

let pdns: PowerDnsInstance;
let proxy: http.Server;
let t: TestApp;
let who: DnsActors;
let api: ReturnType<typeof zoneApi>;
/** Writes the proxy holds back right now. */
let held = 0;
/** The writes forwarded so far, in order. */
let writes: Promise<Response> = Promise.resolve(new Response());
/** Set by `holdNextWrite`: the gate of the next write to reach the proxy, and whom to tell it came. */
let nextWrite: { gate: Promise<void>; reached: () => void } | undefined;

/**
 * Holds the next write until the returned `release` is called (at most `atMost` ms), resolving once
 * that write has reached the proxy: the test decides the order of things, not the clock.
 */
function holdNextWrite(atMost = 20_000): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, atMost).unref();
  });
  return new Promise((resolve) => {
    nextWrite = { gate, reached: () => resolve(release) };
  });
}

/** Forwards to PowerDNS's API; holds every write (POST, PATCH, DELETE) first: 3 s, or as the test says. */
function slowProxy(target: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const write = req.method !== 'GET';
      if (write) {
        held += 1;
        const hold = nextWrite;
        nextWrite = undefined;
        hold?.reached();
        await (hold?.gate ?? new Promise((r) => setTimeout(r, 3_000)));
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

describe('a slow PowerDNS', () => {
  it('does not hold up an unrelated request while a change waits for it', async () => {
    const zone = await newZone(t, who.granted, 'slow.test');
    const reaching = holdNextWrite();
    const change = api.change(who.granted, zone.id, { create: [{ name: 'www', type: 'A', content: '192.0.2.80' }] });
    const release = await reaching; // the push is on its way, and PowerDNS will not answer it until released
    let heldWhenAnswered = -1;
    const unrelated = t.as(who.admin, { method: 'GET', url: '/api/auth/users' }).finally(() => {
      heldWhenAnswered = held;
    });
    // Answered while PowerDNS still has not answered the push (it used to wait for the whole push:
    // on the embedded database the change's transaction held the one connection meanwhile, and this
    // request would wait until the release below, 10 s later).
    const waiting = setTimeout(release, 10_000);
    expect((await unrelated).statusCode).toBe(200);
    clearTimeout(waiting);
    release();
    expect(heldWhenAnswered).toBe(1);
    const res = await change;
    expect(res.statusCode, res.body).toBe(202);
    expect(await pdns.dig('www.slow.test', 'A')).toEqual(['192.0.2.80']);
  });

  it('undoes a push whose commit fails because the zone changed meanwhile', async () => {
    const zone = await newZone(t, who.granted, 'race.test');
    const firstHeld = holdNextWrite();
    const first = api.change(who.granted, zone.id, { create: [{ name: 'a', type: 'A', content: '192.0.2.1' }] });
    const releaseFirst = await firstHeld;
    const secondHeld = holdNextWrite();
    const second = api.change(who.granted, zone.id, { create: [{ name: 'b', type: 'A', content: '192.0.2.2' }] });
    const releaseSecond = await secondHeld;
    // Both pushes read the zone before either committed; the first commits first, then the second
    // finds the zone changed.
    releaseFirst();
    const one = await first;
    releaseSecond();
    const two = await second;
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
