// The tracker's calls, for both kinds from one set of handlers (docs/tracker.md): the contract's bug-report
// module (/bug-report/bugs) and feature-request module (/bug-report/features) are served here.
import { bugEndpoints } from '@backoffice/contract/modules/bug-report';
import { featureEndpoints } from '@backoffice/contract/modules/feature-request';
import { lookupHandlers } from './lookups.routes.js';
import { reportHandlers } from './reports.routes.js';

export const handlers = [
  ...reportHandlers('bug', bugEndpoints),
  ...lookupHandlers('bug', bugEndpoints),
  ...reportHandlers('feature', featureEndpoints),
  ...lookupHandlers('feature', featureEndpoints),
];
