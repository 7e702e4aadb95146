// The chat queue's settings (contract qa/v1-queue-settings.ts): the one chat queue both generations take
// chats from follows them. Each rule sets all of them first and reads its own departments.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers.js';
import { emailOf, type QaApp, qaApp, REVIEWER, waitingChats } from '../testing/qa-app.js';

let app: QaApp;
let keeper: TestUser;
let reviewer: TestUser;
let agentEmail: string;

const waitingIn = (department: string, n: number) => waitingChats(app, agentEmail, department, n);
const settle = (change: Partial<qa.QueueSettings>) =>
  app.t.callOk(keeper, qa.v1UpdateQueueSettings, { body: { ...qa.DEFAULT_QUEUE_SETTINGS, ...change } });
const open = (department: string) => app.t.callOk(reviewer, qa.chatQueue, { query: { department } });

beforeAll(async () => {
  app = await qaApp();
  keeper = await app.t.createUser({ scopes: ['qa:chat:settings'] });
  reviewer = await app.t.createUser({ scopes: [...REVIEWER] });
  agentEmail = await emailOf(app.t, await app.t.createUser());
});
afterAll(() => app.close());

describe('the chat queue settings', () => {
  it('start as the queue always was: every department, oldest first, QUEUE_LEASE_MINUTES', async () => {
    expect(await app.t.callOk(keeper, qa.v1QueueSettings)).toEqual({
      departments: [],
      order: 'oldest',
      leaseMinutes: qa.QUEUE_LEASE_MINUTES,
    });
  });

  it('keep a department left out from the queue: its chats are neither offered nor counted', async () => {
    await settle({ departments: ['qs-in'] });
    const [kept] = await waitingIn('qs-in', 1);
    await waitingIn('qs-out', 1);
    const left = await open('qs-out');
    expect([left.next, left.waiting]).toEqual([null, 0]);
    expect((await open('qs-in')).next!.id).toBe(kept);
  });

  it('keep the departments left out from v1’s waiting list too, whatever their names hold', async () => {
    const odd = 'qs "odd", {name} \\ here';
    const reader = await app.t.createUser({ scopes: ['qa:chat:read'] });
    const unreviewed = async (department: string) =>
      (await app.t.callOk(reader, qa.v1UnreviewedChats, { query: { department } })).items.map((c) => c.id);
    await settle({ departments: ['qs-list', odd] });
    const [listed] = await waitingIn('qs-list', 1);
    const [oddOne] = await waitingIn(odd, 1);
    const [outside] = await waitingIn('qs-unlisted', 1);
    expect(await unreviewed('qs-list')).toEqual([listed]);
    expect(await unreviewed(odd)).toEqual([oddOne]);
    expect(await unreviewed('qs-unlisted')).toEqual([]);
    await settle({ departments: ['qs-unlisted'] });
    expect(await unreviewed('qs-list')).toEqual([]);
    expect(await unreviewed('qs-unlisted')).toEqual([outside]);
  });

  it('give a claim the lease they say', async () => {
    await settle({ leaseMinutes: 90 });
    await waitingIn('qs-lease', 1);
    const before = Date.now();
    const { claimedUntil } = await open('qs-lease');
    const minutes = (Date.parse(claimedUntil!) - before) / 60_000;
    expect(minutes).toBeGreaterThan(89);
    expect(minutes).toBeLessThan(91);
  });

  it('offer the newest chat first when told', async () => {
    await settle({ order: 'newest' });
    const ids = await waitingIn('qs-newest', 3);
    const queue = await open('qs-newest');
    expect(queue.next!.id).toBe(ids[2]);
    expect(queue.upcoming.map((c) => c.id)).toEqual([ids[1], ids[0]]);
  });

  it('change only the fields sent', async () => {
    await settle({ departments: ['A'], leaseMinutes: 30 });
    const after = await app.t.callOk(keeper, qa.v1UpdateQueueSettings, { body: { order: 'newest' } });
    expect(after).toEqual({ departments: ['A'], order: 'newest', leaseMinutes: 30 });
    expect(await app.t.callOk(keeper, qa.v1QueueSettings)).toEqual(after);
  });

  it('refuse a lease of no minutes, naming body.leaseMinutes', async () => {
    const res = await app.t.call(keeper, qa.v1UpdateQueueSettings, { body: { leaseMinutes: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ field: 'body.leaseMinutes' }] });
  });

  it('are changed with qa:chat:settings only (a reviewer gets 403)', async () => {
    const res = await app.t.call(reviewer, qa.v1UpdateQueueSettings, { body: { order: 'newest' } });
    expect(res.statusCode).toBe(403);
  });
});
