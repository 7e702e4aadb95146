// Agent dossiers: the record policies of the feedbacks calls (the contract's dossier/feedbacks.ts declares
// them; docs/dossier.md "Feedback"). A private feedback never reaches its agent: hidden (404) by id and
// left out of their list; writers are the manager of the agent's current team, dossier:user:update holders
// and administrators (403 for a reader who may not write).
import type { DossierFeedback } from '@backoffice/contract/modules/dossier';
import type { FixtureKit, PolicyImplementations } from '../../core/policy.js';
import { type AgentFeedbackAccess, agentAccess, assertWrites, findVisibleFeedback } from './services/feedbacks.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'dossier.feedback': DossierFeedback;
    'dossier.feedbackWrite': DossierFeedback;
    'dossier.feedbackAgent': AgentFeedbackAccess;
  }
}

const fixtures = () => import('./testing/feedbacks-fixtures.js');

export const feedbacksPolicies = {
  'dossier.feedback': {
    kind: 'record',
    noun: 'Feedback',
    find: (ctx, user, id: number) => findVisibleFeedback(ctx.db, user, id),
    fixture: async (kit: FixtureKit) => (await fixtures()).feedbackFixture(kit),
  },
  'dossier.feedbackWrite': {
    kind: 'record',
    noun: 'Feedback',
    find: (ctx, user, id: number) => findVisibleFeedback(ctx.db, user, id),
    check: (ctx, user, feedback: DossierFeedback) => assertWrites(ctx.db, user, feedback.userId),
    fixture: async (kit: FixtureKit) => (await fixtures()).feedbackFixture(kit),
  },
  'dossier.feedbackAgent': {
    kind: 'record',
    noun: 'Agent',
    find: (ctx, user, id: number) => agentAccess(ctx.db, user, id),
    fixture: async (kit: FixtureKit) => (await fixtures()).agentFixture(kit),
  },
  'dossier.feedbackWriter': {
    kind: 'request',
    check: (ctx, user, input: { body: { userId: number } }) => assertWrites(ctx.db, user, input.body.userId),
  },
} satisfies PolicyImplementations;
