// Tickets and the ticket cron (docs/qa.md "The ticket cron"): tickets wait outside the queue until a
// filter of the cron pulls the ones it matches, sampled at its rate. Each rule its own department.
import { listJobs } from '@backoffice/contract/modules/jobs';
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { runCronConfig } from './services/cron.js';
import { emailOf, grades, type QaApp, qaApp, REVIEWER, send } from './testing/qa-app.js';

let app: QaApp;
let ann: TestUser;
let manager: TestUser;
let agentEmail: string;

const ticket = (externalId: string, over: Record<string, unknown>) => ({
  externalId,
  subject: 'Help',
  department: 'Hosting',
  status: 'open',
  agents: [{ name: 'Agent', email: agentEmail }],
  client: { name: 'C', email: 'c@example.com', kind: 'Client', loggedInFlag: '1' },
  createdAt: '2026-11-01T10:00:00Z',
  replies: [{ author: 'C', authorKind: 'client', body: 'Question', sentAt: '2026-11-01T10:00:00Z' }],
  ...over,
});

/** Sends the department's tickets: their ids by externalId. */
async function tickets(list: ReturnType<typeof ticket>[]): Promise<Record<string, number>> {
  const res = await send(app, '/integrations/tickets', { tickets: list });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json() as { ids: { externalId: string; id: number }[] }).ids.map((i) => [i.externalId, i.id]),
  );
}
/** The four tickets of a department, only the first matching the filter `certificate`, open. */
const fourOf = (department: string) =>
  tickets([
    ticket(`${department}-1`, { department, subject: 'SSL certificate renewal failed' }),
    ticket(`${department}-2`, { department, subject: 'SSL certificate question', status: 'closed' }),
    ticket(`${department}-3`, { department, subject: 'Invoice copy', client: { kind: 'Client', loggedInFlag: '0' } }),
    ticket(`${department}-4`, { department: `${department}-mail`, subject: 'Certificates for mail' }),
  ]);
const filterOf = (department: string) =>
  app.t.callOk(manager, qa.createCronConfig, {
    body: { name: `Open SSL ${department}`, value: 'certificate', department, status: 'open' },
  });
const queue = (department: string) => app.t.callOk(ann, qa.ticketQueue, { query: { department } });

beforeAll(async () => {
  app = await qaApp();
  ann = await app.t.createUser({ scopes: [...REVIEWER] });
  manager = await app.t.createUser({ scopes: ['qa:manager'] });
  agentEmail = await emailOf(app.t, await app.t.createUser());
});
afterAll(() => app.close());

describe('tickets and the ticket cron', () => {
  it('keeps tickets out of the queue until a filter pulls them', async () => {
    await fourOf('out');
    expect((await queue('out')).next).toBeNull();
  });

  it('gives a filter its defaults: every ticket sampled, every 30 minutes', async () => {
    expect(await filterOf('defaults')).toMatchObject({
      sampleRate: 100,
      schedule: '*/30 * * * *',
      scheduleText: 'Every 30 minutes',
    });
  });

  it('makes each filter a schedule of the per-record job', async () => {
    const config = await filterOf('jobs');
    expect((await app.t.callOk(app.admin, listJobs)).items.map((j) => j.name)).toContain(`qa.ticketCron:${config.id}`);
  });

  it('pulls exactly the tickets a filter matches, once, and counts them', async () => {
    const ids = await fourOf('pull');
    const config = await filterOf('pull');
    expect(await runCronConfig(app.t.app.ctx, config.id)).toBe(1);
    expect(await runCronConfig(app.t.app.ctx, config.id)).toBe(0);
    const pulled = await queue('pull');
    expect(pulled.next!.id).toBe(ids['pull-1']);
    expect(pulled.waiting).toBe(1);
    expect((await app.t.callOk(manager, qa.getCronConfig, { params: { id: config.id } })).pulledTotal).toBe(1);
  });

  it('shows the client’s login as spec §4 says: logged in unless the flag is "0"', async () => {
    const ids = await fourOf('login');
    await runCronConfig(app.t.app.ctx, (await filterOf('login')).id);
    expect((await queue('login')).next!.clientLogin).toBe('Logged In');
    expect((await app.t.callOk(ann, qa.getTicket, { params: { id: ids['login-3']! } })).clientLogin).toBe('Not Logged');
  });

  it('scores a ticket review, and the ticket archive lists it', async () => {
    const ids = await fourOf('reviewed');
    const review = await app.t.callOk(ann, qa.createTicketReview, {
      body: {
        ticketId: ids['reviewed-1']!,
        data: {
          scores: grades([
            [app.greeting, app.good],
            [app.accuracy, app.excellent],
          ]),
        },
      },
    });
    expect(review).toMatchObject({ kind: 'ticket', score: 93.8 });
    const archive = await app.t.callOk(ann, qa.ticketArchive, { query: { department: 'reviewed' } });
    expect(archive.items.map((i) => i.ticket.id)).toEqual([ids['reviewed-1']]);
  });

  it('refuses a filter name taken in any case (409)', async () => {
    await filterOf('taken');
    expect((await app.t.call(manager, qa.createCronConfig, { body: { name: 'open ssl taken' } })).statusCode).toBe(409);
  });

  it('refuses a schedule that is not cron, naming body.schedule', async () => {
    const badCron = await app.t.call(manager, qa.createCronConfig, { body: { name: 'Bad', schedule: '99 * * * *' } });
    expect(badCron.json()).toMatchObject({ details: [{ field: 'body.schedule' }] });
  });

  it('deletes a filter', async () => {
    const config = await filterOf('deleted');
    await app.t.callOk(manager, qa.deleteCronConfig, { params: { id: config.id } });
    expect((await app.t.callOk(manager, qa.listCronConfigs)).map((c) => c.id)).not.toContain(config.id);
  });

  it('samples the tickets at a lower rate', async () => {
    await tickets(
      Array.from({ length: 200 }, (_, i) => ticket(`s-${i}`, { subject: 'Sampled', department: 'Sample' })),
    );
    const config = await app.t.callOk(manager, qa.createCronConfig, {
      body: { name: 'A fifth', department: 'Sample', sampleRate: 20 },
    });
    const pulled = await runCronConfig(app.t.app.ctx, config.id);
    expect(pulled).toBeGreaterThan(20);
    expect(pulled).toBeLessThan(70);
  });
});
