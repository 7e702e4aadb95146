// Shifts: a person's shift on a date, by range, by person or for many people at once; one given or
// taken away, and a planner's draft of a week published at once (docs/shifts.md "Draft and publish").
import { z } from 'zod';
import { bodyId, endpoint, idParams, isoInstant, policy, recordId } from '../../http.js';
import { dateRangeRules, dateString } from '../../rules/dates.js';
import { shiftHours, timeOfDay } from '../../rules/shift-hours.js';
import { MAX_RANGE_DAYS } from './constants.js';
import { breakMinutes, manage, read } from './fields.js';
import { shiftHoursSchema } from './types.js';

/** When a shift, given or open, is worked and of what type: the fields a shift and an open shift share. */
export const shiftSlot = {
  id: z.number().int(),
  date: z.string(),
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  color: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
  hours: shiftHoursSchema,
  createdAt: isoInstant,
};

export const shift = z.object({
  ...shiftSlot,
  userId: z.number().int(),
  userName: z.string(),
  /** The instants the shift starts and ends, read in the company time zone. */
  startsAt: isoInstant,
  endsAt: isoInstant,
  /** Less than MIN_REST_HOURS between this shift and the person's previous one. */
  shortRest: z.boolean(),
});
export type Shift = z.infer<typeof shift>;

const dateQuery = z.object({ date: dateString });

export const listShiftsQuery = dateRangeRules(
  z.object({
    from: dateString,
    to: dateString,
    teamId: recordId.optional(),
    departmentId: recordId.optional(),
    userId: recordId.optional(),
  }),
  MAX_RANGE_DAYS,
).meta({ examples: [{ from: '2026-11-23', to: '2026-11-29' }] });

export const createShiftBody = z
  .object({
    userId: bodyId,
    date: dateString,
    /** A shift type, whose times and break are copied; or the times themselves. */
    typeId: bodyId.nullable().optional(),
    start: timeOfDay.optional(),
    end: timeOfDay.optional(),
    breakMinutes: breakMinutes.optional(),
    /** Give the same shift to everyone in the user's team (the team the caller leads). */
    applySameShiftsToTeam: z.boolean().default(false),
  })
  .refine((b) => b.typeId != null || (b.start !== undefined && b.end !== undefined), {
    path: ['typeId'],
    message: 'is required unless start and end are given',
  })
  .meta({ examples: [{ userId: 1, date: '2026-11-23', start: '07:00', end: '15:00' }] });

export const deleteShiftBody = z.object({
  userId: bodyId,
  date: dateString,
  applySameShiftsToTeam: z.boolean().default(false),
});

export const listShifts = endpoint({
  name: 'shifts.listShifts',
  method: 'GET',
  path: '/calendar/shifts',
  access: read,
  summary: 'Shifts in a date range, optionally of one team, department or person',
  query: listShiftsQuery,
  reply: z.array(shift),
});

/**
 * The calendar's shifts (issue 34, docs/shifts.md "The calendar's compact reply"): what the month and week
 * show, each person's and type's name once. Hours follow from start, end and break by the §5 rule
 * (`expandShiftCalendar`); the instants and creation time, which the calendar does not show, are left out.
 */
export const shiftCalendar = z.object({
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
  types: z.array(z.object({ id: z.number().int(), name: z.string() })),
  shifts: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      date: z.string(),
      typeId: z.number().int().nullable(),
      color: z.string(),
      start: z.string(),
      end: z.string(),
      breakMinutes: z.number().int(),
      shortRest: z.boolean(),
    }),
  ),
});
export type ShiftCalendar = z.infer<typeof shiftCalendar>;

/** A shift as the calendar shows it: `Shift` without the instants and creation time. */
export type CalendarShift = Omit<Shift, 'startsAt' | 'endsAt' | 'createdAt'>;

/** The compact reply as the calendar reads it: names from the lookup tables, hours by the §5 rule. */
export function expandShiftCalendar(reply: ShiftCalendar): CalendarShift[] {
  const people = new Map(reply.people.map((p) => [p.id, p.name]));
  const types = new Map(reply.types.map((t) => [t.id, t.name]));
  return reply.shifts.map((s) => ({
    ...s,
    userName: people.get(s.userId) ?? '',
    typeName: s.typeId === null ? null : (types.get(s.typeId) ?? null),
    hours: shiftHours(s),
  }));
}

export const listShiftCalendar = endpoint({
  name: 'shifts.listShiftCalendar',
  method: 'GET',
  path: '/calendar/shifts/calendar',
  access: read,
  summary: 'The shift calendar of a date range (optionally of one team, department or person), compact',
  query: listShiftsQuery,
  reply: shiftCalendar,
});

export const userShifts = endpoint({
  name: 'shifts.userShifts',
  method: 'GET',
  path: '/calendar/shifts/user/{id}',
  access: read,
  record: 'any',
  summary: "A person's shifts in the month of the date",
  params: idParams,
  query: dateQuery,
  reply: z.array(shift),
});

export const bulkShifts = endpoint({
  name: 'shifts.bulkShifts',
  method: 'POST',
  path: '/calendar/shifts/bulk',
  access: read,
  // A lookup: the people's ids go in a body (up to 500); nothing changes.
  readOnly: true,
  summary: 'The shifts of some people on one date',
  body: z.object({
    ids: z.array(bodyId).min(1, 'must name someone').max(500, 'must name at most 500 people'),
    date: dateString,
  }),
  reply: z.array(shift),
});

export const createShift = endpoint({
  name: 'shifts.createShift',
  method: 'POST',
  path: '/calendar/shifts',
  access: manage,
  record: policy('shifts.member'),
  summary: 'Give a person (or their whole team) a shift on a date',
  body: createShiftBody,
  status: 201,
  reply: z.array(shift),
});

export const deleteShift = endpoint({
  name: 'shifts.deleteShift',
  method: 'DELETE',
  path: '/calendar/shifts',
  access: manage,
  record: policy('shifts.member'),
  summary: "Remove a person's (or their whole team's) shift on a date",
  body: deleteShiftBody,
  reply: z.object({ deleted: z.number().int() }),
});

const draftChange = z.object({ userId: bodyId, date: dateString });
const MAX_DRAFT = 500;

/** A planner's draft of a week (docs/shifts.md "Draft and publish"): shifts given (by type) and taken away. */
export const publishShiftsBody = z
  .object({
    give: z
      .array(draftChange.extend({ typeId: bodyId }))
      .max(MAX_DRAFT, `must give at most ${MAX_DRAFT} shifts at once`)
      .default([]),
    remove: z.array(draftChange).max(MAX_DRAFT, `must remove at most ${MAX_DRAFT} shifts at once`).default([]),
  })
  .refine((b) => b.give.length + b.remove.length > 0, { path: ['give'], message: 'must change at least one shift' })
  .meta({ examples: [{ give: [{ userId: 1, date: '2026-11-23', typeId: 1 }], remove: [] }] });

export const publishShifts = endpoint({
  name: 'shifts.publishShifts',
  method: 'POST',
  path: '/calendar/shifts/publish',
  access: manage,
  record: policy('shifts.members'),
  summary:
    "Publish a planner's draft: its shifts removed and given all or nothing, then each person concerned told once",
  body: publishShiftsBody,
  reply: z.object({ given: z.number().int(), removed: z.number().int(), told: z.number().int() }),
});
