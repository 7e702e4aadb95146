// Sessions are their owner's alone (contract/modules/auth.ts `declaredPolicies`): not even an
// administrator lists or signs out someone else's here (forced logout is the administrators' tool),
// so another user's session, like an ended one, is not found (404).
import type { SessionSummary } from '../../core/auth/session-rows.js';
import { type FixtureKit, modulePolicies } from '../../core/policy.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'auth.session': SessionSummary;
  }
}

export const policies = modulePolicies({
  'auth.session': {
    kind: 'record',
    noun: 'Session',
    find: (ctx, user, id: string) => ctx.sessions.findOf(user.id, id),
    fixture: async (kit: FixtureKit) => (await import('./testing/policy-fixtures.js')).sessionFixture(kit),
  },
});
