import * as events from '@backoffice/contract/modules/events';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../core/company-time.js';
import type { TestUser } from '../../test/helpers.js';
import { remindAttendants } from './services/reminders.js';
import { notificationsOf, rangeOf, specCall, timed, useEventsApp } from './testing/helpers.js';

// Attendants (signing up, places, notifications, reminders) and attendance; one `it` per rule.
const s = useEventsApp();

const today = () => todayIn(s.t.app.ctx);

/** A new event in `days` days, 13:00–15:00. */
const eventIn = (days: number, extra: Partial<events.EventBody> = {}) =>
  s.t.callOk(s.manager, events.createEvent, { body: timed(addDays(today(), days), '13:00', '15:00', extra) });

const signUp = (user: TestUser, id: number, body: { userId?: number; note?: string } = {}) =>
  s.t.call(user, events.addAttendant, { params: { id }, body });

describe('attendants', () => {
  it('lets a reader sign up with a note', async () => {
    const event = await eventIn(5, { title: 'Small workshop' });
    const res = await signUp(s.reader, event.id, { note: 'vegan' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.reply()).toMatchObject({ eventId: event.id, userId: s.reader.id, note: 'vegan' });
  });

  it('refuses signing up twice (409)', async () => {
    const event = await eventIn(5);
    await signUp(s.reader, event.id);
    const again = await signUp(s.reader, event.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EVENTS_ALREADY_ATTENDING', message: 'You are already signed up' });
  });

  it('refuses a reader signing up someone else (403)', async () => {
    const event = await eventIn(5);
    expect((await signUp(s.reader, event.id, { userId: s.other.id })).statusCode).toBe(403);
  });

  it('lets a manager sign someone up, and tells them with a link to the event', async () => {
    const event = await eventIn(5, { title: 'Invited' });
    expect((await signUp(s.manager, event.id, { userId: s.other.id })).statusCode).toBe(201);
    const told = await notificationsOf(s.t, s.other, 'Signed up for an event');
    expect(told.at(-1)!.link).toBe(`/calendar/events?event=${event.id}&date=${event.startDate}`);
  });

  it('keeps the number of places (409 when full)', async () => {
    const event = await eventIn(5, { capacity: 2 });
    await signUp(s.reader, event.id);
    await signUp(s.manager, event.id, { userId: s.other.id });
    const full = await signUp(s.manager, event.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'EVENTS_FULL', message: 'This event is full (2 of 2 places taken)' });
  });

  it('lists who goes, answers one person’s place, and counts them on the occurrence', async () => {
    const event = await eventIn(5);
    await signUp(s.reader, event.id);
    await signUp(s.manager, event.id, { userId: s.other.id });
    const list = await s.t.callOk(s.reader, events.listAttendants, { params: { id: event.id } });
    expect(list.map((a) => a.userId).sort()).toEqual([s.reader.id, s.other.id].sort());
    expect(
      (await s.t.callOk(s.reader, events.userAttendant, { params: { id: event.id, userId: s.other.id } })).userId,
    ).toBe(s.other.id);
    const [occurrence] = (await rangeOf(s.t, s.reader, event.startDate, event.startDate)).filter(
      (o) => o.kind !== 'national' && o.eventId === event.id,
    );
    expect(occurrence).toMatchObject({ attendantCount: 2, attending: true });
  });

  it('lets a reader change only their own place (403 for someone else’s)', async () => {
    const event = await eventIn(5);
    const othersPlace = (await signUp(s.manager, event.id, { userId: s.other.id })).reply();
    const touch = await s.t.call(s.reader, events.removeAttendant, {
      params: { id: event.id, attendantId: othersPlace.id },
    });
    expect(touch.statusCode).toBe(403);
  });

  it('lets a reader change their own note', async () => {
    const event = await eventIn(5);
    const mine = (await signUp(s.reader, event.id, { note: 'vegan' })).reply();
    const noted = await s.t.callOk(s.reader, events.updateAttendant, {
      params: { id: event.id, attendantId: mine.id },
      body: { note: 'vegetarian' },
    });
    expect(noted.note).toBe('vegetarian');
  });

  it('lets a reader leave; then their place is a 404', async () => {
    const event = await eventIn(5);
    const mine = (await signUp(s.reader, event.id)).reply();
    await s.t.callOk(s.reader, events.removeAttendant, { params: { id: event.id, attendantId: mine.id } });
    expect(
      (await s.t.call(s.reader, events.userAttendant, { params: { id: event.id, userId: s.reader.id } })).statusCode,
    ).toBe(404);
  });

  it('refuses signing up without calendar:events:read (403)', async () => {
    const event = await eventIn(5);
    expect((await signUp(s.outsider, event.id)).statusCode).toBe(403);
  });

  it('refuses a self sign-up when sign-up is closed (409)', async () => {
    const closed = await eventIn(2, { title: 'Invitation only', signUp: false });
    const res = await signUp(s.reader, closed.id);
    expect(res.json()).toMatchObject({ code: 'EVENTS_SIGN_UP_CLOSED', message: 'Sign-up is closed for this event' });
  });

  it('refuses a self sign-up when the event is over (409)', async () => {
    const past = await eventIn(-3, { title: 'Last week' });
    const over = await signUp(s.reader, past.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('This event is over');
  });

  it('lets a manager still add people when sign-up is closed', async () => {
    const closed = await eventIn(2, { signUp: false });
    expect((await signUp(s.manager, closed.id, { userId: s.reader.id })).statusCode).toBe(201);
  });

  it('refuses signing up someone unknown, naming body.userId', async () => {
    const event = await eventIn(2);
    expect((await signUp(s.manager, event.id, { userId: 999999 })).json().details[0].field).toBe('body.userId');
  });
});

describe('the spec’s attendant calls: PATCH and DELETE /event-calendar/event/{id}/attendant {id}', () => {
  it('PATCH with the attendant’s id in the body changes the note', async () => {
    const event = await eventIn(6);
    const mine = (await signUp(s.reader, event.id, { note: 'vegan' })).reply();
    const res = await specCall(s.t, s.reader, 'PATCH', `/event/${event.id}/attendant`, { id: mine.id, note: 'none' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, note: 'none' });
  });

  it('DELETE with the attendant’s id in the body leaves the event', async () => {
    const event = await eventIn(6);
    const mine = (await signUp(s.reader, event.id)).reply();
    const res = await specCall(s.t, s.reader, 'DELETE', `/event/${event.id}/attendant`, { id: mine.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: mine.id });
    expect(
      (await s.t.call(s.reader, events.userAttendant, { params: { id: event.id, userId: s.reader.id } })).statusCode,
    ).toBe(404);
  });

  it('applies the same rule as the path form: someone else’s place needs calendar:events:create', async () => {
    const event = await eventIn(6);
    const othersPlace = (await signUp(s.manager, event.id, { userId: s.other.id })).reply();
    const path = `/event/${event.id}/attendant`;
    expect((await specCall(s.t, s.reader, 'DELETE', path, { id: othersPlace.id })).statusCode).toBe(403);
    expect((await specCall(s.t, s.reader, 'PATCH', path, { id: othersPlace.id, note: 'x' })).statusCode).toBe(403);
    const removed = await specCall(s.t, s.manager, 'DELETE', path, { id: othersPlace.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await notificationsOf(s.t, s.other, 'Removed from an event')).length).toBeGreaterThan(0);
  });

  it('answers 404 for a place of another event', async () => {
    const event = await eventIn(6);
    const elsewhere = await eventIn(6);
    const mine = (await signUp(s.reader, event.id)).reply();
    expect(
      (await specCall(s.t, s.reader, 'DELETE', `/event/${elsewhere.id}/attendant`, { id: mine.id })).statusCode,
    ).toBe(404);
  });
});

describe('notifications', () => {
  const body = () => timed(addDays(today(), 7), '14:00', '15:00', { title: 'Quarterly review', location: 'Room A' });

  /** An event `reader` and the manager are signed up for. */
  async function attendedEvent() {
    const event = await s.t.callOk(s.manager, events.createEvent, { body: body() });
    await signUp(s.reader, event.id);
    await signUp(s.manager, event.id);
    return event;
  }
  const changedFor = async (user: TestUser, id: number) =>
    (await notificationsOf(s.t, user, 'Event changed')).filter((n) => n.link?.includes(`event=${id}&`));

  it('tells nobody when a save changes nothing', async () => {
    const event = await attendedEvent();
    await s.t.callOk(s.manager, events.updateEvent, { params: { id: event.id }, body: body() });
    expect(await changedFor(s.reader, event.id)).toHaveLength(0);
  });

  it('tells attendants what changed, but not the one who changed it', async () => {
    const event = await attendedEvent();
    await s.t.callOk(s.manager, events.updateEvent, {
      params: { id: event.id },
      body: { ...body(), startTime: '15:00', endTime: '16:00', location: 'Room B' },
    });
    const [changed] = await changedFor(s.reader, event.id);
    expect(changed!.body).toMatch(/^“Quarterly review” \(.+, 15:00\): the time and the place changed\.$/);
    expect(await changedFor(s.manager, event.id)).toHaveLength(0);
  });

  it('tells attendants when their event is cancelled; then it is a 404', async () => {
    const event = await attendedEvent();
    await s.t.callOk(s.manager, events.deleteEvent, { params: { id: event.id } });
    // A cancelled event has no page to link to; it is the only one cancelled here.
    const cancelled = await notificationsOf(s.t, s.reader, 'Event cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.body).toMatch(/^“Quarterly review” .* was cancelled\.$/);
    expect((await s.t.call(s.reader, events.getEvent, { params: { id: event.id } })).statusCode).toBe(404);
  });

  it('reminds attendants the day before, once however often the job runs', async () => {
    const event = await s.t.callOk(s.manager, events.createEvent, {
      body: timed(addDays(today(), 1), '09:30', '10:00', { title: 'Tomorrow’s demo', location: 'Room C' }),
    });
    await s.t.callOk(s.other, events.addAttendant, { params: { id: event.id }, body: {} });
    await remindAttendants(s.t.app.ctx);
    await remindAttendants(s.t.app.ctx);
    const reminders = (await notificationsOf(s.t, s.other, 'Event tomorrow')).filter((n) =>
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
  let weekly: events.CalendarEvent;
  let lastWeek: string;
  const record = (date: string, entries: { userId: number; present: boolean; note?: string }[], by = s.manager) =>
    s.t.call(by, events.recordAttendance, { params: { id: weekly.id }, body: { date, entries } });

  beforeAll(async () => {
    weekly = await s.t.callOk(s.manager, events.createRepeatableEvent, {
      body: { ...timed(addDays(today(), -21), '10:00', '11:00', { title: 'Weekly training' }), rrule: 'FREQ=WEEKLY' },
    });
    lastWeek = addDays(today(), -7);
  });

  it('records who came to an occurrence that has begun', async () => {
    const rows = (
      await record(lastWeek, [
        { userId: s.reader.id, present: true },
        { userId: s.other.id, present: false, note: 'ill' },
      ])
    ).reply();
    expect(rows.map((r) => [r.userId, r.present]).sort()).toEqual(
      [
        [s.reader.id, true],
        [s.other.id, false],
      ].sort(),
    );
  });

  it('changes a person already recorded on a second record, never duplicates', async () => {
    const again = (await record(lastWeek, [{ userId: s.other.id, present: true }])).reply();
    expect(again.find((r) => r.userId === s.other.id)!.present).toBe(true);
    expect(again).toHaveLength(2);
  });

  it('refuses a day the event does not take place on, naming body.date', async () => {
    const wrongDay = await record(addDays(lastWeek, 1), [{ userId: s.reader.id, present: true }]);
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().details[0]).toMatchObject({
      field: 'body.date',
      message: 'is not a day this event takes place on',
    });
  });

  it('refuses a date in the future, naming body.date', async () => {
    const future = await record(addDays(today(), 7), [{ userId: s.reader.id, present: true }]);
    expect(future.json().details[0].field).toBe('body.date');
  });

  it('refuses someone unknown, naming body.entries', async () => {
    const stranger = await record(lastWeek, [{ userId: 999999, present: true }]);
    expect(stranger.json().details[0].field).toBe('body.entries');
  });

  it('lets only a manager record attendance (403 for a reader)', async () => {
    expect((await record(lastWeek, [{ userId: s.reader.id, present: true }], s.reader)).statusCode).toBe(403);
  });

  it('changes one attendance row', async () => {
    const rows = (await record(lastWeek, [{ userId: s.reader.id, present: true }])).reply();
    const mine = rows.find((r) => r.userId === s.reader.id)!;
    const changed = await s.t.callOk(s.manager, events.updateAttendance, {
      params: { id: weekly.id },
      body: { id: mine.id, present: false, note: 'left early' },
    });
    expect(changed).toMatchObject({ present: false, note: 'left early' });
  });

  it('removes one attendance row; the list of that date keeps the others', async () => {
    const rows = (await record(lastWeek, [{ userId: s.reader.id, present: true }])).reply();
    const mine = rows.find((r) => r.userId === s.reader.id)!;
    await s.t.callOk(s.manager, events.deleteAttendance, { params: { id: weekly.id }, body: { id: mine.id } });
    const left = await s.t.callOk(s.reader, events.listAttendance, {
      params: { id: weekly.id },
      query: { date: lastWeek },
    });
    expect(left.map((r) => r.userId)).toEqual([s.other.id]);
  });
});
