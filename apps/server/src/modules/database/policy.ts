// Who reaches which database and database user (docs/database.md "Who manages what"): a record of the
// caller's department, every record for administrators; anything else answers 404.
import { type FixtureKit, modulePolicies } from '../../core/policy.js';
import { type DatabaseRow, findDatabase } from './services/databases.js';
import { findUser, type UserRow } from './services/users.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'database.database': DatabaseRow;
    'database.user': UserRow;
  }
}

const fixtures = () => import('./testing/fixtures.js');

export const policies = modulePolicies({
  'database.database': {
    kind: 'record',
    noun: 'Database',
    find: (ctx, user, id: number) => findDatabase(ctx.db, user, id),
    fixture: async (kit: FixtureKit) => (await fixtures()).databaseFixture(kit),
  },
  'database.user': {
    kind: 'record',
    noun: 'Database user',
    find: (ctx, user, id: number) => findUser(ctx.db, user, id),
    fixture: async (kit: FixtureKit) => (await fixtures()).userFixture(kit),
  },
});
