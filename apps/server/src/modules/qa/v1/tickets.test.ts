// QC v1's ticket calls (docs/qa.md "QC v1"): the same tickets, queue and reviews as QC v2 — a review made
// through v1 is v2's row and counts in v2's statistics, and each v1 read answers what the v2 read answers.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers.js';
import { runCronConfig } from '../services/cron.js';
import { emailOf, grades, type QaApp, qaApp, REVIEWER, send } from '../testing/qa-app.js';

let app: QaApp;
let ann: TestUser;
let bob: TestUser;
let reader: TestUser;
let manager: TestUser;
let agentEmail: string;

/** Tickets of a department, pulled into the queue by a filter of that department: their ids, oldest first. */
async function waitingTickets(department: string, subjects: string[]): Promise<number[]> {
  const res = await send(app, '/integrations/tickets', {
    tickets: subjects.map((subject, i) => ({
      externalId: `${department}-${i}`,
      subject,
      department,
      status: 'open',
      agents: [{ name: 'Agent', email: agentEmail }],
      client: { name: 'C', email: 'c@example.com', kind: 'Client', loggedInFlag: '1' },
      createdAt: `2026-11-0${i + 1}T10:00:00Z`,
      replies: [{ author: 'C', authorKind: 'client', body: subject, sentAt: `2026-11-0${i + 1}T10:00:00Z` }],
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
  const filter = await app.t.callOk(manager, qa.createCronConfig, { body: { name: department, department } });
  await runCronConfig(app.t.app.ctx, filter.id);
  return (res.json() as { ids: { id: number }[] }).ids.map((i) => i.id);
}

const body = () => ({
  data: {
    scores: grades([
      [app.greeting, app.excellent],
      [app.accuracy, app.good],
    ]),
  },
});
const review = (user: TestUser, id: number) => app.t.callOk(user, qa.v1ReviewTicket, { params: { id }, body: body() });
/** Every row of a paged list (its pages walked). */
async function allOf<T>(page: (n: number) => Promise<{ items: T[]; total: number; take: number }>) {
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / first.take) - 1 }, (_, i) => page(i + 2).then((p) => p.items)),
  );
  return [...first.items, ...rest.flat()];
}

beforeAll(async () => {
  app = await qaApp();
  ann = await app.t.createUser({ scopes: [...REVIEWER, 'qa:ticket:read'] });
  bob = await app.t.createUser({ scopes: [...REVIEWER] });
  reader = await app.t.createUser({ scopes: ['qa:ticket:read'] });
  manager = await app.t.createUser({ scopes: ['qa:manager', 'qa:statistic:read', 'qa:ticket:review'] });
  agentEmail = await emailOf(app.t, await app.t.createUser());
});
afterAll(() => app.close());

describe('QC v1 tickets', () => {
  it('lists the waiting tickets, oldest first and without a review, when not asked for the reviewed', async () => {
    const ids = await waitingTickets('Waiting', ['First', 'Second']);
    const rows = await allOf((page) => app.t.callOk(reader, qa.v1ListTickets, { query: { page } }));
    const mine = rows.filter((r) => ids.includes(r.ticket.id));
    expect(mine.map((r) => [r.ticket.id, r.review])).toEqual([
      [ids[0], null],
      [ids[1], null],
    ]);
  });

  it('leaves out tickets no filter pulled into the queue', async () => {
    const res = await send(app, '/integrations/tickets', {
      tickets: [
        {
          externalId: 'never-pulled',
          subject: 'Out',
          department: 'Out',
          agents: [],
          client: { name: 'C', kind: 'Email' },
          createdAt: '2026-11-01T10:00:00Z',
          replies: [],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await allOf((page) => app.t.callOk(reader, qa.v1ListTickets, { query: { page, reviewed: 'false' } }));
    expect(rows.map((r) => r.ticket.department)).not.toContain('Out');
  });

  it('takes a ticket through the queue’s claim, so v2’s queue gives it to nobody else', async () => {
    const [id] = await waitingTickets('Take', ['Take me']);
    const taken = await app.t.callOk(ann, qa.v1TakeTicket, { params: { id: id! } });
    expect(taken.claim?.reviewerId).toBe(ann.id);
    expect((await app.t.callOk(bob, qa.ticketQueue, { query: { department: 'Take' } })).next).toBeNull();
  });

  it('answers a ticket another reviewer holds without taking it', async () => {
    const [id] = await waitingTickets('Held', ['Held']);
    await app.t.callOk(bob, qa.ticketQueue, { query: { department: 'Held' } });
    const answered = await app.t.callOk(ann, qa.v1TakeTicket, { params: { id: id! } });
    expect(answered.claim?.reviewerId).toBe(bob.id);
  });

  it('reviews a ticket as v2 does: the score of the criteria, the ticket reviewed', async () => {
    const [id] = await waitingTickets('Review', ['Review me']);
    const made = await review(ann, id!);
    // Greeting ×1 Excellent 100, Accuracy ×3 Good 75: (100 + 225) / 4.
    expect(made).toMatchObject({ kind: 'ticket', conversationId: id, score: 81.3, reviewer: { id: ann.id } });
    expect((await app.t.callOk(reader, qa.v1GetTicket, { params: { id: id! } })).queueState).toBe('reviewed');
  });

  it('replaces the caller’s own review when a ticket is reviewed again (same id)', async () => {
    const [id] = await waitingTickets('Again', ['Again']);
    const first = await review(ann, id!);
    const again = await app.t.callOk(ann, qa.v1ReviewTicket, {
      params: { id: id! },
      body: {
        data: {
          scores: grades([
            [app.greeting, app.poor],
            [app.accuracy, app.excellent],
          ]),
        },
      },
    });
    expect(again.id).toBe(first.id);
    expect((await app.t.callOk(reader, qa.v1GetTicket, { params: { id: id! } })).reviews).toHaveLength(1);
  });

  it('refuses a review that leaves an active criterion ungraded (400 naming the scores)', async () => {
    const [id] = await waitingTickets('Partial', ['Partial']);
    const res = await app.t.call(ann, qa.v1ReviewTicket, {
      params: { id: id! },
      body: { data: { scores: grades([[app.greeting, app.good]]) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'QA_SCORES_MISSING', details: [{ field: 'body.data.scores' }] });
  });

  it('lets the read scope read tickets but not review one (403)', async () => {
    const [id] = await waitingTickets('Reader', ['Reader']);
    expect((await app.t.call(reader, qa.v1GetTicket, { params: { id: id! } })).statusCode).toBe(200);
    expect((await app.t.call(reader, qa.v1ReviewTicket, { params: { id: id! }, body: body() })).statusCode).toBe(403);
    expect((await app.t.call(reader, qa.v1TakeTicket, { params: { id: id! } })).statusCode).toBe(403);
  });

  it('finds ticket reviews by the words of their ticket', async () => {
    const [id] = await waitingTickets('Search', ['Nameserver propagation']);
    await review(ann, id!);
    const found = await app.t.callOk(reader, qa.v1SearchTickets, { params: { term: 'nameservers' } });
    expect(found.items.map((r) => r.ticket.id)).toEqual([id]);
  });

  it('answers the same reviews, scores and statuses as v2 (equivalence)', async () => {
    const ids = await waitingTickets('Same', ['One', 'Two']);
    await review(ann, ids[0]!);
    await app.t.callOk(bob, qa.createTicketReview, { body: { ticketId: ids[1]!, ...body() } });
    const v1 = await app.t.callOk(ann, qa.v1ListTickets, { query: { reviewed: 'true', take: 100 } });
    const v2 = await app.t.callOk(ann, qa.ticketArchive, { query: { take: 100 } });
    expect(v1).toEqual(v2);
    for (const id of ids) {
      expect(await app.t.callOk(ann, qa.v1GetTicket, { params: { id } })).toEqual(
        await app.t.callOk(ann, qa.getTicket, { params: { id } }),
      );
    }
  });

  it('lists as waiting exactly the tickets v2’s queue counts as waiting (equivalence)', async () => {
    await waitingTickets('Count', ['A', 'B', 'C']);
    const v1 = await app.t.callOk(reader, qa.v1ListTickets, { query: { reviewed: 'false' } });
    const v2 = await app.t.callOk(bob, qa.ticketQueue, { query: {} });
    expect(v1.total).toBe(v2.waiting);
  });

  it('shows a change made through one generation in the other', async () => {
    const [id] = await waitingTickets('Both', ['Both']);
    const made = await review(ann, id!);
    const v2 = await app.t.callOk(ann, qa.getTicket, { params: { id: id! } });
    expect(v2.reviews.map((r) => [r.id, r.score])).toEqual([[made.id, made.score]]);
    await app.t.callOk(ann, qa.deleteTicketReview, { params: { id: made.id } });
    const v1 = await app.t.callOk(reader, qa.v1GetTicket, { params: { id: id! } });
    expect(v1).toMatchObject({ queueState: 'waiting', reviews: [{ id: made.id, deletedAt: expect.any(String) }] });
  });

  it('counts a v1 review in v2’s statistics', async () => {
    const query = { kind: 'ticket' as const, from: '2026-11-01', to: '2026-11-30' };
    const before = await app.t.callOk(manager, qa.overallStatistics, { query });
    const [id] = await waitingTickets('Stats', ['Stats']);
    await review(manager, id!);
    const after = await app.t.callOk(manager, qa.overallStatistics, { query });
    expect(after.reviews).toBe(before.reviews + 1);
  });
});
