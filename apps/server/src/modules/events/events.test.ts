import * as employees from '@backoffice/contract/modules/employees';
import * as events from '@backoffice/contract/modules/events';
import { orthodoxEaster, westernEaster } from '@backoffice/contract/rules/holidays';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../core/company-time.js';
import type { TestUser } from '../../test/helpers.js';
import { notificationsOf, rangeOf, specCall, timed, useEventsApp } from './testing/helpers.js';

// National holidays, repeatable and normal events, range answers and birthdays; attendants and
// attendance are in attendants.test.ts. One `it` per rule.
const s = useEventsApp();

const range = (by: TestUser, from: string, to: string) => rangeOf(s.t, by, from, to);

/** The 400's fields. */
function expectFields(res: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json() as { details: { field: string }[] }).details.map((d) => d.field)).toContain(field);
}

describe('national events', () => {
  it('computes movable holidays from their method and offset, never typed per year', async () => {
    const goodFriday = await s.t.callOk(s.manager, events.createNationalEvent, {
      body: { title: 'Good Friday', method: 'western-easter', offset: -2 },
    });
    const orthodox = await s.t.callOk(s.manager, events.createNationalEvent, {
      body: { title: 'Orthodox Easter Monday', method: 'orthodox-easter', offset: 1, dayOff: false },
    });
    await s.t.callOk(s.manager, events.createNationalEvent, {
      body: { title: 'Thanksgiving', method: 'nth-weekday', month: 11, weekday: 4, nth: 4 },
    });
    await s.t.callOk(s.manager, events.createNationalEvent, {
      body: { title: 'Christmas Day', method: 'fixed', month: 12, day: 25 },
    });
    expect(goodFriday.month).toBeNull();
    for (const year of [2025, 2026, 2027, 2028, 2029, 2030]) {
      const answer = await s.t.callOk(s.reader, events.yearEvents, { params: { year } });
      const national = answer.filter((o) => o.kind === 'national');
      const dateOf = (title: string) => national.find((o) => o.title === title)?.startDate;
      expect(dateOf('Good Friday')).toBe(addDays(westernEaster(year), -2));
      expect(dateOf('Orthodox Easter Monday')).toBe(addDays(orthodoxEaster(year), 1));
      expect(dateOf('Christmas Day')).toBe(`${year}-12-25`);
      expect(national.find((o) => o.title === 'Orthodox Easter Monday')!.dayOff).toBe(false);
    }
    const thanksgiving = (await s.t.callOk(s.reader, events.monthEvents, { params: { year: 2026, month: 11 } })).find(
      (o) => o.title === 'Thanksgiving',
    );
    expect(thanksgiving).toMatchObject({ startDate: '2026-11-26', allDay: true, dayOff: true, kind: 'national' });
    // Known years of the published tables.
    expect((await s.t.callOk(s.reader, events.getNationalEvent, { params: { id: orthodox.id } })).next).not.toBeNull();
  });

  it('lists the movable methods with this year’s dates', async () => {
    const methods = await s.t.callOk(s.reader, events.movableMethods);
    expect(methods.map((m) => m.id)).toEqual(['western-easter', 'orthodox-easter', 'nth-weekday']);
    const year = Number(todayIn(s.t.app.ctx).slice(0, 4));
    expect(methods[0]!.thisYear).toBe(westernEaster(year));
    expect(methods[1]!.nextYear).toBe(orthodoxEaster(year + 1));
  });

  it('refuses rules that name no date, naming the field', async () => {
    const bad = async (body: Record<string, unknown>, field: string) =>
      expectFields(await s.t.call(s.manager, events.createNationalEvent, { rawBody: { title: 'x', ...body } }), field);
    await bad({ method: 'fixed', month: 12 }, 'body.day');
    await bad({ method: 'fixed', month: 4, day: 31 }, 'body.day');
    await bad({ method: 'nth-weekday', month: 5, weekday: 1 }, 'body.nth');
    await bad({ method: 'nth-weekday', month: 5, weekday: 8, nth: 1 }, 'body.weekday');
    await bad({ method: 'easter' }, 'body.method');
    await bad({ method: 'western-easter', offset: 500 }, 'body.offset');
  });

  it('lets only a manager add a holiday (403 for a reader)', async () => {
    const created = await s.t.call(s.reader, events.createNationalEvent, {
      body: { title: 'x', method: 'fixed', month: 1, day: 1 },
    });
    expect(created.statusCode).toBe(403);
  });

  it('changes a holiday: its next date moves', async () => {
    const made = await s.t.callOk(s.manager, events.createNationalEvent, {
      body: { title: 'Founders’ day', method: 'fixed', month: 6, day: 3, fromYear: 2027 },
    });
    expect(made.next).toBe('2027-06-03');
    const moved = await s.t.callOk(s.manager, events.updateNationalEvent, {
      params: { id: made.id },
      body: { title: 'Founders’ day', method: 'fixed', month: 6, day: 4, fromYear: 2027 },
    });
    expect(moved.next).toBe('2027-06-04');
  });

  it('removes a holiday; then it is a 404', async () => {
    const made = await s.t.callOk(s.manager, events.createNationalEvent, {
      body: { title: 'Removed day', method: 'fixed', month: 6, day: 5 },
    });
    await s.t.callOk(s.manager, events.deleteNationalEvent, { params: { id: made.id } });
    expect((await s.t.call(s.reader, events.getNationalEvent, { params: { id: made.id } })).statusCode).toBe(404);
  });
});

