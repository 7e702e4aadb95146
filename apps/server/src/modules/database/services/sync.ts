// Drift (docs/database.md "Drift"): every 15 minutes, and on "Check now", each database and user we keep is
// compared with what the MariaDB server has — the schema exists; each host's account exists and holds
// exactly the kept privilege on each granted database and nothing more there — and the outcome is kept
// on the record (in-sync, missing, differs, unreachable) for the lists to show.
import type { DatabaseSyncState } from '@backoffice/contract/modules/database';
import { PRIVILEGE_LABELS } from '@backoffice/contract/rules/database';
import { asc, eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import { AppError } from '../../../core/errors.js';
import { mariaDatabases, mariaGrants, mariaUsers } from '../schema.js';
import { grantedSchemaName, granteeOf, MariaError, mariaTarget, onServer, privilegeLevel } from './mariadb.js';

interface Outcome {
  state: Exclude<DatabaseSyncState, 'records-only' | 'unchecked'>;
  message: string | null;
}

const inSync: Outcome = { state: 'in-sync', message: null };

interface ServerView {
  schemas: Set<string>;
  accounts: Set<string>;
  privileges: Map<string, Map<string, Set<string>>>;
}

export function compareDatabase(server: ServerView, name: string): Outcome {
  return server.schemas.has(name)
    ? inSync
    : { state: 'missing', message: `The MariaDB server has no database ${name}.` };
}

export function compareUser(
  server: ServerView,
  user: { name: string; hosts: readonly string[] },
  grants: readonly { database: string; privilege: keyof typeof PRIVILEGE_LABELS }[],
): Outcome {
  const missing = user.hosts.filter((h) => !server.accounts.has(`${user.name}@${h}`));
  if (missing.length) {
    return {
      state: 'missing',
      message: `No account on the server for ${missing.map((h) => `'${user.name}'@'${h}'`).join(', ')}.`,
    };
  }
  const differences: string[] = [];
  for (const host of user.hosts) {
    const found = server.privileges.get(granteeOf(user.name, host)) ?? new Map<string, Set<string>>();
    const expected = new Map(grants.map((g) => [grantedSchemaName(g.database), g]));
    for (const [schema, grant] of expected) {
      const level = privilegeLevel(found.get(schema) ?? new Set());
      if (level !== grant.privilege) {
        const has = found.get(schema)?.size ? (level ? PRIVILEGE_LABELS[level] : 'other privileges') : 'nothing';
        differences.push(
          `'${user.name}'@'${host}' has ${has.toLowerCase()} on ${grant.database}, kept: ${PRIVILEGE_LABELS[grant.privilege].toLowerCase()}`,
        );
      }
    }
    for (const schema of found.keys()) {
      if (!expected.has(schema))
        differences.push(`'${user.name}'@'${host}' also has privileges on ${schema.replace(/\\(.)/g, '$1')}`);
    }
  }
  return differences.length ? { state: 'differs', message: `${differences.join('; ')}.` } : inSync;
}

/**
 * Compares every record with the server and keeps the outcomes. Nothing to do with provisioning off. A
 * server that does not answer marks every record unreachable (and the job's run failed, to be retried).
 */
export async function checkAll(
  ctx: AppContext,
): Promise<{ checkedAt: Date; checked: number; drifted: number; failure: string | null }> {
  const target = mariaTarget(ctx);
  if (!target) {
    throw new AppError(
      'DATABASE_PROVISIONING_OFF',
      'Provisioning is off (MARIADB_URL is not set): there is no MariaDB server to compare with',
    );
  }
  const databases = await ctx.db.select({ id: mariaDatabases.id, name: mariaDatabases.name }).from(mariaDatabases);
  const users = await ctx.db
    .select({ id: mariaUsers.id, name: mariaUsers.name, hosts: mariaUsers.hosts })
    .from(mariaUsers);
  const grants = await ctx.db
    .select({ userId: mariaGrants.userId, database: mariaDatabases.name, privilege: mariaGrants.privilege })
    .from(mariaGrants)
    .innerJoin(mariaDatabases, eq(mariaDatabases.id, mariaGrants.databaseId))
    .orderBy(asc(mariaGrants.userId));

  const checkedAt = new Date();
  let databaseOutcomes: Map<number, Outcome>;
  let userOutcomes: Map<number, Outcome>;
  let unreachable: MariaError | null = null;
  try {
    const server: ServerView = await onServer(ctx, target, async (s) => ({
      schemas: await s.schemaNames(),
      accounts: await s.accountNames(),
      privileges: await s.schemaPrivileges(),
    }));
    databaseOutcomes = new Map(databases.map((d) => [d.id, compareDatabase(server, d.name)]));
    userOutcomes = new Map(
      users.map((u) => [
        u.id,
        compareUser(
          server,
          u,
          grants
            .filter((g) => g.userId === u.id)
            .map((g) => ({ database: g.database, privilege: g.privilege as keyof typeof PRIVILEGE_LABELS })),
        ),
      ]),
    );
  } catch (error) {
    if (!(error instanceof MariaError)) throw error;
    unreachable = error;
    const outcome: Outcome = { state: 'unreachable', message: `The check failed: ${error.message}.` };
    databaseOutcomes = new Map(databases.map((d) => [d.id, outcome]));
    userOutcomes = new Map(users.map((u) => [u.id, outcome]));
  }

  const outcomes = [...databaseOutcomes.values(), ...userOutcomes.values()];
  const drifted = outcomes.filter((o) => o.state !== 'in-sync').length;
  await ctx.db.transaction(async (tx) => {
    for (const [id, o] of databaseOutcomes) {
      await tx
        .update(mariaDatabases)
        .set({ syncState: o.state, syncMessage: o.message, syncCheckedAt: checkedAt })
        .where(eq(mariaDatabases.id, id));
    }
    for (const [id, o] of userOutcomes) {
      await tx
        .update(mariaUsers)
        .set({ syncState: o.state, syncMessage: o.message, syncCheckedAt: checkedAt })
        .where(eq(mariaUsers.id, id));
    }
    // "Check now" is a request: its row says what it found (the job's runs are in job_runs).
    auditChange(tx, { entity: 'database-check', after: { checked: outcomes.length, drifted } });
  });
  return { checkedAt, checked: outcomes.length, drifted, failure: unreachable?.message ?? null };
}

/** The scheduled check: nothing to do with provisioning off; a server that did not answer fails the run (retried). */
export async function scheduledCheck(ctx: AppContext): Promise<void> {
  if (!mariaTarget(ctx)) return;
  const { failure } = await checkAll(ctx);
  if (failure) throw new Error(`The check could not compare with MariaDB: ${failure}`);
}
