import { defineServerModule } from '../../core/module.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';

export default defineServerModule({
  name: 'files',
  handlers,
  policies,
  demo: { roles: { everyone: ['internal-file-manager:files:read'] } },
});
