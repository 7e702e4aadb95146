// System users: Linux accounts on the hosting servers (docs/system-users.md). The server is hosting's
// (no foreign key crosses modules: the module declares the column as a reference that refuses a
// server's deletion while accounts live on it).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../core/db/schema.js';

/** What the rendered commands need of an account: kept as it was before its last edit. */
export interface AccountState {
  username: string;
  uid: number;
  home: string;
  shell: string;
  groups: string[];
  keys: string[];
  comment: string;
  locked: boolean;
}

export const systemUsers = pgTable(
  'system_users',
  {
    id: serial('id').primaryKey(),
    /** hosting's server (`hosting.server`). */
    serverId: integer('server_id').notNull(),
    username: text('username').notNull(),
    /** Its own group has the same number (gid = uid). */
    uid: integer('uid').notNull(),
    home: text('home').notNull(),
    shell: text('shell').notNull(),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    /** authorized_keys lines, normalized (`type base64 comment`). */
    keys: text('keys').array().notNull().default(sql`'{}'::text[]`),
    comment: text('comment').notNull().default(''),
    locked: boolean('locked').notNull().default(false),
    /** The account before its last edit: what the edit's usermod script starts from. */
    previous: jsonb('previous').$type<AccountState>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('system_users_server_username_uq').on(t.serverId, t.username),
    uniqueIndex('system_users_server_uid_uq').on(t.serverId, t.uid),
    index('system_users_username_idx').on(t.username, t.id),
  ],
);
