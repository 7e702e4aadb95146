// Dossier feedback (docs/dossier.md "Feedback"): one rule per test, through the real stack.
import * as dossier from '@backoffice/contract/modules/dossier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { leaveTeam, notificationsOf, teamOf } from './testing/feedbacks.js';

const WRITE = ['dossier:feedback:create', 'dossier:feedback:update', 'dossier:feedback:delete'];

let t: TestApp;
let manager: TestUser; // manages `team` (ada, bo)
let otherManager: TestUser; // manages carl's team
let head: TestUser; // dossier:user:update: writes for everyone
let reader: TestUser; // dossier:feedback:read only
let ada: TestUser;
let bo: TestUser;
let carl: TestUser;
let categoryId: number;
let types: Record<string, number>;

const body = (userId: number, visibility: 'shared' | 'private', content = 'Calm with an angry customer') => ({
  userId,
  categoryId,
  typeId: types.praise!,
  content,
  visibility,
});

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.createUser({ scopes: WRITE });
  otherManager = await t.createUser({ scopes: WRITE });
  head = await t.createUser({ scopes: [...WRITE, 'dossier:user:update', 'dossier:feedback:read'] });
  reader = await t.createUser({ scopes: ['dossier:feedback:read'] });
  ada = await t.createUser();
  bo = await t.createUser();
  carl = await t.createUser();
  await teamOf(t, manager.id, [ada.id, bo.id]);
  await teamOf(t, otherManager.id, [carl.id]);
  const categories = await t.callOk(reader, dossier.listDossierFeedbackCategories);
  categoryId = categories.find((c) => c.name === 'Communication')!.id;
  const all = await t.callOk(reader, dossier.listDossierFeedbackTypes);
  types = Object.fromEntries(all.map((x) => [x.tone, x.id]));
});
afterAll(() => t.close());

