// Who reaches which audit (docs/scrum.md "Who sees what"): the contract's scrums/audits.ts declares the rules.
// Audits are read by scrums:audits:read holders and administrators, by their developer and by the owners of
// their follow-ups; nobody but an administrator changes one about themselves. Components are the team's
// shared vocabulary (`record: 'any'`).
import type { DevAudit } from '@backoffice/contract/modules/scrums';
import { type FixtureKit, modulePolicies } from '../../core/policy.js';
import { assertMayChange, developerOf, findVisibleAudit } from './services/audits.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'scrums.audit': DevAudit;
    'scrums.auditWrite': DevAudit;
    'scrums.developer': { id: number; name: string };
  }
}

const fixtures = () => import('./testing/fixtures.js');

export const policies = modulePolicies({
  'scrums.audit': {
    kind: 'record',
    noun: 'Audit',
    find: (ctx, user, id: number) => findVisibleAudit(ctx.db, user, id),
    fixture: async (kit: FixtureKit) => (await fixtures()).auditFixture(kit),
  },
  'scrums.auditWrite': {
    kind: 'record',
    noun: 'Audit',
    find: (ctx, user, id: number) => findVisibleAudit(ctx.db, user, id),
    check: (_ctx, user, audit: DevAudit) => assertMayChange(user, audit),
    fixture: async (kit: FixtureKit) => (await fixtures()).auditFixture(kit),
  },
  'scrums.developer': {
    kind: 'owner',
    noun: 'Developer',
    async find(ctx, userId: number) {
      const developer = await developerOf(ctx.db, userId);
      return developer ? { record: developer, ownerId: developer.id } : null;
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).developerFixture(kit),
  },
});
