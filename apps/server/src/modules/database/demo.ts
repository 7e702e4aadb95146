// Demo data of the databases module (`npm run demo`): a few databases and users of the Development department,
// made through the services, so with MARIADB_URL set at demo time they exist on that server too (records
// only otherwise). One the server already has is skipped, so the demo can run again against one server.
import type { DatabasePrivilege } from '@backoffice/contract/rules/database';
import { AppError } from '../../core/errors.js';
import type { ModuleDemo } from '../../core/module.js';
import { createDatabase } from './services/databases.js';
import { createUser } from './services/users.js';

const DATABASES = ['demo_shop', 'demo_shop_staging', 'demo_wiki', 'demo_analytics'];

const USERS: { name: string; hosts: string[]; grants: [string, DatabasePrivilege][] }[] = [
  { name: 'demo_shop_app', hosts: ['10.0.0.%', 'localhost'], grants: [['demo_shop', 'readwrite']] },
  {
    name: 'demo_shop_admin',
    hosts: ['localhost'],
    grants: [
      ['demo_shop', 'all'],
      ['demo_shop_staging', 'all'],
    ],
  },
  {
    name: 'demo_reporting',
    hosts: ['%'],
    grants: [
      ['demo_shop', 'read'],
      ['demo_analytics', 'read'],
    ],
  },
  { name: 'demo_wiki', hosts: ['wiki.internal.example'], grants: [['demo_wiki', 'readwrite']] },
];

const DATABASE_SCOPES = [
  'database:databases:read',
  'database:databases:create',
  'database:databases:delete',
  'database:users:read',
  'database:users:create',
  'database:users:update',
  'database:users:delete',
];

export const databaseDemo: ModuleDemo = {
  order: 60,
  roles: { Developer: DATABASE_SCOPES, Administrator: DATABASE_SCOPES },
  async seed(ctx, { actor, departments }) {
    // The demo administrator, acting for Development: the records are that department's.
    const developer = { ...actor, departmentId: departments.get('Development') ?? actor.departmentId };
    const ids = new Map<string, number>();
    const skipped = (error: unknown, what: string) => {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      ctx.log.warn(`demo: ${what} skipped: ${error.message}`);
    };
    for (const name of DATABASES) {
      await createDatabase(ctx, developer, { name })
        .then((d) => ids.set(name, d.id))
        .catch((e) => skipped(e, `database ${name}`));
    }
    for (const user of USERS) {
      const grants = user.grants
        .filter(([database]) => ids.has(database))
        .map(([database, privilege]) => ({ databaseId: ids.get(database)!, privilege }));
      await createUser(ctx, developer, { name: user.name, hosts: user.hosts, grants }).catch((e) =>
        skipped(e, `database user ${user.name}`),
      );
    }
  },
};
