import { defineServerModule } from '../../core/module.js';
import { dossierDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';

export default defineServerModule({
  name: 'dossier',
  handlers,
  policies,
  demo: dossierDemo,
  // The profile's QC figures are QC's statistics, read live (never copied).
  uses: ['qa.agentStatistics?', 'qa.agentAverages?'],
  // Feedback and comments about a person's work: audit rows say that they were written or changed,
  // never what they say (core/audit.ts `PersonalFields`).
  personalFields: {
    'dossier-feedback': ['content'],
    'dossier-comment': ['content'],
  },
});
