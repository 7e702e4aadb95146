// Bug reports and feature requests (docs/tracker.md): one rule per test, through the real stack.
import { bugEndpoints as bugs } from '@backoffice/contract/modules/bug-report';
import { featureEndpoints as features } from '@backoffice/contract/modules/feature-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { BUG_ALL, FEATURE_ALL, fileReport, lookupId, multipart, notificationsOf } from './testing/helpers.js';

let t: TestApp;
let lead: TestUser; // every bug scope
let reporter: TestUser; // reads, files and comments bugs
let reader: TestUser; // reads bugs only
let featureLead: TestUser; // every feature scope, no bug scope
let outsider: TestUser; // nothing of the tracker

beforeAll(async () => {
  t = await createTestApp();
  lead = await t.createUser({ scopes: BUG_ALL });
  reporter = await t.createUser({
    scopes: ['bug-report:bugs:read', 'bug-report:bugs:create', 'bug-report:comments:create'],
  });
  reader = await t.createUser({ scopes: ['bug-report:bugs:read'] });
  featureLead = await t.createUser({ scopes: FEATURE_ALL });
  outsider = await t.createUser();
});
afterAll(() => t.close());

describe('filing a report', () => {
  it('files a bug with the defaults: the first open status, the normal priority, the reporter watching', async () => {
    const report = await fileReport(t, reporter, { title: 'Export drops the last row', description: 'Every time' });
    expect(report).toMatchObject({
      kind: 'bug',
      title: 'Export drops the last row',
      description: 'Every time',
      status: { name: 'Open', closing: false },
      priority: { name: 'Normal', level: 'normal' },
      reporter: { id: reporter.id },
      watching: true,
      closedAt: null,
      archived: false,
    });
    expect(report.watchers.map((w) => w.id)).toEqual([reporter.id]);
  });

  it('refuses a title that is too short, naming the field', async () => {
    const res = await t.call(reporter, bugs.createReport, await multipart({ title: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.data.title', message: 'must be at least 3 characters' }]);
  });

  it('refuses a lookup of the other kind, naming the field', async () => {
    const featurePriority = await lookupId(t, 'feature', 'priority', 'High');
    const res = await t.call(
      reporter,
      bugs.createReport,
      await multipart({ title: 'Wrong list', priorityId: featurePriority }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({
      field: 'body.data.priorityId',
      message: 'is not a priority of bug reports',
    });
  });

  it('refuses an assignee who cannot read bug reports', async () => {
    const res = await t.call(
      reporter,
      bugs.createReport,
      await multipart({ title: 'Assign away', assigneeId: outsider.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.data.assigneeId');
  });

  it('refuses a QC conversation that does not exist', async () => {
    const res = await t.call(
      reporter,
      bugs.createReport,
      await multipart({ title: 'From a chat', conversation: { kind: 'chat', id: 999999 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'body.data.conversation.id', message: 'is not a QC chat' });
  });

  it('the assignee watches and is told', async () => {
    const report = await fileReport(t, reporter, { title: 'Assigned at once', assigneeId: lead.id });
    expect(report.watchers.map((w) => w.id).sort()).toEqual([reporter.id, lead.id].sort());
    const told = await notificationsOf(t, lead.id);
    expect(told.at(-1)).toMatchObject({ link: `/bug-feature/bug-reports/${report.id}` });
  });
});

describe('from a QC conversation', () => {
  it('links a chat through QC, and the chat lists the reports filed from it', async () => {
    const { rows } = await t.database.pool.query(
      "INSERT INTO qa_chats (external_id, started_at) VALUES ('tracker-chat-1', now()) RETURNING id",
    );
    const chatId = rows[0].id as number;
    const report = await fileReport(t, reporter, {
      title: 'Agent saw a crash',
      conversation: { kind: 'chat', id: chatId },
    });
    expect(report.conversation).toEqual({
      kind: 'chat',
      id: chatId,
      label: `Chat #${chatId}`,
      link: `/qc-v2/chats/archive/${chatId}`,
    });
    const listed = await t.callOk(reader, bugs.conversationReports, { query: { kind: 'chat', id: chatId } });
    expect(listed.map((r) => r.id)).toEqual([report.id]);
    const provided = await t.app.ctx.services['bug-report.forConversation']!(t.app.ctx, { kind: 'chat', id: chatId });
    expect(provided).toEqual([
      { kind: 'bug', id: report.id, title: 'Agent saw a crash', link: `/bug-feature/bug-reports/${report.id}` },
    ]);
  });
});

describe('the two kinds', () => {
  it('keeps their scopes apart: a bug reader cannot list features, a feature lead cannot read bugs', async () => {
    expect((await t.call(reader, features.listReports, { query: {} })).statusCode).toBe(403);
    expect((await t.call(featureLead, bugs.listReports, { query: {} })).statusCode).toBe(403);
  });

  it('a feature request is not found through the bugs path', async () => {
    const feature = await fileReport(t, featureLead, { title: 'Dark theme for print' }, [], features);
    expect(feature.kind).toBe('feature');
    const res = await t.call(lead, bugs.getReport, { params: { id: feature.id } });
    expect(res.statusCode).toBe(404);
    expect((await t.call(featureLead, features.getReport, { params: { id: feature.id } })).statusCode).toBe(200);
  });

  it('features take their own statuses', async () => {
    const planned = await lookupId(t, 'feature', 'status', 'Planned');
    const feature = await fileReport(t, featureLead, { title: 'Planned thing', statusId: planned }, [], features);
    expect(feature.status.name).toBe('Planned');
  });
});

describe('changing a report', () => {
  it('a status change notifies the watchers but not who made it, with a link that opens for them', async () => {
    const report = await fileReport(t, reporter, { title: 'Status news' });
    await t.callOk(lead, bugs.addWatcher, { params: { id: report.id }, body: { userId: reader.id } });
    const before = (await notificationsOf(t, reader.id)).length;
    const leadBefore = (await notificationsOf(t, lead.id)).length;
    const fixed = await lookupId(t, 'bug', 'status', 'Fixed');
    const changed = await t.callOk(lead, bugs.updateReport, { params: { id: report.id }, body: { statusId: fixed } });
    expect(changed.closedAt).not.toBeNull();
    const told = await notificationsOf(t, reader.id);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.title).toBe(`Bug report #${report.id} is now Fixed`);
    expect((await notificationsOf(t, reporter.id)).at(-1)!.title).toBe(`Bug report #${report.id} is now Fixed`);
    expect(await notificationsOf(t, lead.id)).toHaveLength(leadBefore);
    const link = told.at(-1)!.link!;
    expect(link).toBe(`/bug-feature/bug-reports/${report.id}`);
    // The link's record opens for the watcher.
    expect((await t.call(reader, bugs.getReport, { params: { id: Number(link.split('/').at(-1)) } })).statusCode).toBe(
      200,
    );
  });

  it('a comment notifies the watchers but not its author', async () => {
    const report = await fileReport(t, reporter, { title: 'Comment news' });
    await t.callOk(lead, bugs.addWatcher, { params: { id: report.id }, body: { userId: lead.id } });
    const reporterBefore = (await notificationsOf(t, reporter.id)).length;
    await t.callOk(lead, bugs.createComment, { params: { id: report.id }, body: { body: 'Looking into it' } });
    const told = await notificationsOf(t, reporter.id);
    expect(told).toHaveLength(reporterBefore + 1);
    expect(told.at(-1)!.title).toContain('commented on Bug report');
    const own = await notificationsOf(t, lead.id);
    expect(own.some((n) => n.title.includes(`commented on Bug report #${report.id}`))).toBe(false);
  });

  it('a watcher who lost the read scope is not told', async () => {
    const leaving = await t.createUser({ scopes: ['bug-report:bugs:read'] });
    const report = await fileReport(t, reporter, { title: 'Lost access' });
    await t.callOk(leaving, bugs.addWatcher, { params: { id: report.id }, body: { userId: leaving.id } });
    await t.database.pool.query('DELETE FROM role_scopes WHERE role_id = $1', [leaving.roleId]);
    await t.callOk(reporter, bugs.createComment, { params: { id: report.id }, body: { body: 'Anyone?' } });
    expect(await notificationsOf(t, leaving.id)).toEqual([]);
  });

  it('a reader watches themself, but adding someone else takes the update scope', async () => {
    const report = await fileReport(t, reporter, { title: 'Watch me' });
    const self = await t.callOk(reader, bugs.addWatcher, { params: { id: report.id }, body: { userId: reader.id } });
    expect(self.watching).toBe(true);
    const other = await t.call(reader, bugs.addWatcher, { params: { id: report.id }, body: { userId: lead.id } });
    expect(other.statusCode).toBe(403);
    const gone = await t.callOk(reader, bugs.removeWatcher, { params: { id: report.id }, body: { userId: reader.id } });
    expect(gone.watching).toBe(false);
  });

  it('edits the title and description, and refuses a title too short naming the field', async () => {
    const report = await fileReport(t, reporter, { title: 'Typo in the title' });
    const edited = await t.callOk(lead, bugs.updateReport, {
      params: { id: report.id },
      body: { title: 'Export drops the last row', description: 'Steps: export, count.' },
    });
    expect(edited).toMatchObject({ title: 'Export drops the last row', description: 'Steps: export, count.' });
    const short = await t.call(lead, bugs.updateReport, { params: { id: report.id }, body: { title: 'ab' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ field: 'body.title', message: 'must be at least 3 characters' }]);
    const kept = await t.callOk(lead, bugs.getReport, { params: { id: report.id } });
    expect(kept.title).toBe('Export drops the last row');
  });

  it('refuses an empty change', async () => {
    const report = await fileReport(t, reporter, { title: 'Nothing to change' });
    const res = await t.call(lead, bugs.updateReport, { params: { id: report.id }, body: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('soft delete', () => {
  it('a deleted report is 404 to a reader and visible to a deleter, who may restore it', async () => {
    const report = await fileReport(t, reporter, { title: 'To be deleted' });
    await t.callOk(lead, bugs.deleteReport, { params: { id: report.id } });
    expect((await t.call(reader, bugs.getReport, { params: { id: report.id } })).statusCode).toBe(404);
    const seen = await t.callOk(lead, bugs.getReport, { params: { id: report.id } });
    expect(seen.deletedAt).not.toBeNull();
    expect(seen.deletedBy).toMatchObject({ id: lead.id });
    const restored = await t.callOk(lead, bugs.restoreReport, { params: { id: report.id } });
    expect(restored.deletedAt).toBeNull();
    expect((await t.call(reader, bugs.getReport, { params: { id: report.id } })).statusCode).toBe(200);
  });

  it('a deleted report cannot be changed or commented on until restored', async () => {
    const report = await fileReport(t, reporter, { title: 'Frozen' });
    await t.callOk(lead, bugs.deleteReport, { params: { id: report.id } });
    const edit = await t.call(lead, bugs.updateReport, { params: { id: report.id }, body: { title: 'Changed' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('BUG_REPORT_DELETED');
    const comment = await t.call(lead, bugs.createComment, { params: { id: report.id }, body: { body: 'Hello' } });
    expect(comment.json().code).toBe('BUG_REPORT_DELETED');
  });

  it('restoring a live report is a conflict', async () => {
    const report = await fileReport(t, reporter, { title: 'Alive' });
    const res = await t.call(lead, bugs.restoreReport, { params: { id: report.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BUG_REPORT_NOT_DELETED');
  });
});

describe('comments and notes', () => {
  it('lists comments oldest first, or newest first with desc', async () => {
    const report = await fileReport(t, reporter, { title: 'Discussion' });
    for (const body of ['one', 'two', 'three']) {
      await t.callOk(reporter, bugs.createComment, { params: { id: report.id }, body: { body } });
    }
    const asc = await t.callOk(reader, bugs.listComments, { params: { id: report.id }, query: { take: 2 } });
    expect(asc.items.map((c) => c.body)).toEqual(['one', 'two']);
    expect(asc.total).toBe(3);
    const desc = await t.callOk(reader, bugs.listComments, { params: { id: report.id }, query: { desc: 'true' } });
    expect(desc.items.map((c) => c.body)).toEqual(['three', 'two', 'one']);
  });

  it('notes are hidden (404) from a reader without the notes scope, and not counted for them', async () => {
    const report = await fileReport(t, reporter, { title: 'Internal' });
    await t.callOk(lead, bugs.createNote, { params: { id: report.id }, body: { body: 'Root cause is the cache' } });
    const hidden = await t.call(reader, bugs.listNotes, { params: { id: report.id }, query: {} });
    expect(hidden.statusCode).toBe(404);
    expect((await t.callOk(reader, bugs.getReport, { params: { id: report.id } })).noteCount).toBeNull();
    const seen = await t.callOk(lead, bugs.listNotes, { params: { id: report.id }, query: {} });
    expect(seen.items.map((n) => n.body)).toEqual(['Root cause is the cache']);
    expect((await t.callOk(lead, bugs.getReport, { params: { id: report.id } })).noteCount).toBe(1);
  });

  it('a note notifies no one', async () => {
    const report = await fileReport(t, reporter, { title: 'Quiet note' });
    const before = (await notificationsOf(t, reporter.id)).length;
    await t.callOk(lead, bugs.createNote, { params: { id: report.id }, body: { body: 'Just for us' } });
    expect(await notificationsOf(t, reporter.id)).toHaveLength(before);
  });

  it('the audit row of a comment keeps that it was written, not what it says', async () => {
    const report = await fileReport(t, reporter, { title: 'Audited' });
    const made = await t.callOk(reporter, bugs.createComment, {
      params: { id: report.id },
      body: { body: 'secret words' },
    });
    const { rows } = await t.database.pool.query(
      "SELECT after FROM audit_log WHERE entity = 'bug-report-comment' AND entity_id = $1",
      [String(made.id)],
    );
    expect(JSON.stringify(rows[0].after)).not.toContain('secret words');
  });
});
