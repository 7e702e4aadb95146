// Dev Scrum (docs/scrum.md): components, and audits of developers with the components they cover, their
// findings and follow-ups — the audit's own rows, which go with it.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, userOrNull, users } from '../../core/db/schema.js';

export const scrumComponents = pgTable(
  'scrum_components',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** active | deprecated | retired. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scrum_components_name_uq').on(sql`lower(${t.name})`),
    index('scrum_components_status_idx').on(t.status, t.name),
  ],
);

export const scrumAudits = pgTable(
  'scrum_audits',
  {
    id: serial('id').primaryKey(),
    /** The developer audited: their audits go with their account. */
    developerId: cascadeRef('developer_id', () => users.id),
    auditorId: userOrNull('auditor_id'),
    date: date('date', { mode: 'string' }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    rating: integer('rating').notNull(),
    notes: text('notes'),
    createdById: userOrNull('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scrum_audits_developer_idx').on(t.developerId, t.date),
    index('scrum_audits_date_idx').on(t.date, t.id),
  ],
);

/** The components an audit covers. A covered component cannot be deleted (restrict): it is retired. */
export const scrumAuditComponents = pgTable(
  'scrum_audit_components',
  {
    auditId: cascadeRef('audit_id', () => scrumAudits.id),
    componentId: integer('component_id')
      .notNull()
      .references(() => scrumComponents.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.auditId, t.componentId] }),
    index('scrum_audit_components_component_idx').on(t.componentId),
  ],
);

export const scrumFindings = pgTable(
  'scrum_findings',
  {
    id: serial('id').primaryKey(),
    auditId: cascadeRef('audit_id', () => scrumAudits.id),
    componentId: integer('component_id')
      .notNull()
      .references(() => scrumComponents.id, { onDelete: 'restrict' }),
    /** low | medium | high | critical. */
    severity: text('severity').notNull(),
    text: text('text').notNull(),
    /** Order in the audit. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('scrum_findings_audit_idx').on(t.auditId, t.position)],
);

export const scrumFollowUps = pgTable(
  'scrum_follow_ups',
  {
    id: serial('id').primaryKey(),
    auditId: cascadeRef('audit_id', () => scrumAudits.id),
    text: text('text').notNull(),
    ownerId: userOrNull('owner_id'),
    dueDate: date('due_date', { mode: 'string' }),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('scrum_follow_ups_audit_idx').on(t.auditId, t.position),
    index('scrum_follow_ups_owner_idx').on(t.ownerId).where(sql`NOT ${t.done}`),
  ],
);
