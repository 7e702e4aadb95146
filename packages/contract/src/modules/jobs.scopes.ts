// The jobs module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

/** The "Scheduled jobs" screen: every schedule of core and the modules, its runs, "Run now" (docs/jobs.md). */
export const declaredScopes = defineScopes({
  groups: { jobs: 'Scheduled jobs', 'jobs:schedule': 'Schedules' },
  scopes: {
    'jobs:schedule:read': {
      label: 'See scheduled jobs',
      description:
        'See every scheduled job: its schedule, next run, and its recent runs with their outcome and errors.',
    },
    'jobs:schedule:run': {
      label: 'Run scheduled jobs now',
      description:
        'Start a scheduled job at once, outside its schedule ("Run now"); the run is recorded with your name.',
      dependsOn: ['jobs:schedule:read'],
    },
  },
});
