// Cover (docs/leave.md "Calls beyond the spec"): what approving a request would leave of each team and
// shift, how many of each team are away on each day of a range (the wallchart), and the days off in a range.
import { z } from 'zod';
import { endpoint, idParams, policy } from '../../http.js';
import { dateRange } from '../../rules/dates.js';
import { read } from './fields.js';

/** A team's cover on one day of a request (beyond the spec: "night shift of team B drops to 1 on 24 Dec"). */
export const coverDay = z.object({
  date: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  /** People in the team, and of them away that day (approved leave, this request not counted). */
  size: z.number().int(),
  away: z.number().int(),
  /** Each shift planned that day in the team: how many work it, and how many would if this request is approved. */
  shifts: z.array(z.object({ label: z.string(), planned: z.number().int(), ifApproved: z.number().int() })),
});

export const teamAway = z.object({
  date: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  size: z.number().int(),
  /** Approved leave that day. */
  away: z.number().int(),
  /** Waiting requests that day. */
  pending: z.number().int(),
  /** Who of the team is away that day (approved) and who asked (waiting): the wallchart's rows. */
  awayIds: z.array(z.number().int()),
  pendingIds: z.array(z.number().int()),
});

export const requestCover = endpoint({
  name: 'leave.requestCover',
  method: 'GET',
  path: '/leave-calendar/requests/{id}/cover',
  access: read,
  record: policy('leave.review'),
  summary: 'What approving would leave of each team and shift on the request’s working days (from the shift calendar)',
  params: idParams,
  reply: z.array(coverDay),
});

export const teamsAway = endpoint({
  name: 'leave.teamsAway',
  method: 'GET',
  path: '/leave-calendar/cover',
  access: read,
  summary: 'How many of each team are away (approved) or waiting on each day of a range (at most 62 days)',
  query: dateRange(62, { from: '2026-11-01', to: '2026-11-30' }),
  reply: z.array(teamAway),
});

export const daysOff = endpoint({
  name: 'leave.daysOff',
  method: 'GET',
  path: '/leave-calendar/days-off',
  access: read,
  summary: 'The national holidays that are days off (not working days) in a range of at most 366 days',
  query: dateRange(366, { from: '2026-12-01', to: '2026-12-31' }),
  reply: z.array(z.object({ date: z.string(), title: z.string() })),
});
