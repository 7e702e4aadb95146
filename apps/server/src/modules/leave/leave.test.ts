import * as employees from '@backoffice/contract/modules/employees';
import * as events from '@backoffice/contract/modules/events';
import * as leave from '@backoffice/contract/modules/leave';
import * as shifts from '@backoffice/contract/modules/shifts';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

// Dates in 2030 (Monday 7 January 2030 starts a working week): far from today, so nothing has ended.
let t: TestApp;
let department: number;
let other: number;
let approver: TestUser; // approves `department`
let ada: TestUser; // in `department`
let bo: TestUser; // in `department`
let stranger: TestUser; // in `other`
let hr: TestUser; // calendar:request:approvers
let annual: leave.LeaveType;
let sick: leave.LeaveType;

const LEAVE = ['calendar:leave:create'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function inDepartment(user: TestUser, departmentId: number) {
  await t.database.pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [departmentId, user.id]);
}

async function form(data: unknown, document?: { bytes: Buffer; name: string }) {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (document) body.append('document', new Blob([new Uint8Array(document.bytes)]), document.name);
  const encoded = new Response(body);
  return {
    rawBody: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const ask = async (user: TestUser, data: Record<string, unknown>, document?: { bytes: Buffer; name: string }) =>
  t.call(user, leave.createRequest, await form({ typeId: annual.id, reason: 'Holiday', ...data }, document));

const balanceOf = async (user: TestUser, typeId = annual.id, year = 2030) =>
  (await t.callOk(user, leave.userTypes, { params: { id: user.id }, query: { year } })).find(
    (b) => b.typeId === typeId,
  )!;

beforeAll(async () => {
  t = await createTestApp({ env: { TZ: 'Europe/Berlin', LOG_LEVEL: 'error' } });
  const { rows } = await t.database.pool.query(
    "INSERT INTO departments (name) VALUES ('Leave support'), ('Leave sales') RETURNING id",
  );
  [department, other] = [rows[0].id, rows[1].id];
  approver = await t.createUser({ scopes: LEAVE });
  ada = await t.createUser({ scopes: LEAVE });
  bo = await t.createUser({ scopes: LEAVE });
  stranger = await t.createUser({ scopes: LEAVE });
  hr = await t.createUser({ scopes: [...LEAVE, 'calendar:request:approvers'] });
  for (const u of [approver, ada, bo]) await inDepartment(u, department);
  await inDepartment(stranger, other);
  await t.callOk(hr, leave.setApprovers, { body: { departmentId: department, userIds: [approver.id] } });
  const types = await t.callOk(ada, leave.listTypes);
  annual = types.find((x) => x.name === 'Annual leave')!;
  sick = types.find((x) => x.name === 'Sick leave')!;
  // Easter Monday 2030 (22 April) is a day off of the event calendar.
  await t
    .callOk(hr, events.createNationalEvent, {
      body: { title: 'Easter Monday', method: 'western-easter', offset: 1 },
    })
    .catch(async () => {
      const admin = await t.createUser({ isAdmin: true });
      await t.callOk(admin, events.createNationalEvent, {
        body: { title: 'Easter Monday', method: 'western-easter', offset: 1 },
      });
    });
});
afterAll(() => t.close());

describe('asking for leave', () => {
  it('counts working days without weekends and the event calendar’s days off, and keeps them from the balance', async () => {
    // Thursday 18 April to Tuesday 23 April 2030: Thu, Fri, (weekend), Easter Monday off, Tue = 3 days.
    const res = await ask(ada, { from: '2030-04-18', to: '2030-04-23' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.reply()).toMatchObject({ days: 3, status: 'pending', userId: ada.id, reason: 'Holiday' });
    expect(await balanceOf(ada)).toMatchObject({ allowance: 25, used: 0, pending: 3, remaining: 22 });
    // A half day at the end.
    const half = await ask(ada, { from: '2030-05-06', to: '2030-05-07', halfEnd: true });
    expect(half.reply().days).toBe(1.5);
  });

  it('refuses dates with no working day, an overlap, and more than the balance, with the numbers', async () => {
    const weekend = await ask(bo, { from: '2030-01-05', to: '2030-01-06' });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().details[0].field).toBe('body.data.to');
    await ask(bo, { from: '2030-01-07', to: '2030-01-11' });
    const overlap = await ask(bo, { from: '2030-01-11', to: '2030-01-14' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'LEAVE_OVERLAP' });
    // 5 taken (waiting) of 25: 21 more is one too many.
    const tooMuch = await ask(bo, { from: '2030-02-04', to: '2030-03-04' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'LEAVE_BALANCE',
      message:
        'Not enough Annual leave in 2030: 21 days asked, 20 days left (25 a year + 0 carried over − 0 taken − 5 waiting)',
    });
    // Types that do not deduct have no limit; a bad type names its field.
    const bad = await t.call(
      bo,
      leave.createRequest,
      await form({ typeId: 999999, from: '2030-02-04', to: '2030-02-04' }),
    );
    expect(bad.json().details[0].field).toBe('body.data.typeId');
    const noData = await t.call(bo, leave.createRequest, await form({ typeId: annual.id, from: '2030-02-05' }));
    expect(noData.json().details[0].field).toBe('body.data.to');
  });

  it('asks for a document where the type needs one, takes PDF or images only, and shows it to the right people', async () => {
    const missing = await ask(bo, { typeId: sick.id, from: '2030-06-03', to: '2030-06-03' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('body.document');
    const script = await ask(
      bo,
      { typeId: sick.id, from: '2030-06-03', to: '2030-06-03' },
      { bytes: Buffer.from('#!/bin/sh\necho hi\n'), name: 'note.pdf' },
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().details[0].field).toBe('body.document');

    const res = await ask(
      bo,
      { typeId: sick.id, from: '2030-06-03', to: '2030-06-03', reason: 'Flu' },
      { bytes: PDF, name: 'sick-note.pdf' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const link = res.reply().document!.link;
    expect(link).toMatch(/^\/api\/internal-file-manager\/private\/[0-9a-f-]{36}\.pdf$/);
    const read = async (user: TestUser) =>
      (await t.app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${user.token}` } })).statusCode;
    expect(await read(bo)).toBe(200);
    expect(await read(approver)).toBe(200);
    expect(await read(hr)).toBe(200);
    expect(await read(stranger)).toBe(404);
    expect(await read(ada)).toBe(404); // a colleague of the same department
    // Everyone sees who is away; only the requester and approvers see why.
    const seen = await t.callOk(stranger, leave.requestsByDate, { query: { date: '2030-06-03', to: '2030-06-03' } });
    const theirs = seen.find((r) => r.id === res.reply().id)!;
    expect(theirs).toMatchObject({ userId: bo.id, reason: null, document: null, hasDocument: true });
  });
});

describe('the calendar’s compact answer', () => {
  it('holds the requests of requestsByDate with only what the calendar draws, each person and type once', async () => {
    const asked = async (...args: Parameters<typeof ask>) => {
      const res = await ask(...args);
      expect(res.statusCode, res.body).toBe(201);
      return res.reply();
    };
    await asked(bo, { from: '2030-07-01', to: '2030-07-02', halfEnd: true });
    await asked(bo, { from: '2030-07-08', to: '2030-07-09', reason: 'Private' });
    await asked(ada, { from: '2030-07-02', to: '2030-07-03', typeId: sick.id }, { bytes: PDF, name: 'note.pdf' });
    // An approved request whose cancellation waits.
    const kept = await asked(ada, { from: '2030-07-15', to: '2030-07-16' });
    await t.callOk(hr, leave.reviewRequest, { params: { id: kept.id }, body: { isApproved: true } });
    await t.callOk(ada, leave.createCancellation, { body: { requestId: kept.id } });
    for (const viewer of [stranger, approver, hr]) {
      const query = { date: '2030-07-01' };
      const [full, compact] = await Promise.all([
        t.callOk(viewer, leave.requestsByDate, { query }),
        t.callOk(viewer, leave.awayBetween, { query }),
      ]);
      expect(full.length).toBeGreaterThanOrEqual(4);
      expect(compact.people.filter((p) => p.id === bo.id)).toHaveLength(1);
      expect(compact.types.map((type) => type.id).sort()).toEqual([annual.id, sick.id].sort());
      // Nothing a caller might not see (reason, document, decision) is in it, for anyone.
      for (const r of compact.requests) expect(Object.keys(r).sort()).toEqual(Object.keys(compact.requests[0]!).sort());
      expect(Object.keys(compact.requests[0]!).sort()).toEqual(
        ['id', 'userId', 'typeId', 'from', 'to', 'halfStart', 'halfEnd', 'status', 'cancelling'].sort(),
      );
      expect(leave.expandAwayCalendar(compact)).toEqual(
        full.map((r) => ({
          id: r.id,
          userId: r.userId,
          userName: r.userName,
          departmentId: r.departmentId,
          typeId: r.typeId,
          typeName: r.typeName,
          color: r.color,
          from: r.from,
          to: r.to,
          halfStart: r.halfStart,
          halfEnd: r.halfEnd,
          status: r.status,
          cancelling: r.cancellation?.status === 'pending',
        })),
      );
      expect(compact.requests.find((r) => r.id === kept.id)).toMatchObject({ status: 'approved', cancelling: true });
      expect(compact.requests.some((r) => r.halfEnd)).toBe(true);
    }
    // A range with nobody away: empty lists, not null.
    expect(await t.callOk(stranger, leave.awayBetween, { query: { date: '2031-02-01' } })).toEqual({
      people: [],
      types: [],
      requests: [],
    });
  });

  // Kept per range and data version (core/kept-answers.ts): every change is in the very next answer, for
  // everyone, on every instance. Each test asks first (so the answer is kept), changes, and asks again.
  const MAY = { date: '2032-05-01' };
  const away = async (by: TestUser, app: TestApp = t) =>
    leave.expandAwayCalendar(await app.callOk(by, leave.awayBetween, { query: MAY }));

  it('shows a new request, its approval, a waiting cancellation and its end in the next answer', async () => {
    expect(await away(stranger)).toEqual([]);
    const res = await ask(bo, { from: '2032-05-03', to: '2032-05-04' });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.reply();
    expect(await away(stranger)).toMatchObject([{ id: request.id, status: 'pending', cancelling: false }]);
    await t.callOk(approver, leave.reviewRequest, { params: { id: request.id }, body: { isApproved: true } });
    expect(await away(stranger)).toMatchObject([{ id: request.id, status: 'approved', cancelling: false }]);
    const asked = await t.callOk(bo, leave.createCancellation, { body: { requestId: request.id } });
    expect(await away(stranger)).toMatchObject([{ id: request.id, status: 'approved', cancelling: true }]);
    await t.callOk(approver, leave.reviewCancellation, {
      params: { id: asked.cancellation!.id },
      body: { isApproved: true },
    });
    expect(await away(stranger)).toEqual([]);
  });

  it('shows a person renamed or moved, and a type renamed, in the next answer (outside the services too)', async () => {
    const res = await ask(ada, { from: '2032-05-10', to: '2032-05-11' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await away(stranger)).toMatchObject([{ userId: ada.id, departmentId: department, typeName: annual.name }]);
    // As an administrator's edit or a script writes them: no leave service involved.
    await t.database.pool.query('UPDATE users SET name = $1, department_id = $2 WHERE id = $3', [
      'Ada Renamed',
      other,
      ada.id,
    ]);
    expect(await away(stranger)).toMatchObject([{ userName: 'Ada Renamed', departmentId: other }]);
    await inDepartment(ada, department);
    await t.database.pool.query(
      "UPDATE leave_types SET name = 'Annual leave (renamed)', color = '#123456' WHERE id = $1",
      [annual.id],
    );
    try {
      expect(await away(stranger)).toMatchObject([{ typeName: 'Annual leave (renamed)', color: '#123456' }]);
    } finally {
      await t.database.pool.query('UPDATE leave_types SET name = $1, color = $2 WHERE id = $3', [
        annual.name,
        annual.color,
        annual.id,
      ]);
    }
    await t.database.pool.query('DELETE FROM leave_requests WHERE id = $1', [res.reply().id]);
    expect(await away(stranger)).toEqual([]);
  });

  it('shows a change made on another instance in that instance’s next answer', async () => {
    const second = await createTestApp({ database: t.database, env: { TZ: 'Europe/Berlin', LOG_LEVEL: 'error' } });
    try {
      expect(await away(stranger, second)).toEqual([]);
      const res = await ask(bo, { from: '2032-05-17', to: '2032-05-18' });
      expect(res.statusCode, res.body).toBe(201);
      expect(await away(stranger, second)).toMatchObject([{ id: res.reply().id, status: 'pending' }]);
      await t.callOk(approver, leave.reviewRequest, { params: { id: res.reply().id }, body: { isApproved: false } });
      expect(await away(stranger, second)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('deciding', () => {
  it('lets the department’s approver decide, never one’s own, and tells the requester', async () => {
    const request = (await ask(approver, { from: '2030-09-02', to: '2030-09-03' })).reply();
    const own = await t.call(approver, leave.reviewRequest, { params: { id: request.id }, body: { isApproved: true } });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot decide your own leave');
    // A colleague who approves nothing does not see it in full: for them it does not exist.
    const colleague = await t.call(ada, leave.reviewRequest, {
      params: { id: request.id },
      body: { isApproved: true },
    });
    expect(colleague.statusCode).toBe(404);
    const outsider = await t.call(stranger, leave.reviewRequest, {
      params: { id: request.id },
      body: { isApproved: true },
    });
    expect(outsider.statusCode).toBe(404);
    // The approvers scope decides anyone's.
    const decided = await t.callOk(hr, leave.reviewRequest, { params: { id: request.id }, body: { isApproved: true } });
    expect(decided.status).toBe('approved');

    const adas = (await ask(ada, { from: '2030-10-07', to: '2030-10-08' })).reply();
    const pending = await t.callOk(approver, leave.pendingRequests);
    expect(pending.map((r) => r.id)).toContain(adas.id);
    expect(pending.some((r) => r.userId === approver.id)).toBe(false);
    const rejected = await t.callOk(approver, leave.reviewRequest, {
      params: { id: adas.id },
      body: { isApproved: false, comment: 'Audit week' },
    });
    expect(rejected).toMatchObject({ status: 'rejected', reviewComment: 'Audit week' });
    const again = await t.call(approver, leave.reviewRequest, { params: { id: adas.id }, body: { isApproved: true } });
    expect(again.json()).toMatchObject({ code: 'LEAVE_DECIDED', message: 'This request is already rejected' });
    const { rows } = await t.database.pool.query(
      "SELECT body FROM notifications WHERE user_id = $1 AND title = 'Leave rejected'",
      [ada.id],
    );
    expect(rows[0].body).toContain('“Audit week”');
  });

  it('cancels a waiting request at once, and an approved one once an approver agrees: the days come back', async () => {
    const waiting = (await ask(ada, { from: '2030-11-04', to: '2030-11-05' })).reply();
    const cancelled = await t.callOk(ada, leave.createCancellation, { body: { requestId: waiting.id } });
    expect(cancelled.status).toBe('cancelled');

    const approved = (await ask(ada, { from: '2030-11-11', to: '2030-11-15' })).reply();
    await t.callOk(approver, leave.reviewRequest, { params: { id: approved.id }, body: { isApproved: true } });
    const before = await balanceOf(ada);
    const asked = await t.callOk(ada, leave.createCancellation, { body: { requestId: approved.id } });
    expect(asked).toMatchObject({ status: 'approved', cancellation: { status: 'pending' } });
    expect((await t.call(bo, leave.createCancellation, { body: { requestId: approved.id } })).statusCode).toBe(404);
    const ownReview = await t.call(ada, leave.reviewCancellation, {
      params: { id: asked.cancellation!.id },
      body: { isApproved: true },
    });
    expect(ownReview.statusCode).toBe(403);
    const done = await t.callOk(approver, leave.reviewCancellation, {
      params: { id: asked.cancellation!.id },
      body: { isApproved: true },
    });
    expect(done.status).toBe('cancelled');
    const after = await balanceOf(ada);
    expect(after.used).toBe(before.used - 5);
    expect(after.remaining).toBe(before.remaining + 5);
  });

  it('tells the approvers what to decide with a link naming the request (the bell decides from it)', async () => {
    const linkOf = async (title: string) => {
      const { items } = await t.callOk(approver, employees.listNotifications, { query: { take: 50 } });
      return items.find((n) => n.title === title)?.link;
    };
    const waiting = (await ask(bo, { from: '2030-12-02', to: '2030-12-03' })).reply();
    expect(await linkOf('Leave request to decide')).toBe(`/leaves/all?pending=1&request=${waiting.id}`);
    await t.callOk(approver, leave.reviewRequest, { params: { id: waiting.id }, body: { isApproved: true } });
    await t.callOk(bo, leave.createCancellation, { body: { requestId: waiting.id } });
    expect(await linkOf('Leave cancellation to decide')).toBe(`/leaves/all?pending=1&request=${waiting.id}`);
  });
});

describe('people, archive and settings', () => {
  it('shows a person’s leave to themselves and their approvers only (404 to others)', async () => {
    expect((await t.call(ada, leave.upcomingRequests, { params: { id: ada.id } })).statusCode).toBe(200);
    expect((await t.call(approver, leave.upcomingRequests, { params: { id: ada.id } })).statusCode).toBe(200);
    expect((await t.call(stranger, leave.upcomingRequests, { params: { id: ada.id } })).statusCode).toBe(404);
    const page = await t.callOk(ada, leave.userRequests, { params: { id: ada.id }, query: { page: 1 } });
    expect(page.total).toBeGreaterThan(2);
    const archive = await t.callOk(ada, leave.archive, { body: { page: 1, usersIds: [] } });
    expect(archive.items.every((r) => r.userId === ada.id && ['rejected', 'cancelled'].includes(r.status))).toBe(true);
    expect((await t.call(stranger, leave.archive, { body: { page: 1, usersIds: [ada.id] } })).statusCode).toBe(403);
    expect((await t.call(approver, leave.archive, { body: { page: 1, usersIds: [ada.id] } })).statusCode).toBe(200);
  });

  it('answers each person their own page, the statement built once for everyone (PreparedList)', async () => {
    const [one, two] = [await t.createUser({ scopes: LEAVE }), await t.createUser({ scopes: LEAVE })];
    const mine = async (user: TestUser, data: Record<string, unknown>) => {
      const res = await ask(user, data);
      expect(res.statusCode, res.body).toBe(201);
      return res.reply().id;
    };
    const ones = [
      await mine(one, { from: '2030-03-04', to: '2030-03-05' }),
      await mine(one, { from: '2030-04-01', to: '2030-04-01' }),
    ];
    const twos = [await mine(two, { from: '2030-03-04', to: '2030-03-04' })];
    const pageOf = async (user: TestUser, page = 1) =>
      t.callOk(user, leave.userRequests, { params: { id: user.id }, query: { page } });
    for (let round = 0; round < 2; round++) {
      expect(await pageOf(one)).toMatchObject({ total: 2, page: 1, take: 25 });
      expect((await pageOf(one)).items.map((r) => r.id)).toEqual([...ones].reverse());
      expect((await pageOf(two)).items.map((r) => r.id)).toEqual(twos);
      expect((await pageOf(two)).total).toBe(1);
    }
    expect((await pageOf(one, 2)).items).toEqual([]);
    // Another caller: someone who sees everyone's leave reads the same page; a colleague gets a 404.
    const seen = await t.callOk(hr, leave.userRequests, { params: { id: one.id }, query: { page: 1 } });
    expect(seen.items.map((r) => [r.id, r.reason])).toEqual([...ones].reverse().map((id) => [id, 'Holiday']));
    expect(
      (await t.call(stranger, leave.userRequests, { params: { id: one.id }, query: { page: 1 } })).statusCode,
    ).toBe(404);
  });

  it('sets a person’s allowance and carried-over days with calendar:employee:update; lists the balances one sees', async () => {
    const editor = await t.createUser({ scopes: [...LEAVE, 'calendar:employee:update'] });
    const body = { year: 2030, types: [{ typeId: annual.id, allowance: 30, carriedOver: 2.5 }] };
    expect((await t.call(approver, leave.updateEmployee, { params: { id: bo.id }, body })).statusCode).toBe(403);
    const saved = await t.callOk(editor, leave.updateEmployee, { params: { id: bo.id }, body });
    expect(saved.balances.find((b) => b.typeId === annual.id)).toMatchObject({
      allowance: 30,
      ownAllowance: true,
      carriedOver: 2.5,
    });
    const bad = await t.call(editor, leave.updateEmployee, {
      params: { id: bo.id },
      body: { year: 2030, types: [{ typeId: annual.id, allowance: 1.25, carriedOver: 0 }] },
    });
    expect(bad.json().details[0].field).toBe('body.types.0.allowance');
    const many = await t.callOk(editor, leave.employeesByIds, { body: { ids: [bo.id, ada.id], year: 2030 } });
    expect(many.map((e) => e.userId).sort()).toEqual([ada.id, bo.id].sort());
    // An approver sees their department's people; a colleague only themselves.
    const approvers = await t.callOk(approver, leave.employeesByIds, { body: { ids: [], year: 2030 } });
    expect(approvers.map((e) => e.userId).sort()).toEqual([approver.id, ada.id, bo.id].sort());
    const mine = await t.callOk(stranger, leave.employeesByIds, { body: { ids: [bo.id, stranger.id], year: 2030 } });
    expect(mine.map((e) => e.userId)).toEqual([stranger.id]);
    const off = await t.callOk(stranger, leave.daysOff, { query: { from: '2030-04-01', to: '2030-04-30' } });
    expect(off).toEqual([{ date: '2030-04-22', title: 'Easter Monday' }]);
  });
});

describe('the shift calendar', () => {
  it('refuses a shift on a day of approved leave, tells the shift leader of shifts already planned, and shows cover', async () => {
    const manager = await t.createUser({
      scopes: ['calendar:shifts:read', 'calendar:shifts:create', 'calendar:shifts:all'],
    });
    const team = await t.callOk(manager, shifts.createTeam, {
      body: { name: 'Leave team', departmentId: department, leaderId: manager.id, memberIds: [bo.id, ada.id] },
    });
    // Bo works Wednesday 4 December; Ada too.
    for (const u of [bo, ada]) {
      await t.callOk(manager, shifts.createShift, {
        body: { userId: u.id, date: '2030-12-04', start: '07:00', end: '15:00' },
      });
    }
    const request = (await ask(bo, { from: '2030-12-04', to: '2030-12-06' })).reply();
    const cover = await t.callOk(approver, leave.requestCover, { params: { id: request.id } });
    expect(cover.find((c) => c.date === '2030-12-04' && c.teamId === team.id)).toMatchObject({
      size: 2,
      shifts: [{ label: '07:00–15:00', planned: 2, ifApproved: 1 }],
    });
    await t.callOk(approver, leave.reviewRequest, { params: { id: request.id }, body: { isApproved: true } });
    const { rows } = await t.database.pool.query(
      "SELECT body FROM notifications WHERE user_id = $1 AND title = 'Shifts during approved leave'",
      [manager.id],
    );
    expect(rows[0].body).toContain('1 shift planned then');
    const refused = await t.call(manager, shifts.createShift, {
      body: { userId: bo.id, date: '2030-12-05', start: '07:00', end: '15:00' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHIFTS_ON_LEAVE' });
    expect(refused.json().message).toMatch(/is on approved leave \(Annual leave\) on 2030-12-05$/);
    const away = await t.callOk(ada, leave.teamsAway, { query: { from: '2030-12-04', to: '2030-12-04' } });
    expect(away.find((a) => a.teamId === team.id)).toMatchObject({ size: 2, away: 1 });
  });
});

describe('the audit log', () => {
  /** Every audit row an auditor reads, newest first, as the JSON text of the replies. */
  async function wholeLog(auditor: TestUser): Promise<{ text: string; items: system.AuditEntry[] }> {
    const items: system.AuditEntry[] = [];
    let text = '';
    for (let page = 1; ; page += 1) {
      const res = await t.call(auditor, system.auditLog, { query: { take: 100, page } });
      expect(res.statusCode).toBe(200);
      text += res.body;
      const reply = res.reply();
      items.push(...reply.items);
      if (reply.items.length < 100) return { text, items };
    }
  }
  const rowsOf = (items: system.AuditEntry[], entity: string, id: number) =>
    items.filter((r) => r.entity === entity && r.entityId === String(id)).reverse();
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

  it('says that a reason, a document or a comment was set or changed, never what it says; the approver still reads them', async () => {
    const tag = Math.random().toString(36).slice(2, 10);
    const reason = `Migraine after chemotherapy ${tag}`;
    const comment = `Get well soon, see HR about the relapse ${tag}`;
    const fileName = `sick-note-${tag}.pdf`;
    const note = { bytes: PDF, name: fileName };
    const asked = await ask(bo, { typeId: sick.id, from: '2031-02-03', to: '2031-02-04', reason }, note);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.reply();
    const documentId = request.document!.link.match(/([0-9a-f-]{36})/)![1]!;
    // Decided with a comment, then cancelled: asked by the requester, agreed by the approver.
    await t.callOk(approver, leave.reviewRequest, { params: { id: request.id }, body: { isApproved: true, comment } });
    const asking = await t.callOk(bo, leave.createCancellation, { body: { requestId: request.id } });
    await t.callOk(approver, leave.reviewCancellation, {
      params: { id: asking.cancellation!.id },
      body: { isApproved: true },
    });
    // A waiting request with a reason, withdrawn at once.
    const withdrawn = (await ask(bo, { typeId: sick.id, from: '2031-03-03', to: '2031-03-03', reason }, note)).reply();
    await t.callOk(bo, leave.createCancellation, { body: { requestId: withdrawn.id } });
    // The decision's notification quotes the comment; marking it read is audited too.
    const { items: told } = await t.callOk(bo, employees.listNotifications, { query: {} });
    const decision = told.find((n) => n.body.includes(comment))!;
    await t.callOk(bo, employees.markNotificationRead, { params: { id: decision._id } });

    // The approver still reads the reason and the comment.
    const seen = await t.callOk(approver, leave.userRequests, { params: { id: bo.id }, query: { page: 1 } });
    expect(seen.items.find((r) => r.id === request.id)).toMatchObject({ reason, reviewComment: comment });

    // An auditor reads every row, and none of the texts, the document or its name anywhere.
    const auditor = await t.createUser({ scopes: ['audit:log:read'] });
    const log = await wholeLog(auditor);
    for (const secret of [tag, reason, comment, documentId, fileName]) expect(log.text).not.toContain(secret);

    // The rows say what happened to each: set, left as it was, changed.
    const rows = rowsOf(log.items, 'leave-request', request.id);
    expect(rows.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    const [created, reviewed, cancelled] = rows as [system.AuditEntry, system.AuditEntry, system.AuditEntry];
    expect(created.after).toMatchObject({ reason: '[personal]', documentId: '[personal]', status: 'pending' });
    expect(reviewed.before).toMatchObject({ reason: '[personal]', reviewComment: null, status: 'pending' });
    expect(reviewed.after).toMatchObject({
      reason: '[personal]',
      documentId: '[personal]',
      reviewComment: '[personal: changed]',
      status: 'approved',
    });
    expect(cancelled.after).toMatchObject({ reason: '[personal]', reviewComment: '[personal]', status: 'cancelled' });
    const withdrawal = rowsOf(log.items, 'leave-request', withdrawn.id).at(-1)!;
    expect(withdrawal.after).toMatchObject({ reason: '[personal]', status: 'cancelled' });
    const read = rowsOf(log.items, 'notification', decision._id).at(-1)!;
    expect(read.after).toMatchObject({ body: '[personal]', title: 'Leave approved' });

    // Times are written as ISO strings (they were `{}`).
    const after = reviewed.after as Record<string, unknown>;
    for (const field of ['createdAt', 'updatedAt', 'reviewedAt']) expect(after[field]).toMatch(iso);
    expect((created.after as Record<string, unknown>).createdAt).toMatch(iso);
    const cancellation = rowsOf(log.items, 'leave-cancellation', asking.cancellation!.id);
    expect((cancellation.at(-1)!.after as Record<string, unknown>).requestedAt).toMatch(iso);
  });

  it('hides the personal fields of rows written before the rule, when they are read', async () => {
    const tag = Math.random().toString(36).slice(2, 10);
    const row = { id: 999_001, reason: `Old reason ${tag}`, reviewComment: null, status: 'pending' };
    const reviewed = { ...row, reviewComment: `Old comment ${tag}`, status: 'rejected' };
    await t.database.pool.query(
      `INSERT INTO audit_log (method, route, entity, entity_id, status_code, before, after)
       VALUES ('PATCH', '/api/leave-calendar/requests/review/:id', 'leave-request', '999001', 200, $1, $2)`,
      [JSON.stringify(row), JSON.stringify(reviewed)],
    );
    const auditor = await t.createUser({ scopes: ['audit:log:read'] });
    const res = await t.call(auditor, system.auditLog, { query: { entity: 'leave-request', entityId: '999001' } });
    expect(res.body).not.toContain(tag);
    expect(res.reply().items[0]).toMatchObject({
      before: { reason: '[personal]', reviewComment: null, status: 'pending' },
      after: { reason: '[personal]', reviewComment: '[personal: changed]', status: 'rejected' },
    });
  });
});