describe('dossier feedback', () => {
  it('starts with the seeded types (praise, improvement, warning) and categories', async () => {
    const all = await t.callOk(reader, dossier.listDossierFeedbackTypes);
    expect(all.map((x) => [x.name, x.tone])).toEqual([
      ['Improvement', 'improvement'],
      ['Praise', 'praise'],
      ['Warning', 'warning'],
    ]);
    const categories = await t.callOk(reader, dossier.listDossierFeedbackCategories);
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Communication', 'Accuracy', 'Reliability', 'Teamwork']),
    );
  });

  it('a private feedback is 404 to its agent', async () => {
    const made = await t.callOk(manager, dossier.createDossierFeedback, { body: body(ada.id, 'private') });
    const res = await t.call(ada, dossier.getDossierFeedback, { params: { id: made.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Feedback not found' });
  });

  it('a private feedback is absent from its agent’s list and count, and they are not told of it', async () => {
    await t.callOk(manager, dossier.createDossierFeedback, { body: body(bo.id, 'private', 'Secret note') });
    const shared = await t.callOk(manager, dossier.createDossierFeedback, { body: body(bo.id, 'shared') });
    const page = await t.callOk(bo, dossier.listAgentFeedbacks, { params: { id: bo.id }, query: {} });
    expect(page.items.map((f) => f.id)).toEqual([shared.id]);
    expect(page.total).toBe(1);
    // Even asking for the private ones.
    const asked = await t.callOk(bo, dossier.listAgentFeedbacks, {
      params: { id: bo.id },
      query: { visibility: 'private' },
    });
    expect(asked.total).toBe(1);
    expect(asked.items.every((f) => f.visibility === 'shared')).toBe(true);
    expect(await notificationsOf(t, bo.id)).toHaveLength(1);
  });

  it('a shared feedback is visible to its agent, who is notified with a link to it', async () => {
    const made = await t.callOk(manager, dossier.createDossierFeedback, { body: body(ada.id, 'shared', 'Great') });
    const seen = await t.callOk(ada, dossier.getDossierFeedback, { params: { id: made.id } });
    expect(seen).toMatchObject({ content: 'Great', visibility: 'shared', type: { tone: 'praise' } });
    const notes = await notificationsOf(t, ada.id);
    expect(notes.at(-1)?.link).toBe(`/dossiers/${ada.id}/feedbacks/${made.id}`);
  });

  it('managers with dossier:feedback:read see private and shared feedback', async () => {
    const page = await t.callOk(reader, dossier.listAgentFeedbacks, { params: { id: bo.id }, query: {} });
    expect(page.items.map((f) => f.visibility).sort()).toEqual(['private', 'shared']);
  });

  it('answers each agent and filter its own feedback and count (statements built once, values apart)', async () => {
    const [dee, eli] = [await t.createUser(), await t.createUser()];
    await teamOf(t, head.id, [dee.id, eli.id]);
    const made = async (who: TestUser, visibility: 'shared' | 'private', content: string) =>
      (await t.callOk(head, dossier.createDossierFeedback, { body: body(who.id, visibility, content) })).id;
    const d1 = await made(dee, 'shared', 'Dee one');
    const d2 = await made(dee, 'private', 'Dee two');
    const d3 = await made(dee, 'shared', 'Dee three');
    const e1 = await made(eli, 'private', 'Eli one');
    const list = async (who: TestUser, id: number, query: Record<string, unknown> = {}) =>
      (await t.callOk(who, dossier.listAgentFeedbacks, { params: { id }, query })).items.map((f) => f.id);
    for (let round = 0; round < 2; round++) {
      expect(await list(reader, dee.id)).toEqual([d3, d2, d1]);
      expect(await list(reader, eli.id)).toEqual([e1]);
      expect(await list(reader, dee.id, { take: 2, page: 2 })).toEqual([d1]);
      expect(await list(reader, dee.id, { visibility: 'private' })).toEqual([d2]);
      expect(await list(reader, eli.id, { visibility: 'shared' })).toEqual([]);
      // The agents' own views: shared only, through the same statement as a reader's `visibility=shared`.
      expect(await list(dee, dee.id, { visibility: 'private' })).toEqual([d3, d1]);
      expect(await list(eli, eli.id)).toEqual([]);
      expect(await list(reader, dee.id, { visibility: 'shared', take: 1, page: 2 })).toEqual([d1]);
    }
  });

  it('another agent sees nothing of an agent’s feedback (404)', async () => {
    const res = await t.call(carl, dossier.listAgentFeedbacks, { params: { id: ada.id }, query: {} });
    expect(res.statusCode).toBe(404);
  });

  it('a manager of another team cannot write feedback for this team’s agent (403)', async () => {
    const res = await t.call(otherManager, dossier.createDossierFeedback, { body: body(ada.id, 'shared') });
    expect(res.statusCode).toBe(403);
  });

  it('dossier:user:update writes feedback for any agent', async () => {
    await t.callOk(head, dossier.createDossierFeedback, { body: body(carl.id, 'private') });
  });

  it('the team manager reads their agents’ feedback without dossier:feedback:read', async () => {
    const page = await t.callOk(manager, dossier.listAgentFeedbacks, { params: { id: bo.id }, query: {} });
    expect(page.total).toBe(2);
  });

  it('PATCH: the writer changes a feedback; made shared, the agent is told', async () => {
    const made = await t.callOk(manager, dossier.createDossierFeedback, { body: body(ada.id, 'private') });
    const before = (await notificationsOf(t, ada.id)).length;
    const changed = await t.callOk(manager, dossier.updateDossierFeedback, {
      params: { id: made.id },
      body: { visibility: 'shared', typeId: types.warning! },
    });
    expect(changed).toMatchObject({ visibility: 'shared', type: { tone: 'warning' } });
    expect(await notificationsOf(t, ada.id)).toHaveLength(before + 1);
  });

  it('PATCH: a reader who may not write it is refused (403), an unknown type is a 400 on the field', async () => {
    const made = await t.callOk(head, dossier.createDossierFeedback, { body: body(carl.id, 'private') });
    const other = await t.call(manager, dossier.updateDossierFeedback, {
      params: { id: made.id },
      body: { content: 'x' },
    });
    // manager does not see carl's feedback at all (not their team, no read scope): 404.
    expect(other.statusCode).toBe(404);
    const bad = await t.call(head, dossier.updateDossierFeedback, {
      params: { id: made.id },
      body: { typeId: 999999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('body.typeId');
  });

  it('a manager whose agent moved to another team no longer writes their feedback', async () => {
    const dan = await t.createUser();
    await teamOf(t, manager.id, [dan.id]);
    await leaveTeam(t, dan.id);
    const res = await t.call(manager, dossier.createDossierFeedback, { body: body(dan.id, 'shared') });
    expect(res.statusCode).toBe(403);
  });

  it('DELETE: the writer deletes; the feedback is gone', async () => {
    const made = await t.callOk(manager, dossier.createDossierFeedback, { body: body(ada.id, 'private') });
    expect(await t.callOk(manager, dossier.deleteDossierFeedback, { params: { id: made.id } })).toEqual({
      id: made.id,
    });
    expect((await t.call(reader, dossier.getDossierFeedback, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('DELETE: the agent cannot delete their own shared feedback, even holding the scope', async () => {
    const made = await t.callOk(manager, dossier.createDossierFeedback, { body: body(ada.id, 'shared') });
    const agent = await t.createUser({ scopes: ['dossier:feedback:delete'] });
    await teamOf(t, otherManager.id, [agent.id]);
    const own = await t.callOk(head, dossier.createDossierFeedback, { body: body(agent.id, 'shared') });
    expect((await t.call(agent, dossier.deleteDossierFeedback, { params: { id: own.id } })).statusCode).toBe(403);
    expect((await t.call(agent, dossier.deleteDossierFeedback, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('a feedback for a user without a dossier is a 400 on body.userId', async () => {
    const nobody = await t.createUser();
    const res = await t.call(head, dossier.createDossierFeedback, { body: body(nobody.id, 'shared') });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('body.userId');
  });

  it('audit rows never carry the feedback text', async () => {
    await t.callOk(manager, dossier.createDossierFeedback, { body: body(ada.id, 'private', 'Very secret words') });
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE CAST(after AS text) LIKE '%Very secret words%' OR CAST(before AS text) LIKE '%Very secret words%'",
    );
    expect(rows[0].n).toBe(0);
  });
});
