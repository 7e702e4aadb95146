import { defineServerModule } from '../../core/module.js';
import { filesDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';

export default defineServerModule({
  name: 'files',
  handlers,
  policies,
  demo: filesDemo,
  // The names of people's files say what they are about: audit rows say a file was named or renamed,
  // never its name (core/audit.ts `PersonalFields`).
  personalFields: {
    'file-manager-file': ['name'],
  },
});
