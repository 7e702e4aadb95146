// Demo data of the dossiers (`npm run demo`): the agents part. Every demo support agent gets a dossier;
// three teams, managed by the shift leaders and QA managers; the history reaches back a year or so, with a
// promotion for every other agent and a team move for every third (written with their dates, as the
// services would have written them over time).
import { asc, eq } from 'drizzle-orm';
import { todayIn } from '../../core/company-time.js';
import type { AppContext } from '../../core/context.js';
import type { DemoKit } from './demo.js';
import {
  dossierAgents,
  dossierMemberships,
  dossierPositionPeriods,
  dossierPositions,
  dossierTeams,
} from './schema/agents.js';
import { addDays } from './services/agents.js';

const TEAMS = ['Team North', 'Team South', 'Night team'];

export async function seedAgents(ctx: AppContext, kit: DemoKit): Promise<void> {
  const agents = kit.people.filter((p) => p.role === 'Support agent');
  const leads = kit.people.filter((p) => p.role === 'Shift leader' || p.role === 'QA manager');
  if (!agents.length || !leads.length) return;
  const positions = await ctx.db.select().from(dossierPositions).orderBy(asc(dossierPositions.rank));
  const byName = (name: string) => positions.find((p) => p.name === name) ?? positions[0]!;
  const today = todayIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const teams = [];
    for (const [i, name] of TEAMS.entries()) {
      const [existing] = await tx.select().from(dossierTeams).where(eq(dossierTeams.name, name));
      teams.push(
        existing ??
          (
            await tx
              .insert(dossierTeams)
              .values({ name, managerId: leads[i % leads.length]!.id })
              .returning()
          )[0]!,
      );
    }
    for (const [i, person] of agents.entries()) {
      const added = await tx
        .insert(dossierAgents)
        .values({ userId: person.id, createdById: kit.actor.id })
        .onConflictDoNothing()
        .returning();
      if (!added.length) continue;
      const start = addDays(today, -(300 + 15 * i));
      const promoted = addDays(today, -(40 + 7 * i));
      const first = i % 2 === 0 ? byName('Junior support agent') : byName('Support agent');
      if (i % 2 === 0) {
        await tx.insert(dossierPositionPeriods).values([
          { userId: person.id, positionId: first.id, from: start, to: addDays(promoted, -1) },
          {
            userId: person.id,
            positionId: byName(i % 4 === 0 ? 'Support agent' : 'Senior support agent').id,
            from: promoted,
          },
        ]);
      } else {
        await tx.insert(dossierPositionPeriods).values({ userId: person.id, positionId: first.id, from: start });
      }
      const team = teams[i % teams.length]!;
      if (i % 3 === 0) {
        const moved = addDays(today, -(90 + 5 * i));
        const next = teams[(i + 1) % teams.length]!;
        await tx.insert(dossierMemberships).values([
          { userId: person.id, teamId: team.id, from: start, to: addDays(moved, -1) },
          { userId: person.id, teamId: next.id, from: moved },
        ]);
      } else {
        await tx.insert(dossierMemberships).values({ userId: person.id, teamId: team.id, from: start });
      }
    }
  });
}
