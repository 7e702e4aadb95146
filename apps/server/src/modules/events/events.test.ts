import * as employees from '@backoffice/contract/modules/employees';
import * as events from '@backoffice/contract/modules/events';
import { orthodoxEaster, westernEaster } from '@backoffice/contract/rules/holidays';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../core/company-time.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { remindAttendants } from './services/reminders.js';

// The company's clocks are Berlin's, so the DST change of 29 March 2026 can be tested.
let t: TestApp;
let manager: TestUser;
let reader: TestUser;
let other: TestUser;
let outsider: TestUser; // no event scope

const READ = ['calendar:events:read'];
const MANAGE = [...READ, 'calendar:events:create'];

beforeAll(async () => {
  t = await createTestApp({ env: { TZ: 'Europe/Berlin' } });
  manager = await t.createUser({ scopes: MANAGE });
  reader = await t.createUser({ scopes: READ });
  other = await t.createUser({ scopes: READ });
  outsider = await t.createUser();
});
afterAll(() => t.close());

const timed = (date: string, start: string, end: string, extra: Partial<events.EventBody> = {}) => ({
  title: 'Meeting',
  startDate: date,
  startTime: start,
  endDate: date,
  endTime: end,
  ...extra,
});

async function notificationsOf(user: TestUser, title: string): Promise<{ body: string; link: string | null }[]> {
  const { rows } = await t.database.pool.query(
    'SELECT body, link FROM notifications WHERE user_id = $1 AND title = $2 ORDER BY id',
    [user.id, title],
  );
  return rows;
}

const range = (by: TestUser, from: string, to: string) => t.callOk(by, events.rangeEvents, { params: { from, to } });

describe('national events', () => {
  it('computes movable holidays from their method and offset, never typed per year', async () => {
    const goodFriday = await t.callOk(manager, events.createNationalEvent, {
      body: { title: 'Good Friday', method: 'western-easter', offset: -2 },
    });
    const orthodox = await t.callOk(manager, events.createNationalEvent, {
      body: { title: 'Orthodox Easter Monday', method: 'orthodox-easter', offset: 1, dayOff: false },
    });
    await t.callOk(manager, events.createNationalEvent, {
      body: { title: 'Thanksgiving', method: 'nth-weekday', month: 11, weekday: 4, nth: 4 },
    });
    await t.callOk(manager, events.createNationalEvent, {
      body: { title: 'Christmas Day', method: 'fixed', month: 12, day: 25 },
    });
    expect(goodFriday.month).toBeNull();
    for (const year of [2025, 2026, 2027, 2028, 2029, 2030]) {
      const answer = await t.callOk(reader, events.yearEvents, { params: { year } });
      const national = answer.filter((o) => o.kind === 'national');
      const dateOf = (title: string) => national.find((o) => o.title === title)?.startDate;
      expect(dateOf('Good Friday')).toBe(addDays(westernEaster(year), -2));
      expect(dateOf('Orthodox Easter Monday')).toBe(addDays(orthodoxEaster(year), 1));
      expect(dateOf('Christmas Day')).toBe(`${year}-12-25`);
      expect(national.find((o) => o.title === 'Orthodox Easter Monday')!.dayOff).toBe(false);
    }
    const thanksgiving = (await t.callOk(reader, events.monthEvents, { params: { year: 2026, month: 11 } })).find(
      (o) => o.title === 'Thanksgiving',
    );
    expect(thanksgiving).toMatchObject({ startDate: '2026-11-26', allDay: true, dayOff: true, kind: 'national' });
    // Known years of the published tables.
    expect((await t.callOk(reader, events.getNationalEvent, { params: { id: orthodox.id } })).next).not.toBeNull();
  });

  it('lists the movable methods with this year’s dates', async () => {
    const methods = await t.callOk(reader, events.movableMethods);
    expect(methods.map((m) => m.id)).toEqual(['western-easter', 'orthodox-easter', 'nth-weekday']);
    const year = Number(todayIn(t.app.ctx).slice(0, 4));
    expect(methods[0]!.thisYear).toBe(westernEaster(year));
    expect(methods[1]!.nextYear).toBe(orthodoxEaster(year + 1));
  });

  it('refuses rules that name no date, naming the field', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await t.call(manager, events.createNationalEvent, { rawBody: { title: 'x', ...body } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    };
    await bad({ method: 'fixed', month: 12 }, 'body.day');
    await bad({ method: 'fixed', month: 4, day: 31 }, 'body.day');
    await bad({ method: 'nth-weekday', month: 5, weekday: 1 }, 'body.nth');
    await bad({ method: 'nth-weekday', month: 5, weekday: 8, nth: 1 }, 'body.weekday');
    await bad({ method: 'easter' }, 'body.method');
    await bad({ method: 'western-easter', offset: 500 }, 'body.offset');
    const created = await t.call(reader, events.createNationalEvent, {
      body: { title: 'x', method: 'fixed', month: 1, day: 1 },
    });
    expect(created.statusCode).toBe(403);
  });

  it('changes and removes a holiday; an unknown one is a 404', async () => {
    const made = await t.callOk(manager, events.createNationalEvent, {
      body: { title: 'Founders’ day', method: 'fixed', month: 6, day: 3, fromYear: 2027 },
    });
    expect(made.next).toBe('2027-06-03');
    const moved = await t.callOk(manager, events.updateNationalEvent, {
      params: { id: made.id },
      body: { title: 'Founders’ day', method: 'fixed', month: 6, day: 4, fromYear: 2027 },
    });
    expect(moved.next).toBe('2027-06-04');
    await t.callOk(manager, events.deleteNationalEvent, { params: { id: made.id } });
    expect((await t.call(reader, events.getNationalEvent, { params: { id: made.id } })).statusCode).toBe(404);
  });
});

