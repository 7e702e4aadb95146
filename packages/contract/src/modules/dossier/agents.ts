// Agents, positions, teams and memberships (spec §7 "Dossiers", docs/dossier.md): who has a dossier,
// the position they hold and held, the team they are in and were in, and their QC figures (QC's
// statistics, read live). History is kept: a change closes the open period and opens the next.
import { z } from 'zod';
import { bodyId, deletedReply, endpoint, idParams, isoInstant, listOf, owner, pageQuery, scopes } from '../../http.js';
import { dateString } from '../../rules/dates.js';

/** The record policies of this topic, declared for the contract (dossier.ts). */
export const agentsPolicies = {
  'dossier.agent': {
    kind: 'owner',
    description: 'the dossier of the user {id}: one’s own, or anyone’s with dossier:user:read',
  },
} as const;

const person = z.object({ id: z.number().int(), name: z.string() });
const named = z.object({ id: z.number().int(), name: z.string() });

export const position = z.object({ id: z.number().int(), name: z.string(), rank: z.number().int() });
export type Position = z.infer<typeof position>;

export const team = z.object({
  id: z.number().int(),
  name: z.string(),
  manager: person,
  /** Agents in the team today. */
  members: z.number().int(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type Team = z.infer<typeof team>;

/** A period in a position: `to` (the last day held) is null while held. */
export const positionPeriod = z.object({
  id: z.number().int(),
  position: named,
  from: z.string(),
  to: z.string().nullable(),
});
export type PositionPeriod = z.infer<typeof positionPeriod>;

/** A time in a team: `to` (the last day in it) is null while in it. */
export const membership = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  team: named,
  manager: person,
  from: z.string(),
  to: z.string().nullable(),
});
export type Membership = z.infer<typeof membership>;

/** One row of the agents list. */
export const agentRow = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  position: named.nullable(),
  team: named.nullable(),
  manager: person.nullable(),
  /** QC's average score of the agent's reviews over the last 30 days; null without reviews. */
  averageScore: z.number().nullable(),
});
export type AgentRow = z.infer<typeof agentRow>;

/** QC's figures for the agent over a period (QC v2's statistics, read live). */
export const agentQc = z.object({
  from: z.string(),
  to: z.string(),
  reviews: z.number().int(),
  averageScore: z.number().nullable(),
  criticalFails: z.number().int(),
  failedReviews: z.number().int(),
  trend: z.array(z.object({ week: z.string(), reviews: z.number().int(), averageScore: z.number().nullable() })),
});
export type AgentQc = z.infer<typeof agentQc>;

export const agentDossier = agentRow.omit({ averageScore: true }).extend({
  positions: z.array(positionPeriod),
  memberships: z.array(membership),
  /** Null when QC is not installed. */
  qc: agentQc.nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type AgentDossier = z.infer<typeof agentDossier>;

const search = z.string().trim().max(200).optional();

export const agentsQuery = pageQuery.extend({
  search,
  teamId: z.coerce.number().int().positive().optional(),
  positionId: z.coerce.number().int().positive().optional(),
});

export const listAgents = endpoint({
  name: 'dossier.listAgents',
  method: 'GET',
  path: '/dossier-controller/users',
  access: scopes('dossier:user:read'),
  summary: 'The agents (users with a dossier), with their position, team, manager and latest QC average',
  query: agentsQuery,
  reply: listOf(agentRow),
});

export const addAgentBody = z.object({ userId: bodyId, positionId: bodyId, teamId: bodyId.optional() });
export type AddAgentBody = z.infer<typeof addAgentBody>;

export const addAgent = endpoint({
  name: 'dossier.addAgent',
  method: 'POST',
  path: '/dossier-controller/users',
  access: scopes('dossier:user:create'),
  summary: 'Open a dossier for a user: their position from today, and their team when given',
  body: addAgentBody,
  reply: agentDossier,
  status: 201,
});

export const freeUsers = endpoint({
  name: 'dossier.freeUsers',
  method: 'GET',
  path: '/dossier-controller/users/free',
  access: scopes('dossier:user:create'),
  summary: 'Users without a dossier yet (the first 50 matching `search`, by name)',
  query: z.object({ search }),
  reply: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
});

export const getAgent = endpoint({
  name: 'dossier.getAgent',
  method: 'GET',
  path: '/dossier-controller/users/{id}',
  access: 'signedIn',
  record: owner('dossier.agent', { or: 'dossier:user:read' }),
  summary:
    'A dossier: position and team history, the current ones, the manager, and QC figures from `from` to `to` ' +
    '(the last 12 weeks by default). One’s own, or anyone’s with dossier:user:read',
  params: idParams,
  query: z.object({ from: dateString.optional(), to: dateString.optional() }),
  reply: agentDossier,
});

export const updateAgentBody = z.object({ positionId: bodyId });

export const updateAgent = endpoint({
  name: 'dossier.updateAgent',
  method: 'PATCH',
  path: '/dossier-controller/users/{id}',
  access: scopes('dossier:user:update'),
  // The scope reaches every dossier (an unknown one is a 404).
  record: 'any',
  summary: 'Change an agent’s position from today: the current period ends yesterday (same position: nothing changes)',
  params: idParams,
  body: updateAgentBody,
  reply: agentDossier,
});

export const listPositions = endpoint({
  name: 'dossier.listPositions',
  method: 'GET',
  path: '/dossier-controller/positions',
  access: 'signedIn',
  summary: 'The positions an agent can hold',
  reply: z.array(position),
});

export const listTeams = endpoint({
  name: 'dossier.listTeams',
  method: 'GET',
  path: '/dossier-controller/teams',
  access: scopes('dossier:team:read'),
  summary: 'The teams, with their manager and how many agents they hold today',
  reply: z.array(team),
});

export const teamBody = z.object({ name: z.string().trim().min(1, 'is required').max(100), managerId: bodyId });
export type TeamBody = z.infer<typeof teamBody>;

export const createTeam = endpoint({
  name: 'dossier.createTeam',
  method: 'POST',
  path: '/dossier-controller/teams',
  access: scopes('dossier:team:create'),
  summary: 'Create a team; its manager must be an administrator or hold dossier:feedback:create',
  body: teamBody,
  reply: team,
  status: 201,
});

export const membershipBody = z.object({ userId: bodyId, teamId: bodyId });

export const createMembership = endpoint({
  name: 'dossier.createMembership',
  method: 'POST',
  path: '/dossier-controller/memberships',
  access: scopes('dossier:user:update'),
  summary: 'Move an agent into a team from today: their current membership ends yesterday (one team at a time)',
  body: membershipBody,
  reply: membership,
  status: 201,
});

export const deleteMembership = endpoint({
  name: 'dossier.deleteMembership',
  method: 'DELETE',
  path: '/dossier-controller/memberships/{id}',
  access: scopes('dossier:user:update'),
  // The scope reaches every membership (an unknown one is a 404).
  record: 'any',
  summary:
    'End an agent’s current membership (its last day becomes yesterday; one begun today is removed). ' +
    'An ended membership is history and stays (409)',
  params: idParams,
  reply: deletedReply,
});
