// The tracker's record policies (docs/tracker.md "Who sees what"), declared once for both kinds: the server
// module `bug-report` implements every one, so they are all named `bug-report.*`.
import type { ReportKind } from './fields.js';

export const reportPolicies = {
  'bug-report.bug': {
    kind: 'record',
    description:
      'a bug report (not a feature request); a deleted one only to holders of bug-report:bugs:delete and administrators',
  },
  'bug-report.feature': {
    kind: 'record',
    description:
      'a feature request (not a bug report); a deleted one only to holders of feature-request:features:delete and administrators',
  },
  'bug-report.bugNotes': {
    kind: 'record',
    description:
      'a bug report the caller may see (as `bug-report.bug`) whose staff-internal notes the caller may read: holders of bug-report:notes:read and administrators',
  },
  'bug-report.featureNotes': {
    kind: 'record',
    description:
      'a feature request the caller may see (as `bug-report.feature`) whose staff-internal notes the caller may read: holders of feature-request:notes:read and administrators',
  },
  'bug-report.bugSearch': {
    kind: 'request',
    description: 'withDeleted and deletedOnly need bug-report:bugs:delete (403 otherwise)',
  },
  'bug-report.featureSearch': {
    kind: 'request',
    description: 'withDeleted and deletedOnly need feature-request:features:delete (403 otherwise)',
  },
} as const;

/** Each kind's policies, by what they guard. */
export const KIND_POLICIES = {
  bug: { report: 'bug-report.bug', notes: 'bug-report.bugNotes', search: 'bug-report.bugSearch' },
  feature: { report: 'bug-report.feature', notes: 'bug-report.featureNotes', search: 'bug-report.featureSearch' },
} as const satisfies Record<ReportKind, Record<string, keyof typeof reportPolicies>>;
