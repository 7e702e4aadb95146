// Who plans whom (docs/shifts.md "Access"): a shift leader plans the people of the teams they lead;
// a holder of calendar:shifts:all (or an administrator) plans everyone and makes the teams. The
// contract declares these policies (`declaredPolicies` in contract/modules/shifts.ts); core applies
// them before the handlers run.
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { Executor } from '../../core/db/database.js';
import { forbidden } from '../../core/errors.js';
import { modulePolicies } from '../../core/policy.js';
import { shiftNotes, shiftOpenShifts, shiftTeams } from './schema.js';
import { managesAll, teamsOfMember } from './services/shared.js';

async function assertPlans(db: Executor, user: AuthUser, userId: number): Promise<void> {
  if (managesAll(user)) return;
  if ((await teamsOfMember(db, userId, user.id)).length > 0) return;
  throw forbidden('You plan the shifts of the teams you lead only; this person is not in one of them');
}

/** Someone else leads the team (an unknown team is left to the service's 400 or 404). */
async function ledByAnother(db: Executor, user: AuthUser, teamId: number): Promise<boolean> {
  const [team] = await db.select({ leaderId: shiftTeams.leaderId }).from(shiftTeams).where(eq(shiftTeams.id, teamId));
  return team !== undefined && team.leaderId !== user.id;
}

async function assertLeads(db: Executor, user: AuthUser, teamId: number | null): Promise<void> {
  if (managesAll(user)) return;
  if (teamId === null) throw forbidden('A note for every team needs the calendar:shifts:all scope');
  if (await ledByAnother(db, user, teamId)) throw forbidden('You write notes for the teams you lead only');
}

export const policies = modulePolicies({
  'shifts.members': {
    kind: 'request',
    async check(ctx, user, input: { body: { give: { userId: number }[]; remove: { userId: number }[] } }) {
      const people = new Set([...input.body.give, ...input.body.remove].map((c) => c.userId));
      for (const userId of people) await assertPlans(ctx.db, user, userId);
    },
  },
  'shifts.member': {
    kind: 'request',
    check: (ctx, user, input: { body: { userId: number } }) => assertPlans(ctx.db, user, input.body.userId),
  },
  'shifts.team': {
    kind: 'request',
    check: (_ctx, user) => {
      if (!managesAll(user)) throw forbidden('Creating and deleting teams needs the calendar:shifts:all scope');
    },
  },
  'shifts.teamLeader': {
    kind: 'request',
    async check(ctx, user, input: { body: { id?: number; teamId?: number } }) {
      if (managesAll(user)) return;
      let teamId = input.body.teamId;
      if (teamId === undefined && input.body.id !== undefined) {
        const [open] = await ctx.db
          .select({ teamId: shiftOpenShifts.teamId })
          .from(shiftOpenShifts)
          .where(eq(shiftOpenShifts.id, input.body.id));
        teamId = open?.teamId; // an unknown one is the service's 404
      }
      if (teamId !== undefined && (await ledByAnother(ctx.db, user, teamId))) {
        throw forbidden('You offer open shifts to the teams you lead only');
      }
    },
  },
  'shifts.noteTeam': {
    kind: 'request',
    async check(ctx, user, input: { body: { id?: number; teamId?: number | null } }) {
      if (input.body.id === undefined) return assertLeads(ctx.db, user, input.body.teamId ?? null);
      const [note] = await ctx.db
        .select({ teamId: shiftNotes.teamId })
        .from(shiftNotes)
        .where(eq(shiftNotes.id, input.body.id));
      // An unknown note is the service's 404.
      if (note) await assertLeads(ctx.db, user, note.teamId);
    },
  },
});
