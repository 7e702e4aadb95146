// Shift teams: their members and leaders, and a team's week of shifts.
import { z } from 'zod';
import { bodyId, deletedReply, endpoint, idBody, isoInstant, policy, recordId } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { manage, name, read } from './fields.js';
import { shift } from './shifts.js';

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
  reply: deletedReply,
});
