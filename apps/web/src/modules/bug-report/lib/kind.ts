// The tracker's two kinds on the web (docs/tracker.md "One module, two kinds"): one set of screens, each
// told which kind it shows; what differs is read here (the contract's endpoints, scopes and words).
import { bugEndpoints, REPORT_KIND_INFO, type ReportKind } from '@backoffice/contract/modules/bug-report';
import { featureEndpoints } from '@backoffice/contract/modules/feature-request';

export const KIND_ENDPOINTS = { bug: bugEndpoints, feature: featureEndpoints } as const;
export type KindEndpoints = typeof bugEndpoints;

export const KIND_WORDS = {
  bug: { one: 'bug report', many: 'bug reports', title: 'Bug reports', short: 'Bug', create: 'Report a bug' },
  feature: {
    one: 'feature request',
    many: 'feature requests',
    title: 'Feature requests',
    short: 'Feature',
    create: 'Request a feature',
  },
} as const satisfies Record<ReportKind, Record<string, string>>;

export const kindScopes = (kind: ReportKind) => REPORT_KIND_INFO[kind].scopes;

/** `?kind=feature` in the address, bug reports otherwise. */
export const kindOf = (value: string | null): ReportKind => (value === 'feature' ? 'feature' : 'bug');

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
