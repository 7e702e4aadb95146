// Who changes a saved view: the person who saved it (an administrator: any). To anyone else it does
// not exist (404), shared or not: a shared view is used, not edited, by others.
import { type FixtureKit, modulePolicies } from '../../core/policy.js';
import type { savedViews } from './schema.js';
import { viewFor } from './service.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'views.own': typeof savedViews.$inferSelect;
  }
}

export const policies = modulePolicies({
  'views.own': {
    kind: 'record',
    noun: 'Saved view',
    find: (ctx, user, id: number) => viewFor(ctx, user, id),
    fixture: async (kit: FixtureKit) => (await import('./testing/policy-fixtures.js')).viewFixture(kit),
  },
});
