// DNS tables: zones, their records (SOA included) and the departments given DNS access.
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { departments, users } from '../../core/db/schema.js';

export const dnsZones = pgTable('dns_zones', {
  id: serial('id').primaryKey(),
  /** The domain in lower-case punycode, no trailing dot. */
  name: text('name').notNull().unique(),
  adminOnly: boolean('admin_only').notNull().default(false),
  /** SOA serial, YYYYMMDDnn. */
  serial: bigint('serial', { mode: 'number' }).notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dnsRecords = pgTable(
  'dns_records',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => dnsZones.id, { onDelete: 'cascade' }),
    /** Full name, lower-case punycode, no trailing dot. */
    name: text('name').notNull(),
    type: text('type').notNull(),
    ttl: integer('ttl').notNull(),
    /** Normalised content (see records.ts); host names without trailing dot. */
    content: text('content').notNull(),
    priority: integer('priority'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dns_records_zone_name_idx').on(t.zoneId, t.name, t.type)],
);

export const dnsDepartmentAccess = pgTable('dns_department_access', {
  departmentId: integer('department_id')
    .primaryKey()
    .references(() => departments.id, { onDelete: 'cascade' }),
  grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
