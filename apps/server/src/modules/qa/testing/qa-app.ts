// What the QC server tests share (one app per test file, built in its beforeAll): an administrator, an
// integration key for the chat and ticket systems, the scorecard most rules grade with (Greeting ×1 and
// Accuracy ×3, critical; Excellent 100, Good 75, Poor 25; the tag Refund), and the few steps a test
// takes before the rule it checks: sending chats, reviewing them, reading a user's notifications.
import * as qa from '@backoffice/contract/modules/qa';
import { createIntegrationKey } from '@backoffice/contract/modules/system';
import { expect } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

/** A reviewer of both kinds. */
export const REVIEWER = ['qa:chat:review', 'qa:ticket:review'] as const;

export type Grades = [qa.ScoreType, qa.ScoreGrade][];

export interface QaApp {
  t: TestApp;
  admin: TestUser;
  /** The integration key the chat and ticket systems send with. */
  key: string;
  greeting: qa.ScoreType;
  accuracy: qa.ScoreType;
  excellent: qa.ScoreGrade;
  good: qa.ScoreGrade;
  poor: qa.ScoreGrade;
  refund: qa.Tag;
  close(): Promise<void>;
}

export async function qaApp(): Promise<QaApp> {
  const t = await createTestApp();
  const admin = await t.createUser({ isAdmin: true });
  const key = (await t.callOk(admin, createIntegrationKey, { body: { name: 'Chat system' } })).key;
  const greeting = await t.callOk(admin, qa.createScoreType, { body: { name: 'Greeting', weight: 1, position: 1 } });
  const accuracy = await t.callOk(admin, qa.createScoreType, {
    body: { name: 'Accuracy', weight: 3, critical: true, position: 2 },
  });
  const excellent = await t.callOk(admin, qa.createScoreGrade, {
    body: { name: 'Excellent', value: 100, shortcut: 1 },
  });
  const good = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Good', value: 75, shortcut: 2 } });
  const poor = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Poor', value: 25, shortcut: 4 } });
  const refund = await t.callOk(admin, qa.createTag, { body: { name: 'Refund' } });
  return { t, admin, key, greeting, accuracy, excellent, good, poor, refund, close: () => t.close() };
}

/** The people of the feedback and escalation tests: a reviewer, a QC manager, and an agent reading their feedback. */
export async function feedbackPeople(t: TestApp): Promise<{ reviewer: TestUser; manager: TestUser; agent: TestUser }> {
  const reviewer = await t.createUser({ scopes: ['qa:chat:review', 'qa:feedback:read', 'qa:escalation:read'] });
  const manager = await t.createUser({
    scopes: ['qa:chat:review', 'qa:manager', 'qa:feedback:read', 'qa:escalation:read', 'qa:statistic:read'],
  });
  const agent = await t.createUser({ scopes: ['qa:feedback:read'] });
  return { reviewer, manager, agent };
}

/** The grades of a review body, from (criterion, grade) pairs. */
export const grades = (pairs: Grades) => pairs.map(([type, grade]) => ({ scoreTypeId: type.id, gradeId: grade.id }));

export const emailOf = async (t: TestApp, user: TestUser) =>
  (await t.database.pool.query('SELECT email FROM users WHERE id = $1', [user.id])).rows[0].email as string;

