// SMS templates (docs/sms.md "Templates"): by name, with `{{variable}}` placeholders. Each change writes
// its audit row in its own transaction (core/audit.ts); a template is company wording, not personal.
import type { CreateTemplateBody, SmsTemplate, UpdateTemplateBody } from '@backoffice/contract/modules/sms';
import { templateVariables } from '@backoffice/contract/rules/sms';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { conflict, notFound } from '../../../core/errors.js';
import { smsTemplates } from '../schema.js';

/** The audit log's name for a template. */
export const TEMPLATE_ENTITY = 'sms-template';

export type TemplateRow = typeof smsTemplates.$inferSelect;

const columns = {
  id: smsTemplates.id,
  name: smsTemplates.name,
  body: smsTemplates.body,
  description: smsTemplates.description,
  createdAt: smsTemplates.createdAt,
  updatedAt: smsTemplates.updatedAt,
  updatedById: smsTemplates.updatedBy,
  updatedByName: users.name,
};
type Row = Awaited<ReturnType<typeof selectTemplates>>[number];

function toTemplate(row: Row): SmsTemplate {
  return {
    id: row.id,
    name: row.name,
    body: row.body,
    description: row.description,
    variables: templateVariables(row.body),
    updatedBy: row.updatedById !== null ? { id: row.updatedById, name: row.updatedByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectTemplates(db: Executor) {
  return db.select(columns).from(smsTemplates).leftJoin(users, eq(users.id, smsTemplates.updatedBy));
}

/** The template named `name`, or a 404. */
export async function findTemplate(db: Executor, name: string): Promise<SmsTemplate> {
  const [row] = await selectTemplates(db).where(eq(smsTemplates.name, name));
  if (!row) throw notFound('SMS template');
  return toTemplate(row);
}

export async function listTemplates(ctx: AppContext, q: { page: number; take: number; search?: string | undefined }) {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(smsTemplates.name, pattern),
        ilike(smsTemplates.description, pattern),
        ilike(smsTemplates.body, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectTemplates(ctx.db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(smsTemplates).where(where),
    order: { fallback: [asc(smsTemplates.name)], tiebreak: smsTemplates.id },
    shape: (rows) => rows.map((row) => toTemplate(row)),
  });
}

export async function createTemplate(ctx: AppContext, user: AuthUser, body: Required<CreateTemplateBody>) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsTemplates)
      .values({ name: body.name, body: body.body, description: body.description, updatedBy: user.id })
      .onConflictDoNothing({ target: smsTemplates.name })
      .returning({ id: smsTemplates.id });
    if (!row) throw conflict(`An SMS template named "${body.name}" already exists`, 'body.name');
    const template = await findTemplate(tx, body.name);
    auditChange(tx, { entity: TEMPLATE_ENTITY, entityId: template.name, after: template });
    return template;
  });
}

export async function updateTemplate(ctx: AppContext, user: AuthUser, name: string, body: UpdateTemplateBody) {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: smsTemplates.id })
      .from(smsTemplates)
      .where(eq(smsTemplates.name, name))
      .for('update');
    if (!locked) throw notFound('SMS template');
    const before = await findTemplate(tx, name);
    await tx
      .update(smsTemplates)
      .set({
        ...(body.body !== undefined ? { body: body.body } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(eq(smsTemplates.id, locked.id));
    const after = await findTemplate(tx, name);
    auditChange(tx, { entity: TEMPLATE_ENTITY, entityId: name, before, after });
    return after;
  });
}

/** Deletes a template; messages sent from it keep their text and its name. */
export async function deleteTemplate(ctx: AppContext, name: string) {
  return ctx.db.transaction(async (tx) => {
    const before = await findTemplate(tx, name);
    const deleted = await tx.delete(smsTemplates).where(eq(smsTemplates.name, name)).returning({ id: smsTemplates.id });
    if (!deleted.length) throw notFound('SMS template');
    auditChange(tx, { entity: TEMPLATE_ENTITY, entityId: name, before });
    return before;
  });
}
