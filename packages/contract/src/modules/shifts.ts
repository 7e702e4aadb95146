// Shift calendar: shifts, shift types, teams, notes, automations and statistics (spec §2 "Calendar",
// §3, §5 shift duration, §7 "Shifts under /calendar/shifts"). Decisions where the spec is silent:
// docs/shifts.md.
import { z } from 'zod';
import { bodyId, endpoint, idBody, idParams, isoInstant, policy, recordId, scopes } from '../http.js';
import { definePolicies } from '../policies.js';
import { dateRangeRules, dateString } from '../rules/dates.js';
import { timeOfDay } from '../rules/shift-hours.js';

export { declaredScopes } from './shifts.scopes.js';

export const declaredPolicies = definePolicies({
  'shifts.members': {
    kind: 'request',
    description:
      'every person a draft gives or takes a shift from must be in a team the caller leads, unless the caller holds calendar:shifts:all (or is an administrator)',
  },
  'shifts.member': {
    kind: 'request',
    description:
      'the shift’s user must be in a team the caller leads, unless the caller holds calendar:shifts:all (or is an administrator)',
  },
  'shifts.team': {
    kind: 'request',
    description: 'teams are created and deleted by holders of calendar:shifts:all (or administrators)',
  },
  'shifts.teamLeader': {
    kind: 'request',
    description:
      'open shifts are offered and withdrawn by the leader of their team, or by a holder of calendar:shifts:all',
  },
  'shifts.noteTeam': {
    kind: 'request',
    description:
      'a note for a team needs the caller to lead it, unless the caller holds calendar:shifts:all; a note without a team needs calendar:shifts:all',
  },
});

export const errorCodes = {
  SHIFTS_OVERLAP: 409,
  SHIFTS_TYPE_IN_USE: 409,
  SHIFTS_ALREADY_CLAIMED: 409,
  SHIFTS_SWAP_DECIDED: 409,
  /** The person is on approved leave that day (the leave calendar). */
  SHIFTS_ON_LEAVE: 409,
} as const;

/** Automations look this many weeks ahead at most. */
export const AUTOMATION_MAX_WEEKS = 8;
/** Less rest than this between two shifts of one person is allowed but flagged. */
export const MIN_REST_HOURS = 11;
/** The longest range one list call answers. */
export const MAX_RANGE_DAYS = 62;

const name = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb');
const breakMinutes = z
  .number()
  .int('must be whole minutes')
  .min(0, 'must be 0 or more')
  .max(240, 'must be at most 240');

export const shiftHoursSchema = z.object({
  dayHours: z.number(),
  nightHours: z.number(),
  deductedHours: z.number(),
  weighted: z.number(),
});