/** Sends a call of the chat or ticket system (`/integrations/…`) with the key. */
export const send = (app: QaApp, path: string, payload: unknown, bearer = app.key) =>
  app.t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${bearer}` },
  });

/** A chat as the chat system sends it: a customer's message and the agent's answer. */
export const chat = (
  externalId: string,
  startedAt: string,
  text: string,
  agentEmail: string,
  over: Record<string, unknown> = {},
) => ({
  externalId,
  department: 'Support',
  agents: [{ name: 'Agent', email: agentEmail }],
  customer: { name: 'Client', email: 'client@example.com' },
  startedAt,
  messages: [
    { author: 'Client', authorKind: 'customer', text, sentAt: startedAt },
    { author: 'Agent', authorKind: 'agent', text: 'Let me look into it', sentAt: startedAt },
  ],
  ...over,
});

/** Sends chats; their ids by externalId. */
export async function ingestChats(app: QaApp, chats: unknown[]): Promise<Record<string, number>> {
  const res = await send(app, '/integrations/chats', { chats });
  expect(res.statusCode, res.body).toBe(200);
  const { ids } = res.json() as { ids: { externalId: string; id: number }[] };
  return Object.fromEntries(ids.map((i) => [i.externalId, i.id]));
}

/** `n` waiting chats of the department, started a day apart, oldest first (their ids in that order). */
export async function waitingChats(app: QaApp, agentEmail: string, department: string, n: number): Promise<number[]> {
  const chats = Array.from({ length: n }, (_, i) =>
    chat(`${department}-${i}`, `2026-08-0${i + 1}T09:00:00Z`, 'Help', agentEmail, { department }),
  );
  const ids = await ingestChats(app, chats);
  return chats.map((c) => ids[c.externalId]!);
}

/** A ticket as the ticket system sends it: the client's mail and the agent's answer. */
export const mailTicket = (externalId: string, agentEmail: string) => ({
  externalId,
  subject: 'Mail bounces',
  status: 'open',
  department: 'Support',
  agents: [{ name: 'Agent', email: agentEmail }],
  client: { name: 'Client', email: 'client@example.com', kind: 'Client' },
  createdAt: '2026-10-05T10:00:00Z',
  replies: [
    { author: 'Client', authorKind: 'client', body: 'My mail bounces', sentAt: '2026-10-05T10:00:00Z' },
    { author: 'Agent', authorKind: 'agent', body: 'The MX record was wrong', sentAt: '2026-10-05T10:05:00Z' },
  ],
});

/** Sends one ticket; its id. */
export async function ingestTicket(app: QaApp, ticket: unknown): Promise<number> {
  const res = await send(app, '/integrations/tickets', { tickets: [ticket] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { ids: { id: number }[] }).ids[0]!.id;
}

/** A new chat of the agent, reviewed by the reviewer with these grades. */
export async function reviewedChat(
  app: QaApp,
  reviewer: TestUser,
  agent: TestUser,
  externalId: string,
  pairs: Grades,
  /** The chat's start and department, to keep a test's figures apart (statistics by day or department). */
  over: { startedAt?: string; department?: string } = {},
): Promise<qa.Review> {
  const { startedAt = '2026-10-05T10:00:00Z', department = '' } = over;
  const ids = await ingestChats(app, [
    chat(externalId, startedAt, 'Hello', await emailOf(app.t, agent), { department }),
  ]);
  return app.t.callOk(reviewer, qa.createChatReview, {
    body: { chatId: ids[externalId]!, data: { scores: grades(pairs) } },
  });
}

/** A new ticket of the agent, reviewed by the reviewer (who holds qa:ticket:review) with these grades. */
export async function reviewedTicket(
  app: QaApp,
  reviewer: TestUser,
  agent: TestUser,
  externalId: string,
  pairs: Grades,
): Promise<qa.Review> {
  const at = '2026-10-05T10:00:00Z';
  const sent = await send(app, '/integrations/tickets', {
    tickets: [
      {
        externalId,
        subject: 'Mail bounces',
        status: 'open',
        department: 'Support',
        agents: [{ name: 'Agent', email: await emailOf(app.t, agent) }],
        client: { name: 'Client', email: 'client@example.com', kind: 'Client' },
        createdAt: at,
        replies: [{ author: 'Client', authorKind: 'client', body: 'My mail bounces', sentAt: at }],
      },
    ],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const ticketId = (sent.json() as { ids: { id: number }[] }).ids[0]!.id;
  return app.t.callOk(reviewer, qa.createTicketReview, { body: { ticketId, data: { scores: grades(pairs) } } });
}

/** The titles of a user's notifications, oldest first. */
export const notificationsOf = async (t: TestApp, user: TestUser) =>
  (await t.database.pool.query('SELECT title FROM notifications WHERE user_id = $1 ORDER BY id', [user.id])).rows.map(
    (r) => r.title as string,
  );
