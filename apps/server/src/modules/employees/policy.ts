// Own records, others' records (docs/administration.md): the policies the contract declares
// (`declaredPolicies` in contract/modules/employees.ts). Each finds a record and its owner; core's
// owner rule lets the owner through, and whoever holds the scope the endpoint names; to anyone else
// the record does not exist (404).
import { eq } from 'drizzle-orm';
import { notifications, profiles, users } from '../../core/db/schema.js';
import { forbidden } from '../../core/errors.js';
import { type FixtureKit, modulePolicies, ownerReaches } from '../../core/policy.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'employees.user': { id: number };
    'employees.profileOfUser': ProfileRow;
    'employees.profile': ProfileRow;
    'employees.notification': NotificationRow;
  }
}

const owned = <R extends { userId: number }>(row: R | undefined) => (row ? { record: row, ownerId: row.userId } : null);

/** The record matrix's records of someone else and of the caller (testing/, loaded by tests only). */
const fixtures = () => import('./testing/policy-fixtures.js');

export const policies = modulePolicies({
  'employees.user': {
    kind: 'owner',
    noun: 'User',
    async find(ctx, id: number) {
      const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return user ? { record: user, ownerId: user.id } : null;
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).userFixture(kit),
  },
  'employees.profileOfUser': {
    kind: 'owner',
    noun: 'Profile',
    find: async (ctx, userId: number) =>
      owned((await ctx.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]),
    fixture: async (kit: FixtureKit) => (await fixtures()).userFixture(kit),
  },
  'employees.profile': {
    kind: 'owner',
    noun: 'Profile',
    find: async (ctx, id: number) => owned((await ctx.db.select().from(profiles).where(eq(profiles.id, id)))[0]),
    fixture: async (kit: FixtureKit) => (await fixtures()).profileFixture(kit),
  },
  'employees.notification': {
    kind: 'owner',
    noun: 'Notification',
    find: async (ctx, id: number) =>
      owned((await ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0]),
    fixture: async (kit: FixtureKit) => (await fixtures()).notificationFixture(kit),
  },
  'employees.notificationsOf': {
    kind: 'request',
    // A list, not a record: asking for another user's is refused with the reason (403).
    check(_ctx, user, { query }: { query: { userId?: number | undefined } }) {
      if (query.userId !== undefined && !ownerReaches(user, { id: query.userId }, { scope: 'users:users:read' })) {
        throw forbidden("Reading another user's notifications needs the users:users:read scope");
      }
    },
  },
});
