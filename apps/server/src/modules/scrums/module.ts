import { defineServerModule } from '../../core/module.js';
import { scrumsDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';

export default defineServerModule({
  name: 'scrums',
  handlers,
  policies,
  demo: scrumsDemo,
  // What an audit says about a person's work: audit-log rows say that it was written or changed, never
  // what it says (core/audit.ts `PersonalFields`).
  personalFields: {
    'scrum-audit': ['notes', 'findings', 'followUps', 'text'],
    'scrum-component': [],
  },
});
