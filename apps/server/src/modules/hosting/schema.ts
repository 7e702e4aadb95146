// Servers with their Down windows, websites (origin virtual hosts), PHP modules, CDN virtual hosts
// and the requests sent to the CDN provider.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, userOrNull } from '../../core/db/schema.js';

export const hostingServers = pgTable(
  'hosting_servers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    address: text('address').notNull(),
    location: text('location').notNull().default(''),
    status: text('status', { enum: ['Up', 'Down'] })
      .notNull()
      .default('Up'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    statusReason: text('status_reason').notNull().default(''),
    /** `[{ name, port }]`, each a service of the type. */
    services: jsonb('services').$type<{ name: string; port: number }[]>().notNull().default([]),
    /** `{ kind: 'none' } | { kind: 'tcp', port } | { kind: 'http', url }`. */
    check: jsonb('check')
      .$type<{ kind: 'none' } | { kind: 'tcp'; port: number } | { kind: 'http'; url: string }>()
      .notNull(),
    /** Failed checks in a row: two make a server Down (one lost packet does not). */
    checkFailures: integer('check_failures').notNull().default(0),
    notes: text('notes').notNull().default(''),
    /** Kept in the transaction of every website change, so a list never counts. */
    websiteCount: integer('website_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hosting_servers_name_uq').on(sql`lower(${t.name})`),
    index('hosting_servers_type_idx').on(t.type, t.name),
  ],
);

export const hostingDowntimes = pgTable(
  'hosting_downtimes',
  {
    id: serial('id').primaryKey(),
    serverId: cascadeRef('server_id', () => hostingServers.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    endReason: text('end_reason'),
  },
  (t) => [
    index('hosting_downtimes_server_idx').on(t.serverId, t.startedAt),
    // At most one open window per server.
    uniqueIndex('hosting_downtimes_open_uq').on(t.serverId).where(sql`${t.endedAt} IS NULL`),
    // "Which servers were down at this moment" (QC tagging conversations of an outage).
    index('hosting_downtimes_span_idx').on(t.startedAt, t.endedAt),
  ],
);

export const hostingWebsites = pgTable(
  'hosting_websites',
  {
    id: serial('id').primaryKey(),
    /** Lower-case punycode; one website per domain. */
    domain: text('domain').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    serverId: integer('server_id')
      .notNull()
      .references(() => hostingServers.id),
    phpVersion: text('php_version'),
    phpModules: text('php_modules').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hosting_websites_domain_uq').on(t.domain),
    index('hosting_websites_server_idx').on(t.serverId, t.domain),
    // `search` is a substring of the domain: a trigram index (pg_trgm) finds it among a million.
    index('hosting_websites_domain_trgm_idx').using('gin', sql`${t.domain} gin_trgm_ops`),
  ],
);

export const hostingPhpModules = pgTable(
  'hosting_php_modules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('hosting_php_modules_name_uq').on(t.name)],
);

export const hostingCdnVhosts = pgTable(
  'hosting_cdn_vhosts',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    origin: text('origin').notNull(),
    xdn: boolean('xdn').notNull().default(true),
    lastClearedAt: timestamp('last_cleared_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hosting_cdn_vhosts_domain_uq').on(t.domain),
    index('hosting_cdn_vhosts_domain_trgm_idx').using('gin', sql`${t.domain} gin_trgm_ops`),
  ],
);

export const hostingCdnRequests = pgTable(
  'hosting_cdn_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vhostId: cascadeRef('vhost_id', () => hostingCdnVhosts.id),
    action: text('action', { enum: ['clear', 'xdn-on', 'xdn-off'] }).notNull(),
    outcome: text('outcome', { enum: ['done', 'failed'] }).notNull(),
    message: text('message').notNull(),
    userId: userOrNull('user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hosting_cdn_requests_vhost_idx').on(t.vhostId, t.at)],
);
