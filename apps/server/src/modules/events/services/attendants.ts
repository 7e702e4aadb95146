// Attendants (who signed up) and attendance (who came, per occurrence). People sign themselves up
// when the event is open for it; managers (calendar:events:create) sign up and remove anyone and
// record attendance. A place is kept within the event's capacity: the event row is locked, so two
// last sign-ups cannot both get the last place.
import type { Attendance, Attendant } from '@backoffice/contract/modules/events';
import { daysBetween } from '@backoffice/contract/modules/events';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { eventAttendance, eventAttendants } from '../schema.js';
import { occurrenceDates, parseRule } from './recurrence.js';
import { type EventRow, eventLink, findEvent, managesEvents } from './shared.js';

const ENTITY = 'event-attendant';

// ---- Attendants ----

async function viewAttendants(db: Executor, where: ReturnType<typeof eq>): Promise<Attendant[]> {
  const rows = await db
    .select({
      id: eventAttendants.id,
      eventId: eventAttendants.eventId,
      userId: eventAttendants.userId,
      userName: users.name,
      note: eventAttendants.note,
      createdAt: eventAttendants.createdAt,
    })
    .from(eventAttendants)
    .innerJoin(users, eq(users.id, eventAttendants.userId))
    .where(where)
    .orderBy(asc(users.name), asc(eventAttendants.id));
  // Shaped onto the row read, not by a spread with properties after it (docs/architecture.md "Lists").
  return rows.map((r) => Object.assign(r, { createdAt: r.createdAt.toISOString() }));
}

export async function listAttendants(ctx: AppContext, eventId: number): Promise<Attendant[]> {
  await findEvent(ctx.db, eventId);
  return viewAttendants(ctx.db, eq(eventAttendants.eventId, eventId));
}

export async function userAttendant(ctx: AppContext, eventId: number, userId: number): Promise<Attendant> {
  await findEvent(ctx.db, eventId);
  const [row] = await viewAttendants(
    ctx.db,
    and(eq(eventAttendants.eventId, eventId), eq(eventAttendants.userId, userId))!,
  );
  if (!row) throw notFound('Attendant');
  return row;
}

/** The last day an event has an occurrence on (its end, or the end of its rule), or null: for ever. */
function lastDayOf(row: EventRow): string | null {
  if (row.kind === 'normal') return row.endDate;
  return row.until === null ? null : addDays(row.until, daysBetween(row.startDate, row.endDate));
}

export async function addAttendant(
  ctx: AppContext,
  actor: AuthUser,
  eventId: number,
  body: { userId?: number | undefined; note: string },
): Promise<Attendant> {
  const userId = body.userId ?? actor.id;
  const forSomeoneElse = userId !== actor.id;
  const today = todayIn(ctx);
  const { id, event } = await ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, eventId, undefined, true);
    // A manager signs people up for a closed or past event (an invitation, a correction); oneself, only while open.
    if (!managesEvents(actor)) {
      if (!event.signUp) throw new AppError('EVENTS_SIGN_UP_CLOSED', 'Sign-up is closed for this event');
      const last = lastDayOf(event);
      if (last !== null && last < today) throw new AppError('EVENTS_SIGN_UP_CLOSED', 'This event is over');
    }
    const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!person) throw badRequest('body.userId', 'is not a user');
    const [taken] = await tx
      .select({ id: eventAttendants.id })
      .from(eventAttendants)
      .where(and(eq(eventAttendants.eventId, eventId), eq(eventAttendants.userId, userId)));
    if (taken) {
      throw new AppError(
        'EVENTS_ALREADY_ATTENDING',
        forSomeoneElse ? `${person.name} is already signed up` : 'You are already signed up',
      );
    }
    if (event.capacity !== null) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(eventAttendants)
        .where(eq(eventAttendants.eventId, eventId));
      if (n >= event.capacity) {
        throw new AppError('EVENTS_FULL', `This event is full (${n} of ${event.capacity} places taken)`);
      }
    }
    const [row] = await tx.insert(eventAttendants).values({ eventId, userId, note: body.note }).returning();
    auditChange(tx, { entity: ENTITY, entityId: row!.id, after: { eventId, userId, note: body.note } });
    return { id: row!.id, event };
  });
  if (forSomeoneElse) {
    await notify(ctx, [userId], {
      level: 'info',
      title: 'Signed up for an event',
      body: `${actor.name} signed you up for “${event.title}”.`,
      link: eventLink(event),
    });
  }
  const [added] = await viewAttendants(ctx.db, eq(eventAttendants.id, id));
  return added!;
}

async function findAttendant(db: Executor, eventId: number, id: number) {
  const [row] = await db
    .select()
    .from(eventAttendants)
    .where(and(eq(eventAttendants.id, id), eq(eventAttendants.eventId, eventId)))
    .for('update');
  if (!row) throw notFound('Attendant');
  return row;
}

export async function updateAttendant(ctx: AppContext, eventId: number, id: number, note: string): Promise<Attendant> {
  await ctx.db.transaction(async (tx) => {
    const before = await findAttendant(tx, eventId, id);
    await tx.update(eventAttendants).set({ note }).where(eq(eventAttendants.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before, after: { ...before, note } });
  });
  const [row] = await viewAttendants(ctx.db, eq(eventAttendants.id, id));
  return row!;
}

