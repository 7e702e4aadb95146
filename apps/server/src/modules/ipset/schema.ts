// IP sets and their entries.
import { sql } from 'drizzle-orm';
import { bigserial, cidr, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt } from '../../core/db/schema.js';

export const ipsetSets = pgTable(
  'ipset_sets',
  {
    id: serial('id').primaryKey(),
    /** Case-sensitive, as ipset names are. */
    name: text('name').notNull(),
    family: text('family', { enum: ['inet', 'inet6'] }).notNull(),
    type: text('type', { enum: ['hash:ip', 'hash:net'] }).notNull(),
    description: text('description').notNull().default(''),
    /** Kept in the same transaction as every entry change: a set list never counts big sets. */
    entryCount: integer('entry_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ipset_sets_name_uq').on(t.name)],
);

export const ipsetEntries = pgTable(
  'ipset_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    setId: cascadeRef('set_id', () => ipsetSets.id),
    /** The normalised text shown and exported (`10.0.0.7`, `10.0.0.0/24`). */
    ip: text('ip').notNull(),
    /** The same entry as a PostgreSQL network, for containment (`>>=`) and address order. */
    network: cidr('network').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One entry per network and set; also serves the listing's ORDER BY network within a set.
    uniqueIndex('ipset_entries_set_network_uq').on(t.setId, t.network),
    // The prefix lengths present in a set, read by a skip scan: covering networks of an address are
    // then found by exact lookups, one per length (see coveringEntries in service.ts).
    index('ipset_entries_set_masklen_idx').on(t.setId, sql`masklen(${t.network})`),
    // Prefix search on the text (`10.0.` …), LIKE 'x%' needs text_pattern_ops.
    index('ipset_entries_set_ip_idx').on(t.setId, t.ip.op('text_pattern_ops')),
  ],
);
