import { defineServerModule } from '../../core/module.js';
import { trackerDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import './services/files.js';
import { forConversation } from './services/provided.js';
import { purgeDeleted } from './services/reports.js';
import { trackerSettings } from './settings.js';

// One server module for the contract's two, `bug-report` and `feature-request` (docs/tracker.md "One
// module, two kinds"): the handlers of both, the policies (all named bug-report.*), one set of tables.
export default defineServerModule({
  name: 'bug-report',
  handlers,
  policies,
  config: trackerSettings,
  demo: trackerDemo,
  jobs: [
    {
      name: 'bug-report.purge',
      description:
        'Deletes for good the bug reports and feature requests deleted longer ago than BUG_REPORT_PURGE_DAYS, with their files.',
      cron: '20 3 * * *',
      async run(ctx) {
        await purgeDeleted(ctx);
      },
    },
  ],
  provides: { 'bug-report.forConversation': forConversation },
  // The conversation a report is filed from is checked and linked through QC; without QC none is named.
  uses: ['qa.conversation?'],
  // Comments and notes are free text about people's work: audit rows say that they were written, not what.
  personalFields: {
    'bug-report': [],
    'bug-report-lookup': [],
    'bug-report-folder': [],
    'bug-report-watcher': [],
    'bug-report-comment': ['body'],
    'bug-report-note': ['body'],
  },
});
