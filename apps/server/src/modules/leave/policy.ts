// Whose leave a caller sees and decides (docs/leave.md "Access"): one's own; the people of the
// departments one approves; everyone's with calendar:request:approvers (which also decides) or
// calendar:employee:update. Nobody decides their own. The contract declares the policies.
import { eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { preparedOnce } from '../../core/db/lists.js';
import { users } from '../../core/db/schema.js';
import { forbidden } from '../../core/errors.js';
import { type FixtureKit, modulePolicies } from '../../core/policy.js';
import { leaveRequests } from './schema.js';
import { type CancellationForReview, findCancellation } from './services/cancellations.js';
import { assertDecides, findRequest, type RequestForReview } from './services/decisions.js';
import { seesAll, seesPerson, viewerOf } from './services/shared.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'leave.person': { id: number; name: string; departmentId: number | null };
    'leave.review': RequestForReview;
    'leave.cancellation': CancellationForReview;
    'leave.ownRequest': { id: number };
  }
}

const fixtures = () => import('./testing/policy-fixtures.js');

async function sees(ctx: AppContext, user: AuthUser, person: { id: number; departmentId: number | null }) {
  // One's own, or everyone's with the scopes, without asking whose leave one approves.
  if (person.id === user.id || seesAll(user)) return true;
  return seesPerson(await viewerOf(ctx.db, user), person);
}

async function decidesCheck(ctx: AppContext, user: AuthUser, found: RequestForReview) {
  assertDecides(await viewerOf(ctx.db, user), { userId: found.row.userId, departmentId: found.departmentId });
}

export const policies = modulePolicies({
  'leave.person': {
    kind: 'record',
    noun: 'User',
    async find(ctx, user, id: number) {
      // Built once (core/db/lists.ts `preparedOnce`): every read of a person's leave asks it first.
      const [person] = await preparedOnce(
        ctx.db,
        'leave.person',
        () =>
          ctx.db
            .select({ id: users.id, name: users.name, departmentId: users.departmentId })
            .from(users)
            .where(eq(users.id, sql.placeholder('id')))
            .prepare(''),
        { keepPlan: true },
      ).execute({ id });
      return person && (await sees(ctx, user, person)) ? person : null;
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).personFixture(kit),
  },
  'leave.review': {
    kind: 'record',
    noun: 'Leave request',
    async find(ctx, user, id: number) {
      const found = await findRequest(ctx.db, id);
      return found && (await sees(ctx, user, { id: found.row.userId, departmentId: found.departmentId }))
        ? found
        : null;
    },
    check: decidesCheck,
    fixture: async (kit: FixtureKit) => (await fixtures()).requestFixture(kit),
  },
  'leave.cancellation': {
    kind: 'record',
    noun: 'Cancellation',
    async find(ctx, user, id: number) {
      const found = await findCancellation(ctx.db, id);
      return found && (await sees(ctx, user, { id: found.row.userId, departmentId: found.departmentId }))
        ? found
        : null;
    },
    check: decidesCheck,
    fixture: async (kit: FixtureKit) => (await fixtures()).cancellationFixture(kit),
  },
  'leave.ownRequest': {
    kind: 'owner',
    noun: 'Leave request',
    async find(ctx, id: number) {
      const [row] = await ctx.db
        .select({ id: leaveRequests.id, userId: leaveRequests.userId })
        .from(leaveRequests)
        .where(eq(leaveRequests.id, id));
      return row ? { record: { id: row.id }, ownerId: row.userId } : null;
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).requestFixture(kit),
  },
  'leave.people': {
    kind: 'request',
    async check(ctx, user, input: { body: { usersIds: number[] } }) {
      const others = input.body.usersIds.filter((id) => id !== user.id);
      if (!others.length) return;
      const viewer = await viewerOf(ctx.db, user);
      const people = await ctx.db
        .select({ id: users.id, departmentId: users.departmentId })
        .from(users)
        .where(inArray(users.id, others));
      const hidden = others.filter((id) => {
        const person = people.find((p) => p.id === id);
        return !person || !seesPerson(viewer, person);
      });
      if (hidden.length) {
        throw forbidden('You see the archive of the people whose leave you approve only');
      }
    },
  },
});