export const shiftType = z.object({
  id: z.number().int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
  color: z.string(),
  hours: shiftHoursSchema,
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ShiftType = z.infer<typeof shiftType>;

export const shiftTypeBody = z.object({
  name,
  start: timeOfDay,
  end: timeOfDay,
  breakMinutes: breakMinutes.default(0),
  color: color.default('#4f6bed'),
});

export const shift = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  date: z.string(),
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  color: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
  /** The instants the shift starts and ends, read in the company time zone. */
  startsAt: isoInstant,
  endsAt: isoInstant,
  hours: shiftHoursSchema,
  /** Less than MIN_REST_HOURS between this shift and the person's previous one. */
  shortRest: z.boolean(),
  createdAt: isoInstant,
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

export const note = z.object({
  id: z.number().int(),
  date: z.string(),
  teamId: z.number().int().nullable(),
  text: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: isoInstant,
});
export type ShiftNote = z.infer<typeof note>;

export const teamMember = z.object({ id: z.number().int(), name: z.string() });
export const team = z.object({
  id: z.number().int(),
  name: z.string(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  leaderId: z.number().int(),
  leaderName: z.string(),
  members: z.array(teamMember),
  createdAt: isoInstant,
});
export type ShiftTeam = z.infer<typeof team>;

/** A team with its members' shifts over the week of the date asked about. */
export const teamWeek = team.extend({ weekStart: z.string(), shifts: z.array(shift) });

export const createTeamBody = z.object({
  name,
  departmentId: bodyId,
  leaderId: bodyId,
  memberIds: z.array(bodyId).max(200, 'must hold at most 200 people').default([]),
});

export const automation = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  teamId: z.number().int().nullable(),
  userIds: z.array(z.number().int()),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: z.array(z.number().int()),
  from: z.string(),
  until: z.string().nullable(),
  weeksAhead: z.number().int(),
  active: z.boolean(),
  lastRunAt: isoInstant.nullable(),
  createdAt: isoInstant,
});
export type ShiftAutomation = z.infer<typeof automation>;

const automationFields = z.object({
  name,
  typeId: bodyId,
  teamId: bodyId.nullable().default(null),
  userIds: z.array(bodyId).max(200, 'must hold at most 200 people').default([]),
  weekdays: z
    .array(z.number().int().min(1, 'must be 1 (Monday) to 7 (Sunday)').max(7, 'must be 1 (Monday) to 7 (Sunday)'))
    .min(1, 'must name at least one weekday'),
  from: dateString,
  until: dateString.nullable().default(null),
  weeksAhead: z
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(AUTOMATION_MAX_WEEKS, `must be at most ${AUTOMATION_MAX_WEEKS}`)
    .default(2),
  active: z.boolean().default(true),
});
const whoAndWhen = <
  T extends z.ZodType<{ teamId: number | null; userIds: number[]; from: string; until: string | null }>,
>(
  schema: T,
) =>
  schema
    .refine((a) => a.teamId !== null || a.userIds.length > 0, {
      path: ['userIds'],
      message: 'name a team or some people',
    })
    .refine((a) => a.until === null || a.from <= a.until, { path: ['until'], message: 'must not be before from' })
    .meta({
      examples: [{ id: 1, name: 'Weekdays', typeId: 1, userIds: [1], weekdays: [1, 2, 3, 4, 5], from: '2026-11-23' }],
    });

export const automationBody = whoAndWhen(automationFields);
/** An automation's settings, as the server keeps them and the form edits them. */
export type AutomationSettings = z.output<typeof automationFields>;
export const updateAutomationBody = whoAndWhen(automationFields.extend({ id: bodyId }));

/** What a run of an automation creates, and what it leaves alone and why. */
export const automationPlan = z.object({
  create: z.array(z.object({ userId: z.number().int(), userName: z.string(), date: z.string() })),
  skip: z.array(z.object({ userId: z.number().int(), userName: z.string(), date: z.string(), reason: z.string() })),
});

export const shiftStatistics = z.object({
  userId: z.number().int(),
  /** The month of the date asked about, `YYYY-MM`. */
  month: z.string(),
  shifts: z.number().int(),
  hours: z.number(),
  dayHours: z.number(),
  nightHours: z.number(),
  weightedHours: z.number(),
  shortRests: z.number().int(),
  /** The twelve months up to that one, oldest first. */
  months: z.array(
    z.object({ month: z.string(), shifts: z.number().int(), weightedHours: z.number(), nightHours: z.number() }),
  ),
});

const read = scopes('calendar:shifts:read');
const manage = scopes('calendar:shifts:create');

export const listShifts = endpoint({
  name: 'shifts.listShifts',
  method: 'GET',
  path: '/calendar/shifts',
  access: read,
  summary: 'Shifts in a date range, optionally of one team, department or person',
  query: listShiftsQuery,
  reply: z.array(shift),
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

export const listNotes = endpoint({
  name: 'shifts.listNotes',
  method: 'GET',
  path: '/calendar/shifts/note',
  access: read,
  summary: 'Notes on the days of a range',
  query: z
    .object({ from: dateString, to: dateString, teamId: recordId.optional() })
    .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' })
    .meta({ examples: [{ from: '2026-11-23', to: '2026-11-29' }] }),
  reply: z.array(note),
});

export const createNote = endpoint({
  name: 'shifts.createNote',
  method: 'POST',
  path: '/calendar/shifts/note',
  access: manage,
  record: policy('shifts.noteTeam'),
  summary: 'Write a note on a day',
  body: z.object({
    date: dateString,
    teamId: bodyId.nullable().default(null),
    text: z.string().trim().min(1, 'is required').max(1000, 'must be at most 1000 characters'),
  }),
  status: 201,
  reply: note,
});

export const deleteNote = endpoint({
  name: 'shifts.deleteNote',
  method: 'DELETE',
  path: '/calendar/shifts/note',
  access: manage,
  record: policy('shifts.noteTeam'),
  summary: 'Remove a note',
  body: idBody,
  reply: z.object({ id: z.number().int() }),
});

export const listTeams = endpoint({
  name: 'shifts.listTeams',
  method: 'GET',
  path: '/calendar/shifts/team',
  access: read,
  summary: "Teams (of a department), each with its members' shifts in the week of the date",
  query: z.object({ departmentId: recordId.optional(), date: dateString.optional() }),
  reply: z.array(teamWeek),
});

export const leaderTeams = endpoint({
  name: 'shifts.leaderTeams',
  method: 'GET',
  path: '/calendar/shifts/team/{departmentId}/{leaderId}/{date}',
  access: read,
  record: 'any',
  summary: 'The teams a shift leader leads in a department, with their shifts in the week of the date',
  params: z.object({ departmentId: recordId, leaderId: recordId, date: dateString }),
  reply: z.array(teamWeek),
});

export const createTeam = endpoint({
  name: 'shifts.createTeam',
  method: 'POST',
  path: '/calendar/shifts/team',
  access: manage,
  record: policy('shifts.team'),
  summary: 'Create a team in a department, with its shift leader and members',
  body: createTeamBody,
  status: 201,
  reply: team,
});

export const deleteTeam = endpoint({
  name: 'shifts.deleteTeam',
  method: 'DELETE',
  path: '/calendar/shifts/team',
  access: manage,
  record: policy('shifts.team'),
  summary: 'Delete a team (its shifts stay)',
  body: idBody,
  reply: z.object({ id: z.number().int() }),
});

export const listTypes = endpoint({
  name: 'shifts.listTypes',
  method: 'GET',
  path: '/calendar/shifts/type',
  access: read,
  summary: 'Shift types',
  reply: z.array(shiftType),
});

export const getType = endpoint({
  name: 'shifts.getType',
  method: 'GET',
  path: '/calendar/shifts/type/{id}',
  access: read,
  record: 'any',
  summary: 'One shift type',
  params: idParams,
  reply: shiftType,
});

export const createType = endpoint({
  name: 'shifts.createType',
  method: 'POST',
  path: '/calendar/shifts/type',
  access: manage,
  summary: 'Create a shift type',
  body: shiftTypeBody,
  status: 201,
  reply: shiftType,
});

export const updateType = endpoint({
  name: 'shifts.updateType',
  method: 'PATCH',
  path: '/calendar/shifts/type/{id}',
  access: manage,
  record: 'any',
  summary: 'Change a shift type (shifts already given keep their times)',
  params: idParams,
  body: shiftTypeBody,
  reply: shiftType,
});

export const deleteType = endpoint({
  name: 'shifts.deleteType',
  method: 'DELETE',
  path: '/calendar/shifts/type',
  access: manage,
  summary: 'Delete a shift type no automation uses (shifts already given keep their times)',
  body: idBody,
  reply: z.object({ id: z.number().int() }),
});

export const listAutomations = endpoint({
  name: 'shifts.listAutomations',
  method: 'GET',
  path: '/calendar/shifts/automations',
  access: read,
  summary: 'Automations',
  reply: z.array(automation),
});

export const userAutomations = endpoint({
  name: 'shifts.userAutomations',
  method: 'GET',
  path: '/calendar/shifts/automations/user/{id}',
  access: read,
  record: 'any',
  summary: 'The automations that give a person shifts (named, or through their team)',
  params: idParams,
  reply: z.array(automation),
});

export const getAutomation = endpoint({
  name: 'shifts.getAutomation',
  method: 'GET',
  path: '/calendar/shifts/automations/id/{id}',
  access: read,
  record: 'any',
  summary: 'One automation',
  params: idParams,
  reply: automation,
});

export const createAutomation = endpoint({
  name: 'shifts.createAutomation',
  method: 'POST',
  path: '/calendar/shifts/automations',
  access: manage,
  summary: 'Create an automation',
  body: automationBody,
  status: 201,
  reply: automation,
});

export const updateAutomation = endpoint({
  name: 'shifts.updateAutomation',
  method: 'PATCH',
  path: '/calendar/shifts/automations',
  access: manage,
  summary: 'Change an automation',
  body: updateAutomationBody,
  reply: automation,
});

export const deleteAutomation = endpoint({
  name: 'shifts.deleteAutomation',
  method: 'DELETE',
  path: '/calendar/shifts/automations',
  access: manage,
  summary: 'Delete an automation (the shifts it gave stay)',
  body: idBody,
  reply: z.object({ id: z.number().int() }),
});

export const previewAutomation = endpoint({
  name: 'shifts.previewAutomation',
  method: 'POST',
  path: '/calendar/shifts/automations/preview',
  access: manage,
  summary: 'Exactly what a run of these automation settings would create today, and what it would skip',
  body: automationBody,
  reply: automationPlan,
});

const statisticsQuery = z.object({ userId: recordId, date: dateString });

export const statistics = endpoint({
  name: 'shifts.statistics',
  method: 'GET',
  path: '/shift-statistics',
  access: read,
  summary: "A person's hours, weighted hours, night hours and shifts per month",
  query: statisticsQuery,
  reply: shiftStatistics,
});

/**
 * The same statistics under /calendar/shifts: the spec lists `GET /shift-statistics` in its bullet
 * "Shifts under /calendar/shifts", whose other calls are relative to it (docs/shifts.md "Calls").
 */
export const statisticsUnderShifts = endpoint({
  name: 'shifts.statisticsUnderShifts',
  method: 'GET',
  path: '/calendar/shifts/shift-statistics',
  access: read,
  summary: "A person's hours, weighted hours, night hours and shifts per month (the same as /shift-statistics)",
  query: statisticsQuery,
  reply: shiftStatistics,
});

// ---- Beyond the spec: open shifts staff claim, and swaps a shift leader approves (docs/shifts.md) ----

export const openShift = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  date: z.string(),
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  color: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
  hours: shiftHoursSchema,
  claimedBy: z.number().int().nullable(),
  claimedByName: z.string().nullable(),
  createdAt: isoInstant,
});
export type OpenShift = z.infer<typeof openShift>;

export const listOpenShifts = endpoint({
  name: 'shifts.listOpenShifts',
  method: 'GET',
  path: '/calendar/shifts/open',
  access: read,
  summary: 'Open shifts in a date range (optionally of one team), claimed or not',
  query: z
    .object({ from: dateString, to: dateString, teamId: recordId.optional() })
    .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' })
    .meta({ examples: [{ from: '2026-11-23', to: '2026-11-29' }] }),
  reply: z.array(openShift),
});

export const createOpenShift = endpoint({
  name: 'shifts.createOpenShift',
  method: 'POST',
  path: '/calendar/shifts/open',
  access: manage,
  record: policy('shifts.teamLeader'),
  summary: "Offer a shift to a team's people: the first to claim it gets it",
  body: z
    .object({
      teamId: bodyId,
      date: dateString,
      typeId: bodyId.nullable().optional(),
      start: timeOfDay.optional(),
      end: timeOfDay.optional(),
      breakMinutes: breakMinutes.optional(),
    })
    .refine((b) => b.typeId != null || (b.start !== undefined && b.end !== undefined), {
      path: ['typeId'],
      message: 'is required unless start and end are given',
    })
    .meta({ examples: [{ teamId: 1, date: '2026-11-23', start: '07:00', end: '15:00' }] }),
  status: 201,
  reply: openShift,
});

export const deleteOpenShift = endpoint({
  name: 'shifts.deleteOpenShift',
  method: 'DELETE',
  path: '/calendar/shifts/open',
  access: manage,
  record: policy('shifts.teamLeader'),
  summary: 'Withdraw an open shift nobody has claimed',
  body: idBody,
  reply: z.object({ id: z.number().int() }),
});

export const claimOpenShift = endpoint({
  name: 'shifts.claimOpenShift',
  method: 'POST',
  path: '/calendar/shifts/open/{id}/claim',
  access: read,
  // A reader takes an open shift of their own team for themselves (docs/shifts.md "Open shifts").
  selfService: "Takes an open shift of one of the caller's own teams for the caller; people outside the team get a 403",
  record: 'any',
  summary: 'Take an open shift of one of your teams: it becomes your shift',
  params: idParams,
  reply: shift,
});

export const swapStatus = z.enum(['pending', 'approved', 'rejected']);
export const swap = z.object({
  id: z.number().int(),
  shiftId: z.number().int().nullable(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  fromUserId: z.number().int(),
  fromUserName: z.string(),
  toUserId: z.number().int(),
  toUserName: z.string(),
  status: swapStatus,
  decidedBy: z.number().int().nullable(),
  createdAt: isoInstant,
});
export type ShiftSwap = z.infer<typeof swap>;

export const listSwaps = endpoint({
  name: 'shifts.listSwaps',
  method: 'GET',
  path: '/calendar/shifts/swaps',
  access: read,
  summary: 'Swap requests: your own, and those of the teams you lead (every one, for a manager of all)',
  query: z.object({ status: swapStatus.optional() }),
  reply: z.array(swap),
});

export const requestSwap = endpoint({
  name: 'shifts.requestSwap',
  method: 'POST',
  path: '/calendar/shifts/swaps',
  access: read,
  // A reader asks to hand over a shift of their own; the shift leader decides (docs/shifts.md "Swaps").
  selfService:
    "Asks to hand one of the caller's own shifts to a teammate; nothing changes until their shift leader approves",
  summary: 'Ask to hand one of your shifts to a teammate; their shift leader decides',
  body: z.object({ shiftId: bodyId, toUserId: bodyId }),
  status: 201,
  reply: swap,
});

export const decideSwap = endpoint({
  name: 'shifts.decideSwap',
  method: 'PATCH',
  path: '/calendar/shifts/swaps/{id}',
  access: manage,
  record: 'any',
  summary: 'Approve (the shift moves to the teammate) or reject a pending swap',
  params: idParams,
  body: z.object({ isApproved: z.boolean() }),
  reply: swap,
});