export async function removeAttendant(ctx: AppContext, actor: AuthUser, eventId: number, id: number) {
  const { before, event } = await ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, eventId);
    const before = await findAttendant(tx, eventId, id);
    await tx.delete(eventAttendants).where(eq(eventAttendants.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before });
    return { before, event };
  });
  if (before.userId !== actor.id) {
    await notify(ctx, [before.userId], {
      level: 'info',
      title: 'Removed from an event',
      body: `${actor.name} took you off the list of “${event.title}”.`,
      link: eventLink(event),
    });
  }
  return { id };
}

// ---- Attendance ----

const recorder = alias(users, 'recorder');

async function viewAttendance(db: Executor, where: ReturnType<typeof eq>): Promise<Attendance[]> {
  const rows = await db
    .select({
      id: eventAttendance.id,
      eventId: eventAttendance.eventId,
      userId: eventAttendance.userId,
      userName: users.name,
      date: eventAttendance.date,
      present: eventAttendance.present,
      note: eventAttendance.note,
      recordedById: eventAttendance.recordedById,
      recordedByName: recorder.name,
      recordedAt: eventAttendance.recordedAt,
    })
    .from(eventAttendance)
    .innerJoin(users, eq(users.id, eventAttendance.userId))
    .leftJoin(recorder, eq(recorder.id, eventAttendance.recordedById))
    .where(where)
    .orderBy(desc(eventAttendance.date), asc(users.name), asc(eventAttendance.id));
  // Shaped onto the row read, not by a spread with properties after it (docs/architecture.md "Lists").
  return rows.map((r) => Object.assign(r, { recordedAt: r.recordedAt.toISOString() }));
}

export async function listAttendance(ctx: AppContext, eventId: number, date?: string): Promise<Attendance[]> {
  await findEvent(ctx.db, eventId);
  const where = date
    ? and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.date, date))!
    : eq(eventAttendance.eventId, eventId);
  return viewAttendance(ctx.db, where);
}

/** Attendance is kept for a day the event takes place on, once it has begun. */
function assertOccurs(event: EventRow, date: string, today: string): void {
  const occurs =
    event.kind === 'normal'
      ? date >= event.startDate && date <= event.endDate
      : occurrenceDates(
          parseRule(event.rrule!, event.startDate, event.startTime, 'rrule'),
          date,
          date,
          0,
          event.exdates,
        ).length > 0;
  if (!occurs) throw badRequest('body.date', 'is not a day this event takes place on');
  if (date > today) throw badRequest('body.date', 'is still to come: attendance is recorded once the event has begun');
}

export async function recordAttendance(
  ctx: AppContext,
  actor: AuthUser,
  eventId: number,
  body: { date: string; entries: { userId: number; present: boolean; note?: string | undefined }[] },
): Promise<Attendance[]> {
  const today = todayIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, eventId);
    assertOccurs(event, body.date, today);
    const ids = body.entries.map((e) => e.userId);
    const known = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    const missing = ids.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw badRequest('body.entries', `names people who do not exist: ${missing.join(', ')}`);
    const now = new Date();
    await tx
      .insert(eventAttendance)
      .values(
        body.entries.map((e) => ({
          eventId,
          userId: e.userId,
          date: body.date,
          present: e.present,
          note: e.note ?? '',
          recordedById: actor.id,
          recordedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [eventAttendance.eventId, eventAttendance.date, eventAttendance.userId],
        set: {
          present: sql`excluded.present`,
          note: sql`excluded.note`,
          recordedById: actor.id,
          recordedAt: now,
        },
      });
    auditChange(tx, { entity: 'event-attendance', entityId: eventId, after: body });
  });
  return viewAttendance(ctx.db, and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.date, body.date))!);
}

export async function updateAttendance(
  ctx: AppContext,
  actor: AuthUser,
  eventId: number,
  body: { id: number; present: boolean; note?: string | undefined },
): Promise<Attendance> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(eventAttendance)
      .where(and(eq(eventAttendance.id, body.id), eq(eventAttendance.eventId, eventId)))
      .for('update');
    if (!before) throw notFound('Attendance');
    const change = {
      present: body.present,
      ...(body.note !== undefined ? { note: body.note } : {}),
      recordedById: actor.id,
      recordedAt: new Date(),
    };
    await tx.update(eventAttendance).set(change).where(eq(eventAttendance.id, body.id));
    auditChange(tx, { entity: 'event-attendance', entityId: body.id, before, after: { ...before, ...change } });
  });
  const [row] = await viewAttendance(ctx.db, eq(eventAttendance.id, body.id));
  return row!;
}

export async function deleteAttendance(ctx: AppContext, eventId: number, id: number): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(eventAttendance)
      .where(and(eq(eventAttendance.id, id), eq(eventAttendance.eventId, eventId)))
      .for('update');
    if (!before) throw notFound('Attendance');
    await tx.delete(eventAttendance).where(eq(eventAttendance.id, id));
    auditChange(tx, { entity: 'event-attendance', entityId: id, before });
    return { id };
  });
}