describe('repeatable events', () => {
  it('keeps a weekly 10:00 at 10:00 across the DST change (the instant moves an hour)', async () => {
    const sync = await t.callOk(manager, events.createRepeatableEvent, {
      body: { ...timed('2026-03-02', '10:00', '10:30', { title: 'DST sync' }), rrule: 'freq=weekly;byday=mo' },
    });
    expect(sync).toMatchObject({
      kind: 'repeatable',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      repeats: 'every week on Monday',
      until: null,
    });
    const march = (await t.callOk(reader, events.monthEvents, { params: { year: 2026, month: 3 } })).filter(
      (o) => o.kind !== 'national' && o.eventId === sync.id,
    );
    expect(march.map((o) => o.startDate)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(march.every((o) => o.startTime === '10:00' && o.repeats === 'every week on Monday')).toBe(true);
    expect(march[3]!.startsAt).toBe('2026-03-23T09:00:00.000Z'); // CET
    expect(march[4]!.startsAt).toBe('2026-03-30T08:00:00.000Z'); // CEST
  });

  it('crosses month and year boundaries, leaves out the excepted dates, and ends on the UNTIL day inclusive', async () => {
    const made = await t.callOk(manager, events.createRepeatableEvent, {
      body: {
        ...timed('2026-12-17', '09:00', '09:15', { title: 'Year-end standup' }),
        rrule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270114',
        exdates: ['2026-12-31'],
      },
    });
    expect(made.until).toBe('2027-01-14');
    const dates = (await range(reader, '2026-12-01', '2027-02-28'))
      .filter((o) => o.kind !== 'national' && o.eventId === made.id)
      .map((o) => o.startDate);
    expect(dates).toEqual(['2026-12-17', '2026-12-24', '2027-01-07', '2027-01-14']);

    const monthly = await t.callOk(manager, events.createRepeatableEvent, {
      body: { ...timed('2026-01-31', '12:00', '13:00', { title: 'Month end' }), rrule: 'FREQ=MONTHLY;BYMONTHDAY=31' },
    });
    const year = (await t.callOk(reader, events.yearEvents, { params: { year: 2026 } })).filter(
      (o) => o.kind !== 'national' && o.eventId === monthly.id,
    );
    expect(year.map((o) => o.startDate.slice(5, 7))).toEqual(['01', '03', '05', '07', '08', '10', '12']);
  });

  it('expands an occurrence lasting past midnight into the range it reaches', async () => {
    const night = await t.callOk(manager, events.createRepeatableEvent, {
      body: {
        title: 'Patch window',
        startDate: '2026-06-02',
        startTime: '22:00',
        endDate: '2026-06-03',
        endTime: '02:00',
        rrule: 'FREQ=WEEKLY;BYDAY=TU',
      },
    });
    // Wednesday 3 June alone: the window of Tuesday night reaches into it.
    const [occurrence] = (await range(reader, '2026-06-03', '2026-06-03')).filter(
      (o) => o.kind !== 'national' && o.eventId === night.id,
    );
    expect(occurrence).toMatchObject({ startDate: '2026-06-02', endDate: '2026-06-03' });
  });

  it('refuses rules the library cannot read, or that repeat more often than daily, naming body.rrule', async () => {
    for (const rrule of ['FREQ=HOURLY', 'FREQ=WEEKLY;BYDAY=XX', 'every monday', 'FREQ=DAILY;COUNT=5000']) {
      const res = await t.call(manager, events.createRepeatableEvent, {
        body: { ...timed('2026-01-05', '10:00', '11:00'), rrule },
      });
      expect(res.statusCode, `${rrule}: ${res.body}`).toBe(400);
      expect(res.json().details[0].field).toBe('body.rrule');
    }
    const count = await t.callOk(manager, events.createRepeatableEvent, {
      body: { ...timed('2026-01-05', '10:00', '11:00'), rrule: 'FREQ=DAILY;COUNT=3' },
    });
    expect(count.until).toBe('2026-01-07');
  });
});

describe('events and range answers', () => {
  it('answers each occurrence exactly once, in every range that touches it', async () => {
    const span = await t.callOk(manager, events.createEvent, {
      body: { title: 'Across months', startDate: '2026-01-30', startTime: null, endDate: '2026-02-02', endTime: null },
    });
    expect(span.allDay).toBe(true);
    const jan = await t.callOk(reader, events.monthEvents, { params: { year: 2026, month: 1 } });
    const feb = await t.callOk(reader, events.monthEvents, { params: { year: 2026, month: 2 } });
    const q1 = await t.callOk(reader, events.quarterEvents, { params: { year: 2026, quarter: 1 } });
    const year = await t.callOk(reader, events.yearEvents, { params: { year: 2026 } });
    for (const answer of [jan, feb, q1, year]) {
      const keys = answer.map((o) => o.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(answer.filter((o) => o.kind === 'normal' && o.eventId === span.id)).toHaveLength(1);
    }
    // Everything in a month is in its quarter and its year.
    const q1Keys = new Set(q1.map((o) => o.key));
    const yearKeys = new Set(year.map((o) => o.key));
    expect([...jan, ...feb].every((o) => q1Keys.has(o.key) && yearKeys.has(o.key))).toBe(true);
    const march = await t.callOk(reader, events.monthEvents, { params: { year: 2026, month: 3 } });
    expect(march.some((o) => o.kind === 'normal' && o.eventId === span.id)).toBe(false);
  });

  it('refuses a bad event, a bad range and a bad month, naming the field', async () => {
    const bad = async (
      res: { statusCode: number; body: string; json(): { details: { field: string }[] } },
      field: string,
    ) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.map((d) => d.field)).toContain(field);
    };
    await bad(
      await t.call(manager, events.createEvent, { body: timed('2026-05-05', '11:00', '10:00') }),
      'body.endDate',
    );
    await bad(
      await t.call(manager, events.createEvent, {
        body: { title: 'x', startDate: '2026-05-05', startTime: '10:00', endDate: '2026-05-05', endTime: null },
      }),
      'body.endTime',
    );
    await bad(
      await t.call(manager, events.createEvent, {
        body: { title: 'x', startDate: '2026-05-01', endDate: '2026-07-01' },
      }),
      'body.endDate',
    );
    await bad(
      await t.call(reader, events.rangeEvents, { params: { from: '2026-05-01', to: '2026-04-01' } }),
      'params.to',
    );
    await bad(
      await t.call(reader, events.rangeEvents, { params: { from: '2026-01-01', to: '2027-06-01' } }),
      'params.to',
    );
    await bad(await t.call(reader, events.monthEvents, { rawParams: { year: '2026', month: '13' } }), 'params.month');
    await bad(
      await t.call(reader, events.quarterEvents, { rawParams: { year: '2026', quarter: '5' } }),
      'params.quarter',
    );
    expect((await t.call(outsider, events.monthEvents, { params: { year: 2026, month: 1 } })).statusCode).toBe(403);
  });

  it('lists normal events latest first, searching title and place', async () => {
    await t.callOk(manager, events.createEvent, {
      body: timed('2026-09-09', '09:00', '10:00', { title: 'Unique kick-off', location: 'Room Zeta' }),
    });
    const found = await t.callOk(reader, events.listEvents, { query: { search: 'zeta' } });
    expect(found.items.map((e) => e.title)).toEqual(['Unique kick-off']);
    const all = await t.callOk(reader, events.listEvents, { query: {} });
    const starts = all.items.map((e) => e.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(all.items.every((e) => e.kind === 'normal')).toBe(true);
  });
});

describe('attendants', () => {
  it('lets a reader sign up and leave, refuses signing up others, and keeps the capacity', async () => {
    const today = todayIn(t.app.ctx);
    const event = await t.callOk(manager, events.createEvent, {
      body: timed(addDays(today, 5), '13:00', '15:00', { title: 'Small workshop', capacity: 2 }),
    });
    const mine = await t.callOk(reader, events.addAttendant, { params: { id: event.id }, body: { note: 'vegan' } });
    expect(mine).toMatchObject({ eventId: event.id, userId: reader.id, note: 'vegan' });
    const again = await t.call(reader, events.addAttendant, { params: { id: event.id }, body: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EVENTS_ALREADY_ATTENDING', message: 'You are already signed up' });

    const forOther = await t.call(reader, events.addAttendant, {
      params: { id: event.id },
      body: { userId: other.id },
    });
    expect(forOther.statusCode).toBe(403);
    await t.callOk(manager, events.addAttendant, { params: { id: event.id }, body: { userId: other.id } });
    expect((await notificationsOf(other, 'Signed up for an event'))[0]!.link).toBe(
      `/calendar/events?event=${event.id}&date=${event.startDate}`,
    );
    const full = await t.call(manager, events.addAttendant, { params: { id: event.id }, body: {} });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'EVENTS_FULL', message: 'This event is full (2 of 2 places taken)' });

    const list = await t.callOk(reader, events.listAttendants, { params: { id: event.id } });
    expect(list.map((a) => a.userId).sort()).toEqual([reader.id, other.id].sort());
    expect((await t.callOk(reader, events.userAttendant, { params: { id: event.id, userId: other.id } })).userId).toBe(
      other.id,
    );
    const [occurrence] = (await range(reader, event.startDate, event.startDate)).filter(
      (o) => o.kind !== 'national' && o.eventId === event.id,
    );
    expect(occurrence).toMatchObject({ attendantCount: 2, attending: true });

    // One's own place only.
    const othersPlace = list.find((a) => a.userId === other.id)!;
    const touch = await t.call(reader, events.removeAttendant, {
      params: { id: event.id, attendantId: othersPlace.id },
    });
    expect(touch.statusCode).toBe(403);
    const noted = await t.callOk(reader, events.updateAttendant, {
      params: { id: event.id, attendantId: mine.id },
      body: { note: 'vegetarian' },
    });
    expect(noted.note).toBe('vegetarian');
    await t.callOk(reader, events.removeAttendant, { params: { id: event.id, attendantId: mine.id } });
    expect(
      (await t.call(reader, events.userAttendant, { params: { id: event.id, userId: reader.id } })).statusCode,
    ).toBe(404);
    expect((await t.call(outsider, events.addAttendant, { params: { id: event.id }, body: {} })).statusCode).toBe(403);
  });

  it('refuses a self sign-up when sign-up is closed or the event is over; a manager may still add people', async () => {
    const today = todayIn(t.app.ctx);
    const closed = await t.callOk(manager, events.createEvent, {
      body: timed(addDays(today, 2), '10:00', '11:00', { title: 'Invitation only', signUp: false }),
    });
    const res = await t.call(reader, events.addAttendant, { params: { id: closed.id }, body: {} });
    expect(res.json()).toMatchObject({ code: 'EVENTS_SIGN_UP_CLOSED', message: 'Sign-up is closed for this event' });
    const past = await t.callOk(manager, events.createEvent, {
      body: timed(addDays(today, -3), '10:00', '11:00', { title: 'Last week' }),
    });
    const over = await t.call(reader, events.addAttendant, { params: { id: past.id }, body: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('This event is over');
    expect(
      (await t.call(manager, events.addAttendant, { params: { id: closed.id }, body: { userId: reader.id } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.call(manager, events.addAttendant, { params: { id: closed.id }, body: { userId: 999999 } })).json()
        .details[0].field,
    ).toBe('body.userId');
  });

  it('tells attendants when their event changes or is cancelled, not the one who changed it', async () => {
    const today = todayIn(t.app.ctx);
    const body = timed(addDays(today, 7), '14:00', '15:00', { title: 'Quarterly review', location: 'Room A' });
    const event = await t.callOk(manager, events.createEvent, { body });
    await t.callOk(reader, events.addAttendant, { params: { id: event.id }, body: {} });
    await t.callOk(manager, events.addAttendant, { params: { id: event.id }, body: {} });
    // Saving without a change tells nobody.
    await t.callOk(manager, events.updateEvent, { params: { id: event.id }, body });
    expect(await notificationsOf(reader, 'Event changed')).toHaveLength(0);
    await t.callOk(manager, events.updateEvent, {
      params: { id: event.id },
      body: { ...body, startTime: '15:00', endTime: '16:00', location: 'Room B' },
    });
    const [changed] = await notificationsOf(reader, 'Event changed');
    expect(changed!.body).toMatch(/^“Quarterly review” \(.+, 15:00\): the time and the place changed\.$/);
    expect(await notificationsOf(manager, 'Event changed')).toHaveLength(0);
    await t.callOk(manager, events.deleteEvent, { params: { id: event.id } });
    expect((await notificationsOf(reader, 'Event cancelled'))[0]!.body).toMatch(
      /^“Quarterly review” .* was cancelled\.$/,
    );
    expect((await t.call(reader, events.getEvent, { params: { id: event.id } })).statusCode).toBe(404);
  });

  it('reminds attendants the day before, once however often the job runs', async () => {
    const today = todayIn(t.app.ctx);
    const event = await t.callOk(manager, events.createEvent, {
      body: timed(addDays(today, 1), '09:30', '10:00', { title: 'Tomorrow’s demo', location: 'Room C' }),
    });
    await t.callOk(other, events.addAttendant, { params: { id: event.id }, body: {} });
    await remindAttendants(t.app.ctx);
    await remindAttendants(t.app.ctx);
    const reminders = (await notificationsOf(other, 'Event tomorrow')).filter((n) =>
      n.body.includes('Tomorrow’s demo'),
    );
    expect(reminders).toEqual([
      {
        body: '“Tomorrow’s demo” is tomorrow at 09:30, Room C.',
        link: `/calendar/events?event=${event.id}&date=${event.startDate}`,
      },
    ]);
  });
});

describe('attendance', () => {
  it('records who came to an occurrence that has begun, updates on a second record, and refuses other days', async () => {
    const today = todayIn(t.app.ctx);
    const weekly = await t.callOk(manager, events.createRepeatableEvent, {
      body: { ...timed(addDays(today, -21), '10:00', '11:00', { title: 'Weekly training' }), rrule: 'FREQ=WEEKLY' },
    });
    const lastWeek = addDays(today, -7);
    const rows = await t.callOk(manager, events.recordAttendance, {
      params: { id: weekly.id },
      body: {
        date: lastWeek,
        entries: [
          { userId: reader.id, present: true },
          { userId: other.id, present: false, note: 'ill' },
        ],
      },
    });
    expect(rows.map((r) => [r.userId, r.present]).sort()).toEqual(
      [
        [reader.id, true],
        [other.id, false],
      ].sort(),
    );
    // Recording again changes, never duplicates.
    const again = await t.callOk(manager, events.recordAttendance, {
      params: { id: weekly.id },
      body: { date: lastWeek, entries: [{ userId: other.id, present: true }] },
    });
    expect(again.find((r) => r.userId === other.id)!.present).toBe(true);
    expect(again).toHaveLength(2);

    const wrongDay = await t.call(manager, events.recordAttendance, {
      params: { id: weekly.id },
      body: { date: addDays(lastWeek, 1), entries: [{ userId: reader.id, present: true }] },
    });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().details[0]).toMatchObject({
      field: 'body.date',
      message: 'is not a day this event takes place on',
    });
    const future = await t.call(manager, events.recordAttendance, {
      params: { id: weekly.id },
      body: { date: addDays(today, 7), entries: [{ userId: reader.id, present: true }] },
    });
    expect(future.json().details[0].field).toBe('body.date');
    const stranger = await t.call(manager, events.recordAttendance, {
      params: { id: weekly.id },
      body: { date: lastWeek, entries: [{ userId: 999999, present: true }] },
    });
    expect(stranger.json().details[0].field).toBe('body.entries');
    expect(
      (
        await t.call(reader, events.recordAttendance, {
          params: { id: weekly.id },
          body: { date: lastWeek, entries: [{ userId: reader.id, present: true }] },
        })
      ).statusCode,
    ).toBe(403);

    const mine = again.find((r) => r.userId === reader.id)!;
    const changed = await t.callOk(manager, events.updateAttendance, {
      params: { id: weekly.id },
      body: { id: mine.id, present: false, note: 'left early' },
    });
    expect(changed).toMatchObject({ present: false, note: 'left early' });
    await t.callOk(manager, events.deleteAttendance, { params: { id: weekly.id }, body: { id: mine.id } });
    const left = await t.callOk(reader, events.listAttendance, {
      params: { id: weekly.id },
      query: { date: lastWeek },
    });
    expect(left.map((r) => r.userId)).toEqual([other.id]);
  });
});

describe('birthdays', () => {
  it('shows birthdays as their owners allow: the whole date, the day only, or not at all', async () => {
    const setBirthday = async (user: TestUser, birthDate: string, visibility: employees.BirthdayVisibility) => {
      await t.database.pool.query('UPDATE profiles SET birth_date = $1, birthday_visibility = $2 WHERE user_id = $3', [
        birthDate,
        visibility,
        user.id,
      ]);
    };
    await setBirthday(reader, '1990-07-14', 'full');
    await setBirthday(other, '1985-07-02', 'no-year');
    await setBirthday(outsider, '1979-07-20', 'hidden');
    const july = await t.callOk(reader, events.monthBirthdays, { params: { month: 7 } });
    expect(july.map((b) => [b.userId, b.day, b.year])).toEqual([
      [other.id, 2, null],
      [reader.id, 14, 1990],
    ]);
    const all = await t.callOk(reader, events.listBirthdays);
    expect(all.some((b) => b.userId === outsider.id)).toBe(false);
    expect(
      (await t.callOk(reader, events.monthBirthdays, { params: { month: 8 } })).some((b) => b.userId === reader.id),
    ).toBe(false);
    // The birth date is not part of what every colleague sees of a profile.
    const base = await t.callOk(other, employees.getBaseProfile, { params: { id: reader.id } });
    expect(base.personalDetails).not.toHaveProperty('birthDate');
    expect((await t.call(outsider, events.listBirthdays)).statusCode).toBe(403);
  });
});
