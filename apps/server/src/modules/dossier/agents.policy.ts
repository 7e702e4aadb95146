// Agent dossiers: the record policies of the agents calls (the contract's dossier/agents.ts declares them).
// A dossier belongs to its agent: the agent reaches their own, dossier:user:read everyone's.
import { eq } from 'drizzle-orm';
import { type FixtureKit, modulePolicies } from '../../core/policy.js';
import { dossierAgents } from './schema/agents.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'dossier.agent': { userId: number };
  }
}

const fixtures = () => import('./testing/agents-fixtures.js');

export const agentsPolicies = modulePolicies({
  'dossier.agent': {
    kind: 'owner',
    noun: 'Dossier',
    async find(ctx, userId: number) {
      const [row] = await ctx.db
        .select({ userId: dossierAgents.userId })
        .from(dossierAgents)
        .where(eq(dossierAgents.userId, userId));
      return row ? { record: row, ownerId: row.userId } : null;
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).agentFixture(kit),
  },
});
