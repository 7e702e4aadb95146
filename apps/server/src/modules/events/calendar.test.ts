import * as events from '@backoffice/contract/modules/events';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { withAttending, writeCalendar } from './services/calendar-answer.js';
import { timed, useEventsApp } from './testing/helpers.js';

// The calendar's compact answer is kept per range and data version (docs/events.md "The calendar's compact
// answer"): every change is in the very next answer, for everyone, on every instance; one `it` per rule.
// Each test asks first (so the answer is kept), changes, and asks again.
const s = useEventsApp();

/** Six weeks of 2027, the range every test here asks for. */
const RANGE = { from: '2027-03-01', to: '2027-04-11' };

const calendar = (by: TestUser, t: TestApp = s.t) => t.callOk(by, events.calendarRange, { params: RANGE });

/** The occurrences titled `title`, as the calendar shows them. */
async function shown(by: TestUser, title: string, t: TestApp = s.t) {
  return events.expandEventCalendar(await calendar(by, t)).filter((o) => o.title === title);
}

describe("the calendar's compact answer, kept", () => {
  it('shows a new event, its change and its deletion in the next answer', async () => {
    expect(await shown(s.reader, 'Kept launch')).toEqual([]);
    const event = await s.t.callOk(s.manager, events.createEvent, {
      body: timed('2027-03-10', '09:00', '10:00', { title: 'Kept launch' }),
    });
    expect((await shown(s.reader, 'Kept launch')).map((o) => o.startDate)).toEqual(['2027-03-10']);
    await s.t.callOk(s.manager, events.updateEvent, {
      params: { id: event.id },
      body: timed('2027-03-12', '14:00', '15:00', { title: 'Kept launch', location: 'Hall B' }),
    });
    expect(await shown(s.reader, 'Kept launch')).toMatchObject([
      { startDate: '2027-03-12', startTime: '14:00', location: 'Hall B' },
    ]);
    await s.t.callOk(s.manager, events.deleteEvent, { params: { id: event.id } });
    expect(await shown(s.reader, 'Kept launch')).toEqual([]);
  });

  it('shows a repeatable event, its new rule, a date left out and its deletion in the next answer', async () => {
    const body = {
      ...timed('2027-03-01', '08:00', '08:30', { title: 'Kept stand-up' }),
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
    };
    const event = await s.t.callOk(s.manager, events.createRepeatableEvent, { body });
    const mondays = ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05'];
    expect((await shown(s.reader, 'Kept stand-up')).map((o) => o.startDate)).toEqual(mondays);
    await s.t.callOk(s.manager, events.updateRepeatableEvent, {
      params: { id: event.id },
      body: { ...body, rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2' },
    });
    expect((await shown(s.reader, 'Kept stand-up')).map((o) => o.startDate)).toEqual(mondays.slice(0, 2));
    await s.t.callOk(s.manager, events.updateRepeatableEvent, {
      params: { id: event.id },
      body: { ...body, exdates: ['2027-03-08'] },
    });
    expect((await shown(s.reader, 'Kept stand-up')).map((o) => o.startDate)).toEqual(
      mondays.filter((d) => d !== '2027-03-08'),
    );
    await s.t.callOk(s.manager, events.deleteRepeatableEvent, { params: { id: event.id } });
    expect(await shown(s.reader, 'Kept stand-up')).toEqual([]);
  });

  it('shows a new holiday, its change and its deletion in the next answer', async () => {
    await calendar(s.reader);
    const holiday = await s.t.callOk(s.manager, events.createNationalEvent, {
      body: { title: 'Kept holiday', method: 'fixed', month: 3, day: 17 },
    });
    expect(await shown(s.reader, 'Kept holiday')).toMatchObject([{ startDate: '2027-03-17', dayOff: true }]);
    await s.t.callOk(s.manager, events.updateNationalEvent, {
      params: { id: holiday.id },
      body: { title: 'Kept holiday', method: 'fixed', month: 4, day: 2, dayOff: false },
    });
    expect(await shown(s.reader, 'Kept holiday')).toMatchObject([{ startDate: '2027-04-02', dayOff: false }]);
    await s.t.callOk(s.manager, events.deleteNationalEvent, { params: { id: holiday.id } });
    expect(await shown(s.reader, 'Kept holiday')).toEqual([]);
  });

  it('shows a sign-up and a leaving in the next answer: going to the one who goes, the count to everyone', async () => {
    const event = await s.t.callOk(s.manager, events.createEvent, {
      body: timed('2027-03-23', '13:00', '15:00', { title: 'Kept workshop', capacity: 5 }),
    });
    const state = async (by: TestUser) => {
      const [o] = await shown(by, 'Kept workshop');
      return { attending: o!.attending, attendantCount: o!.attendantCount };
    };
    expect(await state(s.reader)).toEqual({ attending: false, attendantCount: 0 });
    expect(await state(s.other)).toEqual({ attending: false, attendantCount: 0 });
    const mine = await s.t.callOk(s.reader, events.addAttendant, { params: { id: event.id }, body: {} });
    expect(await state(s.reader)).toEqual({ attending: true, attendantCount: 1 });
    expect(await state(s.other)).toEqual({ attending: false, attendantCount: 1 });
    // A manager signs someone else up: that person goes, and the count is 2 for all.
    await s.t.callOk(s.manager, events.addAttendant, { params: { id: event.id }, body: { userId: s.other.id } });
    expect(await state(s.other)).toEqual({ attending: true, attendantCount: 2 });
    expect(await state(s.reader)).toEqual({ attending: true, attendantCount: 2 });
    await s.t.callOk(s.reader, events.removeAttendant, { params: { id: event.id, attendantId: mine.id } });
    expect(await state(s.reader)).toEqual({ attending: false, attendantCount: 1 });
    expect(await state(s.other)).toEqual({ attending: true, attendantCount: 1 });
  });

  it('shows a change made outside the services (a cascade, a script) in the next answer', async () => {
    const event = await s.t.callOk(s.manager, events.createEvent, {
      body: timed('2027-03-24', '13:00', '15:00', { title: 'Kept by cascade' }),
    });
    await s.t.callOk(s.other, events.addAttendant, { params: { id: event.id }, body: {} });
    expect(await shown(s.other, 'Kept by cascade')).toMatchObject([{ attending: true, attendantCount: 1 }]);
    // As deleting a person deletes their places: no service call, only the row.
    await s.t.database.pool.query('DELETE FROM event_attendants WHERE event_id = $1', [event.id]);
    expect(await shown(s.other, 'Kept by cascade')).toMatchObject([{ attending: false, attendantCount: 0 }]);
    await s.t.database.pool.query("UPDATE calendar_events SET title = 'Renamed by a script' WHERE id = $1", [event.id]);
    expect(await shown(s.other, 'Kept by cascade')).toEqual([]);
    expect(await shown(s.other, 'Renamed by a script')).toHaveLength(1);
  });

  it('shows a change made on another instance in that instance’s next answer', async () => {
    const second = await createTestApp({ database: s.t.database, env: { TZ: 'Europe/Berlin' } });
    try {
      expect(await shown(s.reader, 'Kept elsewhere', second)).toEqual([]);
      const event = await s.t.callOk(s.manager, events.createEvent, {
        body: timed('2027-03-25', '09:00', '10:00', { title: 'Kept elsewhere' }),
      });
      expect(await shown(s.reader, 'Kept elsewhere', second)).toHaveLength(1);
      await s.t.callOk(s.reader, events.addAttendant, { params: { id: event.id }, body: {} });
      expect(await shown(s.reader, 'Kept elsewhere', second)).toMatchObject([{ attending: true, attendantCount: 1 }]);
      await s.t.callOk(s.manager, events.deleteEvent, { params: { id: event.id } });
      expect(await shown(s.reader, 'Kept elsewhere', second)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('answers what it answered before it was kept: the range’s occurrences, each caller’s own places', async () => {
    const event = await s.t.callOk(s.manager, events.createEvent, {
      body: timed('2027-04-01', '10:00', '11:00', { title: 'Kept "quoted" \u2028 title' }),
    });
    await s.t.callOk(s.other, events.addAttendant, { params: { id: event.id }, body: {} });
    for (const by of [s.reader, s.other]) {
      const [full, compact] = await Promise.all([s.t.callOk(by, events.rangeEvents, { params: RANGE }), calendar(by)]);
      expect(events.expandEventCalendar(compact)).toEqual(full.map(({ startsAt, endsAt, ...shownPart }) => shownPart));
    }
  });
});

describe('the written answer', () => {
  const answer = (attending = false): events.EventCalendar => ({
    events: [
      { eventId: 3, kind: 'national', title: 'Holiday', description: '', location: '', color: '#c62828' },
      { eventId: 3, kind: 'normal', title: 'Straße "b" 会议', description: '\u2028', location: 'x', color: '#1565c0' },
      { eventId: 7, kind: 'repeatable', title: 'Weekly', description: '', location: '', color: '#6a1b9a' },
    ].map((e) => ({
      ...e,
      kind: e.kind as events.EventCalendar['events'][number]['kind'],
      startTime: null,
      endTime: null,
      days: 0,
      dayOff: false,
      repeats: null,
      signUp: true,
      capacity: null,
      attendantCount: 1,
      attending,
    })),
    occurrences: [
      [0, '2027-03-01'],
      [1, '2027-03-02'],
      [2, '2027-03-03'],
    ],
  });

  it('marks the caller’s events only (never a holiday of the same id), in any order', () => {
    const written = writeCalendar(answer());
    expect(JSON.parse(withAttending(written, []).toString())).toEqual(answer());
    const mine = JSON.parse(withAttending(written, [7, 99, 3]).toString()) as events.EventCalendar;
    expect(mine.events.map((e) => e.attending)).toEqual([false, true, true]);
    expect(mine.occurrences).toEqual(answer().occurrences);
    expect(() => writeCalendar(answer(true))).toThrow();
  });
});
