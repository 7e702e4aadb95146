// DNS tables: zones, their records (SOA included) and the departments given DNS access.
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, departments, updatedAt, userOrNull } from '../../core/db/schema.js';

export const dnsZones = pgTable('dns_zones', {
  id: serial('id').primaryKey(),
  /** The domain in lower-case punycode, no trailing dot. */
  name: text('name').notNull().unique(),
  adminOnly: boolean('admin_only').notNull().default(false),
  /** SOA serial, YYYYMMDDnn. */
  serial: bigint('serial', { mode: 'number' }).notNull(),
  createdBy: userOrNull('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const dnsRecords = pgTable(
  'dns_records',
  {
    id: serial('id').primaryKey(),
    zoneId: cascadeRef('zone_id', () => dnsZones.id),
    /** Full name, lower-case punycode, no trailing dot. */
    name: text('name').notNull(),
    type: text('type').notNull(),
    ttl: integer('ttl').notNull(),
    /** Normalised content (see records.ts); host names without trailing dot. */
    content: text('content').notNull(),
    priority: integer('priority'),
    createdAt: createdAt(),
  },
  (t) => [index('dns_records_zone_name_idx').on(t.zoneId, t.name, t.type)],
);

export const dnsDepartmentAccess = pgTable('dns_department_access', {
  departmentId: integer('department_id')
    .primaryKey()
    .references(() => departments.id, { onDelete: 'cascade' }),
  grantedBy: userOrNull('granted_by'),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
