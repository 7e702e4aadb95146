// CDN virtual hosts through the API: one per domain, the list, count, batch and search the edges
// use, and the provider's requests (cache clears, CDN switches): recorded, refused with the
// provider's reason, one at a time per host and limited per person (issue 23).
import * as hosting from '@backoffice/contract/modules/hosting';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { type FakeCdnProvider, type HostingApp, startCdnProvider, startHostingApp } from './testing/hosting-app.js';

let h: HostingApp;
let provider: FakeCdnProvider;
beforeAll(async () => {
  provider = await startCdnProvider();
  h = await startHostingApp(provider.env);
}, 120_000);
afterAll(async () => {
  provider?.answerHeld();
  await h?.t.close();
  provider?.close();
});

const newVhost = (body: hosting.CdnVhostInput & { domain: string }) =>
  h.t.callOk(h.admin, hosting.createCdnVhost, { body });

// Run first: the count and the list are of every virtual host of the app.
describe('CDN virtual hosts', () => {
  const made: hosting.CdnVhost[] = [];
  beforeAll(async () => {
    for (const domain of ['c.example', 'a.example', 'b.example', 'münchen.example']) {
      made.push(await newVhost({ domain, origin: 'origin.example:8080', xdn: domain !== 'b.example' }));
    }
  });

  it('are one per domain, whatever its case', async () => {
    expect(
      (await h.t.call(h.admin, hosting.createCdnVhost, { body: { domain: 'A.example', origin: 'o.example' } }))
        .statusCode,
    ).toBe(409);
  });

  it('are made only with the create scope', async () => {
    expect(
      (await h.t.call(h.reader, hosting.createCdnVhost, { body: { domain: 'z.example', origin: 'o.example' } }))
        .statusCode,
    ).toBe(403);
  });

  it('are counted with how many go through the CDN', async () => {
    expect(await h.t.callOk(h.reader, hosting.countCdnVhosts, {})).toEqual({ count: 4, xdn: 3 });
  });

  it('are listed by domain, paged with the total', async () => {
    const list = await h.t.callOk(h.reader, hosting.listCdnVhosts, { query: { take: 2 } });
    expect(list.items.map((v) => v.domain)).toEqual(['a.example', 'b.example']);
    expect(list.total).toBe(4);
  });

  it('are handed to the edges in batches in id order', async () => {
    const batch = await h.t.callOk(h.reader, hosting.cdnVhostBatch, { query: { offset: 1, limit: 2 } });
    expect(batch.map((v) => v.id)).toEqual([made[1]!.id, made[2]!.id]);
    // The next batch runs the same statement with other values.
    const next = await h.t.callOk(h.reader, hosting.cdnVhostBatch, { query: { offset: 0, limit: 1 } });
    expect(next.map((v) => v.id)).toEqual([made[0]!.id]);
  });

  it('are searched by the name as typed, international names too', async () => {
    const search = await h.t.callOk(h.reader, hosting.searchCdnVhosts, { body: { domain: 'münchen' } });
    expect(search.map((v) => v.displayDomain)).toEqual(['münchen.example']);
  });
});

describe('the CDN provider', () => {
  it('clears the cache and switches the CDN on and off, each request recorded on the virtual host', async () => {
    const vhost = await newVhost({ domain: 'shop.example', origin: '10.0.0.1', xdn: false });
    const cleared = await h.t.callOk(h.admin, hosting.clearCdnCache, { params: { id: vhost.id } });
    expect(cleared.request).toMatchObject({ action: 'clear', outcome: 'done', message: 'queued' });
    expect(cleared.vhost.lastClearedAt).not.toBeNull();
    expect((await h.t.callOk(h.admin, hosting.enableXdn, { params: { id: vhost.id } })).vhost.xdn).toBe(true);
    expect((await h.t.callOk(h.admin, hosting.disableXdn, { params: { id: vhost.id } })).vhost.xdn).toBe(false);
    expect(provider.calls.slice(-3)).toEqual([
      { method: 'POST', url: '/vhosts/shop.example/purge' },
      { method: 'PUT', url: '/vhosts/shop.example/xdn' },
      { method: 'DELETE', url: '/vhosts/shop.example/xdn' },
    ]);
  });

  it('refusing is a 502 with its reason, recorded, and the virtual host left as it was', async () => {
    const refused = await newVhost({ domain: 'refused.example', origin: '10.0.0.1', xdn: false });
    const res = await h.t.call(h.admin, hosting.enableXdn, { params: { id: refused.id } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'HOSTING_CDN_FAILED',
      message:
        'The CDN provider could not switch the CDN on for refused.example: 422 domain is not verified at the edge',
    });
    const history = await h.t.callOk(h.reader, hosting.cdnVhostRequests, { params: { id: refused.id } });
    expect(history).toMatchObject([
      { action: 'xdn-on', outcome: 'failed', message: '422 domain is not verified at the edge' },
    ]);
    expect((await h.t.callOk(h.reader, hosting.searchCdnVhosts, { body: { domain: 'refused' } }))[0]!.xdn).toBe(false);
  });
});

