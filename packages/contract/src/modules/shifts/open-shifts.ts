// Beyond the spec: open shifts staff claim (docs/shifts.md "Open shifts and swaps").
import { z } from 'zod';
import { bodyId, deletedReply, endpoint, idBody, idParams, policy, recordId } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { timeOfDay } from '../../rules/shift-hours.js';
import { breakMinutes, manage, read } from './fields.js';
import { shift, shiftSlot } from './shifts.js';

export const openShift = z.object({
  ...shiftSlot,
  teamId: z.number().int(),
  teamName: z.string(),
  claimedBy: z.number().int().nullable(),
  claimedByName: z.string().nullable(),
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
  reply: deletedReply,
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
