// Helpers of feedbacks.test.ts: dossiers and teams written straight into the tables (the agents topic's
// calls make them in the app; here only what feedback needs of them).
import type { TestApp } from '../../../test/helpers.js';

export async function giveDossier(t: TestApp, userId: number) {
  await t.database.pool.query('INSERT INTO dossier_agents (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
}

let teams = 0;
/** A team managed by `managerId`, with the agents as its current members. */
export async function teamOf(t: TestApp, managerId: number, agentIds: number[]): Promise<number> {
  teams += 1;
  const { rows } = await t.database.pool.query(
    'INSERT INTO dossier_teams (name, manager_id) VALUES ($1, $2) RETURNING id',
    [`Feedback team ${teams}`, managerId],
  );
  const teamId = rows[0].id as number;
  for (const userId of agentIds) {
    await giveDossier(t, userId);
    await t.database.pool.query(
      'INSERT INTO dossier_memberships (user_id, team_id, "from") VALUES ($1, $2, \'2030-01-01\')',
      [userId, teamId],
    );
  }
  return teamId;
}

/** Ends the agent's current membership (a move out of the team). */
export async function leaveTeam(t: TestApp, userId: number) {
  await t.database.pool.query(
    'UPDATE dossier_memberships SET "to" = \'2030-02-01\' WHERE user_id = $1 AND "to" IS NULL',
    [userId],
  );
}

export async function notificationsOf(t: TestApp, userId: number): Promise<{ title: string; link: string | null }[]> {
  const { rows } = await t.database.pool.query('SELECT title, link FROM notifications WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows;
}