describe('CDN provider requests are limited (issue 23)', () => {
  afterEach(() => provider.answerHeld());

  /** Sends `count` calls at once while the provider holds its answers; resolves once each reached it or was answered. */
  async function burstWhileHeld<R>(count: number, call: () => Promise<R>) {
    provider.hold();
    let answered = 0;
    const burst = Array.from({ length: count }, () =>
      call().then((res) => {
        answered += 1;
        return res;
      }),
    );
    await vi.waitFor(() => expect(provider.held() + answered).toBe(count), { timeout: 30_000, interval: 50 });
    return burst;
  }

  it('one clear of a host reaches the provider at a time; the others are a 409 saying so, and not kept', async () => {
    const clearer = await h.t.createUser({ scopes: ['vhost:vhost:create', 'vhost:vhost:read'] });
    const vhost = await newVhost({ domain: 'burst.example', origin: 'origin.example', xdn: true });
    const purges = () => provider.calls.filter((c) => c.url === '/vhosts/burst.example/purge').length;
    const burst = await burstWhileHeld(20, () =>
      h.t.call(clearer, hosting.clearCdnCache, { params: { id: vhost.id } }),
    );
    expect(purges()).toBe(1);
    provider.answerHeld();
    const replies = await Promise.all(burst);
    const statuses = replies.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const busy = replies.find((res) => res.statusCode === 409)!;
    expect(busy.json()).toMatchObject({
      message: 'The cache of burst.example is being cleared already; try again when it is done',
    });
    // Only the clear that reached the provider was kept (and counted against the person).
    expect(await h.t.callOk(h.reader, hosting.cdnVhostRequests, { params: { id: vhost.id } })).toHaveLength(1);
  });

  it('each person clears at most 30 times in 10 minutes (then 429); someone else still may', async () => {
    const clearer = await h.t.createUser({ scopes: ['vhost:vhost:create', 'vhost:vhost:read'] });
    const vhost = await newVhost({ domain: 'limit.example', origin: 'origin.example', xdn: true });
    const purges = () => provider.calls.filter((c) => c.url === '/vhosts/limit.example/purge').length;
    const clear = (user: TestUser) => h.t.call(user, hosting.clearCdnCache, { params: { id: vhost.id } });
    for (let i = 1; i <= 30; i++) expect((await clear(clearer)).statusCode, `clear ${i}`).toBe(200);
    const tooMany = await clear(clearer);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({
      code: 'TOO_MANY_ACTIONS',
      message: 'Too many cache clears: at most 30 in 10 minutes. Try again later.',
    });
    expect(purges()).toBe(30);
    // Per person: someone else may still clear it.
    expect((await clear(h.admin)).statusCode).toBe(200);
    expect(purges()).toBe(31);
  });

  it('one switch of a host reaches the provider at a time; the others are a 409 saying so', async () => {
    const vhost = await newVhost({ domain: 'switch.example', origin: 'origin.example', xdn: false });
    const switches = () => provider.calls.filter((c) => c.url === '/vhosts/switch.example/xdn').length;
    const burst = await burstWhileHeld(5, () => h.t.call(h.admin, hosting.enableXdn, { params: { id: vhost.id } }));
    expect(switches()).toBe(1);
    provider.answerHeld();
    const replies = await Promise.all(burst);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().message).toBe(
      'The CDN of switch.example is being switched already; try again when it is done',
    );
  });
});
