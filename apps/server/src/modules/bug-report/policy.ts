// Who reaches which report (docs/tracker.md "Who sees what"): the policies the contract's bug-report/policies.ts
// declares, for both kinds. A report of the other kind is hidden (404) like one that does not exist; a
// deleted one is seen by holders of the kind's delete scope only; notes by holders of its notes scope.
import { KIND_POLICIES, type ReportKind } from '@backoffice/contract/modules/bug-report';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import type { FixtureKit, PolicyImplementations } from '../../core/policy.js';
import { readsNotes } from './services/access.js';
import { findReport } from './services/reports.js';
import { assertSearchesDeleted } from './services/search.js';
import type { ReportRow } from './services/views.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'bug-report.bug': ReportRow;
    'bug-report.feature': ReportRow;
    'bug-report.bugNotes': ReportRow;
    'bug-report.featureNotes': ReportRow;
  }
}

const fixtures = () => import('./testing/fixtures.js');

const report = (kind: ReportKind) =>
  ({
    kind: 'record',
    noun: 'Report',
    find: (ctx: AppContext, user: AuthUser, id: number) => findReport(ctx.db, user, kind, id),
    fixture: async (kit: FixtureKit) => (await fixtures()).reportFixture(kit, kind),
  }) as const;

const notes = (kind: ReportKind) =>
  ({
    kind: 'record',
    noun: 'Report',
    find: async (ctx: AppContext, user: AuthUser, id: number) =>
      readsNotes(user, kind) ? findReport(ctx.db, user, kind, id) : null,
    fixture: async (kit: FixtureKit) => (await fixtures()).notesFixture(kit, kind),
  }) as const;

const search = (kind: ReportKind) =>
  ({
    kind: 'request',
    check: (_ctx: AppContext, user: AuthUser, input: { query: { withDeleted?: string; deletedOnly?: string } }) =>
      assertSearchesDeleted(user, kind, input.query),
  }) as const;

export const policies = {
  [KIND_POLICIES.bug.report]: report('bug'),
  [KIND_POLICIES.feature.report]: report('feature'),
  [KIND_POLICIES.bug.notes]: notes('bug'),
  [KIND_POLICIES.feature.notes]: notes('feature'),
  [KIND_POLICIES.bug.search]: search('bug'),
  [KIND_POLICIES.feature.search]: search('feature'),
} satisfies PolicyImplementations;
