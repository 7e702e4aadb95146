// Agents' dossiers (docs/dossier.md): who has one, the positions they held and the teams they were in.
// History is kept, never overwritten: a change closes the open period (`to`) and opens the next.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, userOrNull, users } from '../../../core/db/schema.js';

/** The positions an agent can hold ("Support agent", "Senior support agent"…). */
export const dossierPositions = pgTable('dossier_positions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Order in pickers. */
  rank: integer('rank').notNull().default(0),
});

/** A user with a dossier (an agent). `users/free` lists the users without a row here. */
export const dossierAgents = pgTable('dossier_agents', {
  userId: cascadeRef('user_id', () => users.id).primaryKey(),
  createdById: userOrNull('created_by_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The position periods of an agent: `to` null is the current one (one at a time). */
export const dossierPositionPeriods = pgTable(
  'dossier_position_periods',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => dossierAgents.userId),
    positionId: integer('position_id')
      .notNull()
      .references(() => dossierPositions.id, { onDelete: 'restrict' }),
    from: date('from', { mode: 'string' }).notNull(),
    /** The last day held; null while held. */
    to: date('to', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('dossier_position_periods_user_idx').on(t.userId, t.from),
    uniqueIndex('dossier_position_periods_current_idx').on(t.userId).where(sql`${t.to} IS NULL`),
  ],
);

/** A team of agents, with the user who manages it. */
export const dossierTeams = pgTable('dossier_teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  managerId: integer('manager_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An agent's time in a team: `to` null is the current team (one active team per agent). */
export const dossierMemberships = pgTable(
  'dossier_memberships',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => dossierAgents.userId),
    teamId: cascadeRef('team_id', () => dossierTeams.id),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('dossier_memberships_user_idx').on(t.userId, t.from),
    index('dossier_memberships_team_idx').on(t.teamId).where(sql`${t.to} IS NULL`),
    uniqueIndex('dossier_memberships_current_idx').on(t.userId).where(sql`${t.to} IS NULL`),
  ],
);
