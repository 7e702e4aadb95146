// Dev Scrum audits as the API shows them (docs/scrum.md "Audits"): the row of a list, and the whole audit.
// A page of audits is read in four statements whatever its size: the audits with their people, then
// their components, finding counts and follow-up counts for all of them at once.
import type {
  AuditFinding,
  AuditFollowUp,
  AuditSummary,
  ComponentStatus,
  DevAudit,
  FindingSeverity,
} from '@backoffice/contract/modules/scrums';
import { findingSeverities } from '@backoffice/contract/modules/scrums';
import { asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database.js';
import { inIds } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { scrumAuditComponents, scrumAudits, scrumComponents, scrumFindings, scrumFollowUps } from '../schema.js';

export const developers = alias(users, 'scrum_developers');
export const auditors = alias(users, 'scrum_auditors');
const owners = alias(users, 'scrum_follow_up_owners');

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** The audits with their developer and auditor; a caller adds the WHERE, ORDER BY and paging. */
export const selectAudits = (db: Executor) =>
  db
    .select({
      id: scrumAudits.id,
      developerId: scrumAudits.developerId,
      developerName: developers.name,
      auditorId: scrumAudits.auditorId,
      auditorName: auditors.name,
      date: scrumAudits.date,
      periodFrom: scrumAudits.periodFrom,
      periodTo: scrumAudits.periodTo,
      rating: scrumAudits.rating,
      notes: scrumAudits.notes,
      createdAt: scrumAudits.createdAt,
      updatedAt: scrumAudits.updatedAt,
    })
    .from(scrumAudits)
    .innerJoin(developers, eq(developers.id, scrumAudits.developerId))
    .leftJoin(auditors, eq(auditors.id, scrumAudits.auditorId));

export type AuditRow = Awaited<ReturnType<ReturnType<typeof selectAudits>['execute']>>[number];

const rank = (s: string) => findingSeverities.indexOf(s as FindingSeverity);

/** The list rows of these audits, in their order. */
export async function summaries(db: Executor, rows: AuditRow[]): Promise<AuditSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [components, findings, followUps] = await Promise.all([
    db
      .select({
        auditId: scrumAuditComponents.auditId,
        id: scrumComponents.id,
        name: scrumComponents.name,
        status: scrumComponents.status,
      })
      .from(scrumAuditComponents)
      .innerJoin(scrumComponents, eq(scrumComponents.id, scrumAuditComponents.componentId))
      .where(inIds(scrumAuditComponents.auditId, ids))
      .orderBy(asc(sql`lower(${scrumComponents.name})`), asc(scrumComponents.id)),
    db
      .select({ auditId: scrumFindings.auditId, severity: scrumFindings.severity, n: count() })
      .from(scrumFindings)
      .where(inIds(scrumFindings.auditId, ids))
      .groupBy(scrumFindings.auditId, scrumFindings.severity),
    db
      .select({
        auditId: scrumFollowUps.auditId,
        total: count(),
        open: sql<number>`count(*) FILTER (WHERE NOT ${scrumFollowUps.done})::int`,
      })
      .from(scrumFollowUps)
      .where(inIds(scrumFollowUps.auditId, ids))
      .groupBy(scrumFollowUps.auditId),
  ]);
  return rows.map((row) => {
    const mine = findings.filter((f) => f.auditId === row.id);
    const worst = mine.reduce<string | null>(
      (w, f) => (w === null || rank(f.severity) > rank(w) ? f.severity : w),
      null,
    );
    const follow = followUps.find((f) => f.auditId === row.id);
    return {
      id: row.id,
      developer: { id: row.developerId, name: row.developerName },
      auditor: row.auditorId === null ? null : { id: row.auditorId, name: row.auditorName ?? '' },
      date: row.date,
      periodFrom: row.periodFrom,
      periodTo: row.periodTo,
      rating: row.rating,
      components: components
        .filter((c) => c.auditId === row.id)
        .map((c) => ({ id: c.id, name: c.name, status: c.status as ComponentStatus })),
      findingCount: mine.reduce((n, f) => n + Number(f.n), 0),
      worstSeverity: worst as FindingSeverity | null,
      followUpCount: Number(follow?.total ?? 0),
      openFollowUps: Number(follow?.open ?? 0),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}

export async function findingsOf(db: Executor, auditId: number): Promise<AuditFinding[]> {
  const rows = await db
    .select({
      id: scrumFindings.id,
      severity: scrumFindings.severity,
      text: scrumFindings.text,
      componentId: scrumComponents.id,
      componentName: scrumComponents.name,
      componentStatus: scrumComponents.status,
    })
    .from(scrumFindings)
    .innerJoin(scrumComponents, eq(scrumComponents.id, scrumFindings.componentId))
    .where(eq(scrumFindings.auditId, auditId))
    .orderBy(asc(scrumFindings.position), asc(scrumFindings.id));
  return rows.map((r) => ({
    id: r.id,
    component: { id: r.componentId, name: r.componentName, status: r.componentStatus as ComponentStatus },
    severity: r.severity as FindingSeverity,
    text: r.text,
  }));
}

export async function followUpsOf(db: Executor, auditId: number): Promise<AuditFollowUp[]> {
  const rows = await db
    .select({
      id: scrumFollowUps.id,
      text: scrumFollowUps.text,
      ownerId: scrumFollowUps.ownerId,
      ownerName: owners.name,
      dueDate: scrumFollowUps.dueDate,
      done: scrumFollowUps.done,
    })
    .from(scrumFollowUps)
    .leftJoin(owners, eq(owners.id, scrumFollowUps.ownerId))
    .where(eq(scrumFollowUps.auditId, auditId))
    .orderBy(asc(scrumFollowUps.position), asc(scrumFollowUps.id));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    owner: r.ownerId === null ? null : { id: r.ownerId, name: r.ownerName ?? '' },
    dueDate: r.dueDate,
    done: r.done,
  }));
}

export async function auditById(db: Executor, id: number): Promise<DevAudit | null> {
  const [row] = await selectAudits(db).where(eq(scrumAudits.id, id));
  if (!row) return null;
  const [summary] = await summaries(db, [row]);
  const [findings, followUps] = await Promise.all([findingsOf(db, id), followUpsOf(db, id)]);
  return { ...summary!, notes: row.notes, findings, followUps };
}

/** The open follow-ups of a developer's audits: the soonest due first, those without a day last. */
export async function openFollowUpsOf(db: Executor, developerId: number) {
  const rows = await db
    .select({
      id: scrumFollowUps.id,
      auditId: scrumFollowUps.auditId,
      auditDate: scrumAudits.date,
      text: scrumFollowUps.text,
      ownerId: scrumFollowUps.ownerId,
      ownerName: owners.name,
      dueDate: scrumFollowUps.dueDate,
    })
    .from(scrumFollowUps)
    .innerJoin(scrumAudits, eq(scrumAudits.id, scrumFollowUps.auditId))
    .leftJoin(owners, eq(owners.id, scrumFollowUps.ownerId))
    .where(sql`${scrumAudits.developerId} = ${developerId} AND NOT ${scrumFollowUps.done}`)
    .orderBy(sql`${scrumFollowUps.dueDate} ASC NULLS LAST`, asc(scrumAudits.date), asc(scrumFollowUps.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    auditId: r.auditId,
    auditDate: r.auditDate,
    text: r.text,
    owner: r.ownerId === null ? null : { id: r.ownerId, name: r.ownerName ?? '' },
    dueDate: r.dueDate,
  }));
}