describe('repeatable events', () => {
  it('keeps a weekly 10:00 at 10:00 across the DST change (the instant moves an hour)', async () => {
    const sync = await s.t.callOk(s.manager, events.createRepeatableEvent, {
      body: { ...timed('2026-03-02', '10:00', '10:30', { title: 'DST sync' }), rrule: 'freq=weekly;byday=mo' },
    });
    expect(sync).toMatchObject({
      kind: 'repeatable',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      repeats: 'every week on Monday',
      until: null,
    });
    const march = (await s.t.callOk(s.reader, events.monthEvents, { params: { year: 2026, month: 3 } })).filter(
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

  it('crosses the year boundary, leaves out the excepted dates, and ends on the UNTIL day inclusive', async () => {
    const made = await s.t.callOk(s.manager, events.createRepeatableEvent, {
      body: {
        ...timed('2026-12-17', '09:00', '09:15', { title: 'Year-end standup' }),
        rrule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270114',
        exdates: ['2026-12-31'],
      },
    });
    expect(made.until).toBe('2027-01-14');
    const dates = (await range(s.reader, '2026-12-01', '2027-02-28'))
      .filter((o) => o.kind !== 'national' && o.eventId === made.id)
      .map((o) => o.startDate);
    expect(dates).toEqual(['2026-12-17', '2026-12-24', '2027-01-07', '2027-01-14']);
  });

  it('repeats monthly on the 31st only in months that have one', async () => {
    const monthly = await s.t.callOk(s.manager, events.createRepeatableEvent, {
      body: { ...timed('2026-01-31', '12:00', '13:00', { title: 'Month end' }), rrule: 'FREQ=MONTHLY;BYMONTHDAY=31' },
    });
    const year = (await s.t.callOk(s.reader, events.yearEvents, { params: { year: 2026 } })).filter(
      (o) => o.kind !== 'national' && o.eventId === monthly.id,
    );
    expect(year.map((o) => o.startDate.slice(5, 7))).toEqual(['01', '03', '05', '07', '08', '10', '12']);
  });

  it('expands an occurrence lasting past midnight into the range it reaches', async () => {
    const night = await s.t.callOk(s.manager, events.createRepeatableEvent, {
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
    const [occurrence] = (await range(s.reader, '2026-06-03', '2026-06-03')).filter(
      (o) => o.kind !== 'national' && o.eventId === night.id,
    );
    expect(occurrence).toMatchObject({ startDate: '2026-06-02', endDate: '2026-06-03' });
  });

  it('refuses rules the library cannot read, or that repeat more often than daily, naming body.rrule', async () => {
    for (const rrule of ['FREQ=HOURLY', 'FREQ=WEEKLY;BYDAY=XX', 'every monday', 'FREQ=DAILY;COUNT=5000']) {
      const res = await s.t.call(s.manager, events.createRepeatableEvent, {
        body: { ...timed('2026-01-05', '10:00', '11:00'), rrule },
      });
      expect(res.statusCode, `${rrule}: ${res.body}`).toBe(400);
      expect(res.json().details[0].field).toBe('body.rrule');
    }
  });

  it('ends a COUNT rule on its last occurrence', async () => {
    const count = await s.t.callOk(s.manager, events.createRepeatableEvent, {
      body: { ...timed('2026-01-05', '10:00', '11:00'), rrule: 'FREQ=DAILY;COUNT=3' },
    });
    expect(count.until).toBe('2026-01-07');
  });
});

describe('events and range answers', () => {
  it('answers each occurrence exactly once, in every range that touches it', async () => {
    const span = await s.t.callOk(s.manager, events.createEvent, {
      body: { title: 'Across months', startDate: '2026-01-30', startTime: null, endDate: '2026-02-02', endTime: null },
    });
    expect(span.allDay).toBe(true);
    const jan = await s.t.callOk(s.reader, events.monthEvents, { params: { year: 2026, month: 1 } });
    const feb = await s.t.callOk(s.reader, events.monthEvents, { params: { year: 2026, month: 2 } });
    const q1 = await s.t.callOk(s.reader, events.quarterEvents, { params: { year: 2026, quarter: 1 } });
    const year = await s.t.callOk(s.reader, events.yearEvents, { params: { year: 2026 } });
    for (const answer of [jan, feb, q1, year]) {
      const keys = answer.map((o) => o.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(answer.filter((o) => o.kind === 'normal' && o.eventId === span.id)).toHaveLength(1);
    }
    // Everything in a month is in its quarter and its year.
    const q1Keys = new Set(q1.map((o) => o.key));
    const yearKeys = new Set(year.map((o) => o.key));
    expect([...jan, ...feb].every((o) => q1Keys.has(o.key) && yearKeys.has(o.key))).toBe(true);
    const march = await s.t.callOk(s.reader, events.monthEvents, { params: { year: 2026, month: 3 } });
    expect(march.some((o) => o.kind === 'normal' && o.eventId === span.id)).toBe(false);
  });

  it('refuses an event ending before it starts, a time without the other, or longer than 31 days, naming the field', async () => {
    expectFields(
      await s.t.call(s.manager, events.createEvent, { body: timed('2026-05-05', '11:00', '10:00') }),
      'body.endDate',
    );
    expectFields(
      await s.t.call(s.manager, events.createEvent, {
        body: { title: 'x', startDate: '2026-05-05', startTime: '10:00', endDate: '2026-05-05', endTime: null },
      }),
      'body.endTime',
    );
    expectFields(
      await s.t.call(s.manager, events.createEvent, {
        body: { title: 'x', startDate: '2026-05-01', endDate: '2026-07-01' },
      }),
      'body.endDate',
    );
  });

  it('answers the calendar compactly: each event once, the same occurrences as the range', async () => {
    await s.t.callOk(s.manager, events.createEvent, {
      body: { ...timed('2026-09-07', '09:00', '10:00', { title: 'Compact one' }), endDate: '2026-09-08' },
    });
    await s.t.callOk(s.manager, events.createRepeatableEvent, {
      body: { ...timed('2026-09-01', '08:00', '08:15', { title: 'Compact weekly' }), rrule: 'FREQ=WEEKLY;BYDAY=TU' },
    });
    const params = { from: '2026-08-31', to: '2026-10-11' };
    const [full, compact] = await Promise.all([
      s.t.callOk(s.reader, events.rangeEvents, { params }),
      s.t.callOk(s.reader, events.calendarRange, { params }),
    ]);
    expect(compact.events.filter((e) => e.title === 'Compact weekly')).toHaveLength(1);
    expect(compact.occurrences.filter(([at]) => compact.events[at]!.title === 'Compact weekly')).toHaveLength(6);
    expect(compact.events.find((e) => e.title === 'Compact one')!.days).toBe(1);
    expect(events.expandEventCalendar(compact)).toEqual(full.map(({ startsAt, endsAt, ...shown }) => shown));
  });

  it('refuses a range ending before it starts or longer than 366 days, naming params.to', async () => {
    expectFields(
      await s.t.call(s.reader, events.rangeEvents, { params: { from: '2026-05-01', to: '2026-04-01' } }),
      'params.to',
    );
    expectFields(
      await s.t.call(s.reader, events.rangeEvents, { params: { from: '2026-01-01', to: '2027-06-01' } }),
      'params.to',
    );
  });

  it('refuses a month or quarter that does not exist, naming the field', async () => {
    expectFields(
      await s.t.call(s.reader, events.monthEvents, { rawParams: { year: '2026', month: '13' } }),
      'params.month',
    );
    expectFields(
      await s.t.call(s.reader, events.quarterEvents, { rawParams: { year: '2026', quarter: '5' } }),
      'params.quarter',
    );
  });

  it('answers ranges only to holders of calendar:events:read (403)', async () => {
    expect((await s.t.call(s.outsider, events.monthEvents, { params: { year: 2026, month: 1 } })).statusCode).toBe(403);
  });

  it('finds normal events by title and place', async () => {
    await s.t.callOk(s.manager, events.createEvent, {
      body: timed('2026-09-09', '09:00', '10:00', { title: 'Unique kick-off', location: 'Room Zeta' }),
    });
    const found = await s.t.callOk(s.reader, events.listEvents, { query: { search: 'zeta' } });
    expect(found.items.map((e) => e.title)).toEqual(['Unique kick-off']);
  });

  it('answers each request its own values, the statement built once per set of filters (PreparedList)', async () => {
    for (const [day, title, location] of [
      ['2031-03-03', 'Prepared alpha', 'Room Omikron'],
      ['2031-06-06', 'Prepared beta', 'Room Omikron'],
      ['2031-09-09', 'Prepared gamma', 'Room Sigma'],
    ] as const) {
      await s.t.callOk(s.manager, events.createEvent, { body: timed(day, '09:00', '10:00', { title, location }) });
    }
    const titles = async (query: Record<string, unknown>) =>
      (await s.t.callOk(s.reader, events.listEvents, { query: { take: 100, ...query } })).items.map((e) => e.title);
    expect(await titles({ search: 'omikron' })).toEqual(['Prepared beta', 'Prepared alpha']);
    expect(await titles({ search: 'sigma' })).toEqual(['Prepared gamma']);
    expect(await titles({ search: 'omikron', from: '2031-05-01' })).toEqual(['Prepared beta']);
    expect(await titles({ search: 'omikron', from: '2031-07-01' })).toEqual([]);
    expect(await titles({ search: 'prepared', from: '2031-07-01' })).toEqual(['Prepared gamma']);
    const second = await s.t.callOk(s.reader, events.listEvents, { query: { search: 'prepared', take: 1, page: 2 } });
    expect(second).toMatchObject({ page: 2, take: 1, total: 3 });
    expect(second.items.map((e) => e.title)).toEqual(['Prepared beta']);
  });

  it('lists normal events only, latest first', async () => {
    const all = await s.t.callOk(s.reader, events.listEvents, { query: {} });
    const starts = all.items.map((e) => e.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(all.items.every((e) => e.kind === 'normal')).toBe(true);
  });
});

describe('the spec’s calls: PATCH and DELETE with the id in the body', () => {
  const national = { title: 'Spec day', method: 'fixed' as const, month: 9, day: 1 };

  it('PATCH /event-calendar/national-event {id, …} changes a holiday', async () => {
    const made = await s.t.callOk(s.manager, events.createNationalEvent, { body: { ...national, fromYear: 2030 } });
    const res = await specCall(s.t, s.manager, 'PATCH', '/national-event', {
      ...national,
      id: made.id,
      day: 2,
      fromYear: 2030,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, day: 2, next: '2030-09-02' });
  });

  it('DELETE /event-calendar/national-event {id} removes a holiday', async () => {
    const made = await s.t.callOk(s.manager, events.createNationalEvent, { body: national });
    const res = await specCall(s.t, s.manager, 'DELETE', '/national-event', { id: made.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: made.id });
    expect((await s.t.call(s.reader, events.getNationalEvent, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('PATCH /event-calendar/repeatable-event {id, …} changes a repeatable event', async () => {
    const body = { ...timed('2026-04-06', '10:00', '10:30', { title: 'Spec sync' }), rrule: 'FREQ=WEEKLY;BYDAY=MO' };
    const made = await s.t.callOk(s.manager, events.createRepeatableEvent, { body });
    const res = await specCall(s.t, s.manager, 'PATCH', '/repeatable-event', {
      ...body,
      id: made.id,
      rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, until: '2026-04-13' });
  });

  it('DELETE /event-calendar/repeatable-event {id} cancels a repeatable event', async () => {
    const made = await s.t.callOk(s.manager, events.createRepeatableEvent, {
      body: { ...timed('2026-04-07', '10:00', '10:30'), rrule: 'FREQ=DAILY' },
    });
    const res = await specCall(s.t, s.manager, 'DELETE', '/repeatable-event', { id: made.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await s.t.call(s.reader, events.getRepeatableEvent, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('PATCH /event-calendar/event {id, …} changes an event and tells its attendants', async () => {
    const body = timed(addDays(todayIn(s.t.app.ctx), 9), '10:00', '11:00', { title: 'Spec review' });
    const made = await s.t.callOk(s.manager, events.createEvent, { body });
    await s.t.callOk(s.other, events.addAttendant, { params: { id: made.id }, body: {} });
    const res = await specCall(s.t, s.manager, 'PATCH', '/event', { ...body, id: made.id, location: 'Room S' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, location: 'Room S' });
    const told = await notificationsOf(s.t, s.other, 'Event changed');
    expect(told.some((n) => n.body.startsWith('“Spec review”') && n.body.endsWith('the place changed.'))).toBe(true);
  });

  it('DELETE /event-calendar/event {id} cancels an event', async () => {
    const made = await s.t.callOk(s.manager, events.createEvent, { body: timed('2026-04-08', '10:00', '11:00') });
    const res = await specCall(s.t, s.manager, 'DELETE', '/event', { id: made.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: made.id });
    expect((await s.t.call(s.reader, events.getEvent, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('keeps the kinds apart: a repeatable event’s id is a 404 to /event, an unknown id a 404', async () => {
    const repeatable = await s.t.callOk(s.manager, events.createRepeatableEvent, {
      body: { ...timed('2026-04-09', '10:00', '10:30'), rrule: 'FREQ=DAILY' },
    });
    expect((await specCall(s.t, s.manager, 'DELETE', '/event', { id: repeatable.id })).statusCode).toBe(404);
    expect((await specCall(s.t, s.manager, 'DELETE', '/national-event', { id: 999_999 })).statusCode).toBe(404);
    expect((await s.t.call(s.reader, events.getRepeatableEvent, { params: { id: repeatable.id } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a body without an id, naming body.id', async () => {
    expectFields(await specCall(s.t, s.manager, 'DELETE', '/event', {}), 'body.id');
    expectFields(await specCall(s.t, s.manager, 'PATCH', '/national-event', national), 'body.id');
  });

  it('lets only a manager change or delete (403 for a reader)', async () => {
    const made = await s.t.callOk(s.manager, events.createEvent, { body: timed('2026-04-10', '10:00', '11:00') });
    expect((await specCall(s.t, s.reader, 'DELETE', '/event', { id: made.id })).statusCode).toBe(403);
    expect((await specCall(s.t, s.reader, 'PATCH', '/national-event', { ...national, id: 1 })).statusCode).toBe(403);
  });
});

describe('birthdays', () => {
  const setBirthday = async (user: TestUser, birthDate: string, visibility: employees.BirthdayVisibility) => {
    await s.t.database.pool.query('UPDATE profiles SET birth_date = $1 WHERE user_id = $2', [birthDate, user.id]);
    await s.t.database.pool.query(
      `INSERT INTO user_preferences (user_id, name, value) VALUES ($1, 'birthdayVisibility', to_jsonb($2::text))
       ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value`,
      [user.id, visibility],
    );
  };
  beforeAll(async () => {
    await setBirthday(s.reader, '1990-07-14', 'full');
    await setBirthday(s.other, '1985-07-02', 'no-year');
    await setBirthday(s.outsider, '1979-07-20', 'hidden');
  });

  it('shows birthdays as their owners allow: the whole date, the day only, or not at all', async () => {
    const july = await s.t.callOk(s.reader, events.monthBirthdays, { params: { month: 7 } });
    expect(july.map((b) => [b.userId, b.day, b.year])).toEqual([
      [s.other.id, 2, null],
      [s.reader.id, 14, 1990],
    ]);
    const all = await s.t.callOk(s.reader, events.listBirthdays);
    expect(all.some((b) => b.userId === s.outsider.id)).toBe(false);
    expect(
      (await s.t.callOk(s.reader, events.monthBirthdays, { params: { month: 8 } })).some(
        (b) => b.userId === s.reader.id,
      ),
    ).toBe(false);
  });

  it('keeps the birth date out of the base profile every colleague sees', async () => {
    const base = await s.t.callOk(s.other, employees.getBaseProfile, { params: { id: s.reader.id } });
    expect(base.personalDetails).not.toHaveProperty('birthDate');
  });

  it('answers birthdays only to holders of calendar:events:read (403)', async () => {
    expect((await s.t.call(s.outsider, events.listBirthdays)).statusCode).toBe(403);
  });
});
