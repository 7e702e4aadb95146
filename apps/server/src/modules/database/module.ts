import { defineServerModule } from '../../core/module.js';
import { databaseDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { closeMariaPools } from './services/mariadb.js';
import { scheduledCheck } from './services/sync.js';
import { databaseSettings } from './settings.js';

export default defineServerModule({
  name: 'database',
  handlers,
  policies,
  config: databaseSettings,
  demo: databaseDemo,
  jobs: [
    {
      name: 'database.check',
      description:
        'Compares the databases and database users with the MariaDB server and keeps their sync status (nothing to do while provisioning is off)',
      cron: '*/15 * * * *',
      run: (ctx) => scheduledCheck(ctx),
    },
  ],
  // The MariaDB pools of this app (services/mariadb.ts), opened on first use.
  onClose: closeMariaPools,
});
