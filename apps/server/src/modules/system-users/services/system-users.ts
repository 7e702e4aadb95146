// System users: Linux accounts on hosting's servers (docs/system-users.md). One account per name and
// per uid on a server, homes that do not overlap (userdel -r removes a home and all below it), keys
// checked by the contract's rules; the server read through hosting's service, held (FOR SHARE) by
// the transaction that relies on it, so it cannot be deleted meanwhile.
import { createHash } from 'node:crypto';
import type {
  SystemUser,
  SystemUserCommands,
  SystemUserInput,
  SystemUserUpdate,
} from '@backoffice/contract/modules/system-users';
import {
  defaultHome,
  homeWithin,
  parseSshKey,
  SHELLS,
  type Shell,
  UID_AUTO_START,
  UID_MAX,
} from '@backoffice/contract/rules/system-users';
import { and, asc, eq, gte, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { lockUntilCommit } from '../../../core/db/locks.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { renderCreate, renderDelete, renderUpdate, type ScriptServer } from '../commands.js';
import { type AccountState, systemUsers } from '../schema.js';

const ENTITY = 'system-user';
/** Advisory lock space of a server's accounts: names, uids and homes are checked under it. */
const LOCK_SPACE = 0x5e5;

type Row = typeof systemUsers.$inferSelect;
type Server = { id: number; name: string; address: string };

/** `SHA256:` and the unpadded base64 of the blob's SHA-256, as `ssh-keygen -l` prints it. */
export function fingerprint(blob: Uint8Array): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

function keyView(line: string): SystemUser['keys'][number] {
  const key = parseSshKey(line);
  return { key: key.line, type: key.type, bits: key.bits, fingerprint: fingerprint(key.blob), comment: key.comment };
}

const stateOf = (row: Row): AccountState => ({
  username: row.username,
  uid: row.uid,
  home: row.home,
  shell: row.shell,
  groups: row.groups,
  keys: row.keys,
  comment: row.comment,
  locked: row.locked,
});

function toView(row: Row, server: Server | undefined): SystemUser {
  return {
    id: row.id,
    server: server ?? { id: row.serverId, name: `Server #${row.serverId}`, address: '' },
    username: row.username,
    uid: row.uid,
    gid: row.uid,
    home: row.home,
    shell: (SHELLS as readonly string[]).includes(row.shell) ? (row.shell as Shell) : '/bin/sh',
    groups: row.groups,
    keys: row.keys.map(keyView),
    comment: row.comment,
    locked: row.locked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** hosting's servers of these ids (a required use: the module does not start without hosting). */
export function serversOf(
  ctx: AppContext,
  wanted: { ids: readonly number[] } | { first: number },
  options: { lock?: boolean } = {},
) {
  const service = ctx.services['hosting.servers'];
  if (!service) throw new Error('hosting.servers is not provided');
  return service(ctx, wanted, options);
}

async function withServers(ctx: AppContext, rows: Row[]): Promise<SystemUser[]> {
  const servers = new Map((await serversOf(ctx, { ids: rows.map((r) => r.serverId) })).map((s) => [s.id, s]));
  return rows.map((r) => toView(r, servers.get(r.serverId)));
}

async function findRow(db: Executor, id: number, options: { lock?: boolean } = {}): Promise<Row> {
  const query = db.select().from(systemUsers).where(eq(systemUsers.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('System user');
  return row;
}

export async function getSystemUser(ctx: AppContext, id: number): Promise<SystemUser> {
  const [view] = await withServers(ctx, [await findRow(ctx.db, id)]);
  return view!;
}

export async function listSystemUsers(
  ctx: AppContext,
  q: { page: number; take: number; search?: string | number[] | undefined; serverId?: number | undefined },
) {
  const conditions: SQL[] = [];
  if (Array.isArray(q.search)) conditions.push(inArray(systemUsers.id, q.search));
  else if (q.search) {
    const pattern = containsPattern(q.search.toLowerCase());
    conditions.push(or(ilike(systemUsers.username, pattern), ilike(systemUsers.comment, pattern))!);
  }
  if (q.serverId) conditions.push(eq(systemUsers.serverId, q.serverId));
  const where = conditions.length ? and(...conditions) : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select()
        .from(systemUsers)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(systemUsers).where(where),
    order: { fallback: [asc(systemUsers.username), asc(systemUsers.serverId)], tiebreak: systemUsers.id },
    shape: (rows) => withServers(ctx, rows),
  });
}

/** The server, held until the transaction ends; a missing one is the body's `serverId`. */
async function holdServer(ctx: AppContext, tx: Tx, serverId: number): Promise<Server> {
  const [server] = await serversOf({ ...ctx, db: tx }, { ids: [serverId] }, { lock: true });
  if (!server) throw badRequest('body.serverId', 'There is no such server');
  await lockUntilCommit(tx, LOCK_SPACE, String(serverId));
  return server;
}

/** The other accounts of the server (few: a server holds tens, not thousands). */
const othersOn = (tx: Tx, serverId: number, exceptId = 0) =>
  tx
    .select()
    .from(systemUsers)
    .where(and(eq(systemUsers.serverId, serverId), ne(systemUsers.id, exceptId)));

/** The next free uid of the server from 2000 up. */
async function nextUid(tx: Tx, serverId: number): Promise<number> {
  const taken = await tx
    .select({ uid: systemUsers.uid })
    .from(systemUsers)
    .where(and(eq(systemUsers.serverId, serverId), gte(systemUsers.uid, UID_AUTO_START)))
    .orderBy(asc(systemUsers.uid));
  let uid = UID_AUTO_START;
  for (const row of taken) {
    if (row.uid > uid) break;
    if (row.uid === uid) uid++;
  }
  if (uid > UID_MAX) throw conflict(`No uid from ${UID_AUTO_START} to ${UID_MAX} is free on this server`, 'body.uid');
  return uid;
}

/** Refuses what would clash with another account of the server: its name, uid, home or a group. */
function assertFree(
  others: Row[],
  next: AccountState,
  serverName: string,
  changed: Partial<Record<keyof AccountState, boolean>>,
) {
  const on = `on ${serverName}`;
  if (changed.username) {
    const named = others.find((o) => o.username === next.username);
    if (named) throw conflict(`${next.username} already exists ${on}`, 'body.username');
    const members = others.filter((o) => o.groups.includes(next.username)).map((o) => o.username);
    if (members.length) {
      throw conflict(
        `${next.username} is a group ${on} (of ${members.join(', ')}): pick another name`,
        'body.username',
      );
    }
  }
  if (changed.uid) {
    const holder = others.find((o) => o.uid === next.uid);
    if (holder) throw conflict(`uid ${next.uid} is ${holder.username}'s ${on}`, 'body.uid');
  }
  if (changed.home) {
    const overlap = others.find((o) => homeWithin(next.home, o.home) || homeWithin(o.home, next.home));
    if (overlap) {
      const how = overlap.home === next.home ? 'is' : homeWithin(next.home, overlap.home) ? 'lies inside' : 'holds';
      throw conflict(`${next.home} ${how} ${overlap.username}'s home ${overlap.home} ${on}`, 'body.home');
    }
  }
}

type CreateValues = Omit<SystemUserInput, 'shell' | 'groups' | 'keys' | 'comment' | 'locked'> &
  Required<Pick<SystemUserInput, 'shell' | 'groups' | 'keys' | 'comment' | 'locked'>>;

export async function createSystemUser(ctx: AppContext, input: CreateValues): Promise<SystemUser> {
  return ctx.db.transaction(async (tx) => {
    const server = await holdServer(ctx, tx, input.serverId);
    const uid = input.uid ?? (await nextUid(tx, input.serverId));
    const account: AccountState = {
      username: input.username,
      uid,
      home: input.home || defaultHome(input.username),
      shell: input.shell,
      groups: input.groups,
      keys: input.keys,
      comment: input.comment,
      locked: input.locked,
    };
    assertFree(await othersOn(tx, input.serverId), account, server.name, { username: true, uid: true, home: true });
    const [row] = await tx
      .insert(systemUsers)
      .values({ serverId: input.serverId, ...account })
      .returning();
    const view = toView(row!, server);
    auditChange(tx, { entity: ENTITY, entityId: row!.id, after: view });
    return view;
  });
}

export async function updateSystemUser(ctx: AppContext, id: number, input: SystemUserUpdate): Promise<SystemUser> {
  return ctx.db.transaction(async (tx) => {
    const current = await findRow(tx, id, { lock: true });
    const server = await holdServer(ctx, tx, current.serverId);
    const before = stateOf(current);
    const next: AccountState = {
      username: input.username ?? before.username,
      uid: input.uid ?? before.uid,
      home: input.home ?? before.home,
      shell: input.shell ?? before.shell,
      groups: input.groups ?? before.groups,
      keys: input.keys ?? before.keys,
      comment: input.comment ?? before.comment,
      locked: input.locked ?? before.locked,
    };
    if (next.groups.includes(next.username)) {
      throw badRequest(`body.groups.${next.groups.indexOf(next.username)}`, `${next.username} is the user's own group`);
    }
    const changed = Object.fromEntries(
      (Object.keys(next) as (keyof AccountState)[]).map((k) => [
        k,
        JSON.stringify(next[k]) !== JSON.stringify(before[k]),
      ]),
    ) as Record<keyof AccountState, boolean>;
    const beforeView = toView(current, server);
    if (!Object.values(changed).some(Boolean)) return beforeView;
    assertFree(await othersOn(tx, current.serverId, id), next, server.name, changed);
    const [row] = await tx
      .update(systemUsers)
      .set({ ...next, previous: before, updatedAt: new Date() })
      .where(eq(systemUsers.id, id))
      .returning();
    const view = toView(row!, server);
    auditChange(tx, { entity: ENTITY, entityId: id, before: beforeView, after: view });
    return view;
  });
}

export async function deleteSystemUser(ctx: AppContext, id: number): Promise<SystemUser & { commands: string }> {
  return ctx.db.transaction(async (tx) => {
    const current = await findRow(tx, id, { lock: true });
    const [server] = await serversOf({ ...ctx, db: tx }, { ids: [current.serverId] });
    await tx.delete(systemUsers).where(eq(systemUsers.id, id));
    const view = toView(current, server);
    auditChange(tx, { entity: ENTITY, entityId: id, before: view });
    return { ...view, commands: renderDelete(stateOf(current), scriptServer(view)) };
  });
}

const scriptServer = (view: SystemUser): ScriptServer => ({ name: view.server.name, address: view.server.address });

export async function systemUserCommands(ctx: AppContext, id: number): Promise<SystemUserCommands> {
  const row = await findRow(ctx.db, id);
  const [view] = await withServers(ctx, [row]);
  const server = scriptServer(view!);
  const state = stateOf(row);
  return {
    create: renderCreate(state, server),
    update: row.previous ? renderUpdate(row.previous, state, server) : null,
    delete: renderDelete(state, server),
    updatedAt: row.previous ? row.updatedAt.toISOString() : null,
  };
}
