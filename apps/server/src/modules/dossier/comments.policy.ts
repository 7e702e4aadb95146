// Agent dossiers: the record policies of the comments calls (the contract's dossier/comments.ts declares
// them). Comments are for the holders of the comment scopes, who reach every agent's dossier; the scopes
// gate the calls, so the policy only finds the agent's dossier (404 for a user without one).
import type { FixtureKit, RecordPolicy } from '../../core/policy.js';
import { findDossierAgent } from './services/comments.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'dossier.commentAgent': { id: number; name: string };
  }
}

const fixtures = () => import('./testing/comments-fixtures.js');

const commentAgent: RecordPolicy<{ id: number; name: string }, number> = {
  kind: 'record',
  noun: 'Dossier',
  find: (ctx, _user, id) => findDossierAgent(ctx.db, id),
  fixture: async (kit: FixtureKit) => (await fixtures()).commentAgentFixture(kit),
};

export const commentsPolicies = { 'dossier.commentAgent': commentAgent };
