// A database user's accounts on the MariaDB server (docs/database.md "Users"): one change from what is
// kept to what is wanted — accounts created for new hosts, dropped for removed ones, a new password,
// privileges revoked and granted per database — made all or not at all. Before it changes anything the
// change keeps each touched account as MariaDB has it (password hash and grants, in memory for this
// request only), and puts them back when a statement fails or when the commit here fails afterwards.
import type { DatabasePrivilege } from '@backoffice/contract/rules/database';
import type { AppContext } from '../../../core/context.js';
import { AppError } from '../../../core/errors.js';
import type { MariaDbTarget } from '../settings.js';
import { type AccountSnapshot, type MariaSession, onServer } from './mariadb.js';
import { undo } from './shared.js';

/** What one user is on the server: its hosts, and its privilege per database name. */
export interface AccountState {
  hosts: readonly string[];
  grants: ReadonlyMap<string, DatabasePrivilege>;
}

export const NO_ACCOUNT: AccountState = { hosts: [], grants: new Map() };

export interface AccountChange {
  name: string;
  before: AccountState;
  after: AccountState;
  /** A new password for every host; null keeps the password (new hosts get the same one). */
  password: string | null;
}

/** Puts back what a change found; returns nothing, logs what it could not put back. */
export type Undo = () => Promise<void>;

/**
 * Puts the touched accounts back as they were found: first drops those that did not exist, then
 * restores the others; goes on past a failure and throws the first one at the end.
 */
async function restoreAll(
  server: MariaSession,
  name: string,
  snapshots: ReadonlyMap<string, AccountSnapshot | null>,
  touched: ReadonlySet<string>,
) {
  const order = [...touched].sort((a, b) => Number(snapshots.get(a) !== null) - Number(snapshots.get(b) !== null));
  let first: unknown = null;
  for (const host of order) {
    await server.restore(name, host, snapshots.get(host) ?? null).catch((error: unknown) => {
      first ??= error;
    });
  }
  if (first) throw first;
}

/**
 * Makes `change` on the server. A refusal comes before anything is changed; a failure midway puts every
 * touched account back before the error leaves; the returned undo does the same after a failed commit.
 */
export async function changeAccounts(ctx: AppContext, target: MariaDbTarget, change: AccountChange): Promise<Undo> {
  const { name, before, after, password } = change;
  const added = after.hosts.filter((h) => !before.hosts.includes(h));
  const removed = before.hosts.filter((h) => !after.hosts.includes(h));
  const kept = after.hosts.filter((h) => before.hosts.includes(h));
  const databases = [...new Set([...before.grants.keys(), ...after.grants.keys()])];

  const snapshots = await onServer(ctx, target, async (server) => {
    // Prepare: what the server has now, and refusals before any change.
    const found = new Map<string, AccountSnapshot | null>();
    for (const host of before.hosts) found.set(host, await server.snapshot(name, host));
    for (const [i, host] of after.hosts.entries()) {
      if (!added.includes(host)) continue;
      if (await server.accountExists(name, host)) {
        throw new AppError('CONFLICT', `The MariaDB account '${name}'@'${host}' already exists on the server`, [
          { field: `body.hosts.${i}`, message: `'${name}'@'${host}' already exists on the MariaDB server` },
        ]);
      }
      found.set(host, null);
    }
    let hash: string | null = null;
    if (added.length && !password) {
      for (const host of before.hosts) hash ??= await server.passwordHash(name, host);
      if (!hash) {
        throw new AppError('VALIDATION_FAILED', 'Give a new password (or generate one) to add hosts to this user', [
          { field: 'body.password', message: 'is needed: the server has no account of this user to copy it from' },
        ]);
      }
    }

    // Only what a statement was sent for is put back: an account left alone stays exactly as it is.
    const touched = new Set<string>();
    try {
      for (const host of added) {
        touched.add(host);
        if (password) await server.createAccount(name, host, password);
        else await server.createAccountWithHash(name, host, hash!);
        for (const [database, privilege] of after.grants) await server.grant(name, host, database, privilege);
      }
      for (const host of kept) {
        if (password) {
          touched.add(host);
          await server.setPassword(name, host, password);
        }
        for (const database of databases) {
          const was = before.grants.get(database);
          const wanted = after.grants.get(database);
          if (was === wanted) continue;
          touched.add(host);
          if (was) await server.revoke(name, host, database);
          if (wanted) await server.grant(name, host, database, wanted);
        }
      }
      for (const host of removed) {
        touched.add(host);
        await server.dropAccount(name, host);
      }
    } catch (error) {
      await restoreAll(server, name, found, touched).catch((e: unknown) =>
        ctx.log.error({ reason: (e as Error).message }, `MariaDB: could not put the accounts of ${name} back`),
      );
      throw error;
    }
    return { found, touched };
  });

  return () =>
    undo(ctx, `put the accounts of ${name} back`, () =>
      onServer(ctx, target, (server) => restoreAll(server, name, snapshots.found, snapshots.touched)),
    );
}
