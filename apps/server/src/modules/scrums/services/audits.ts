// Dev Scrum audits (docs/scrum.md "Audits", "Who sees what"): who reads and who changes an audit, the
// lists, and the changes — each in one transaction with its findings, follow-ups and components, so an
// audit is never half-saved. The developer and the owners of follow-ups are told after the commit.
import { hasScopes } from '@backoffice/contract';
import type { CreateAuditBody, DevAudit, UpdateAuditBody } from '@backoffice/contract/modules/scrums';
import { ratingLabel } from '@backoffice/contract/modules/scrums';
import { scrumsScreens } from '@backoffice/contract/modules/scrums.paths';
import { and, avg, desc, eq, exists, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { badRequest, forbidden, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { scrumAuditComponents, scrumAudits, scrumComponents, scrumFindings, scrumFollowUps } from '../schema.js';
import { auditById, auditors, developers, openFollowUpsOf, selectAudits, summaries } from './views.js';

// ---- Who sees what ----

/** Whether the caller reads every audit. */
export const readsAll = (user: AuthUser) => user.isAdmin || hasScopes(user.scopes, ['scrums:audits:read']);

/** The audit the caller may read (`scrums.audit`): null when absent or hidden. */
export async function findVisibleAudit(db: Executor, user: AuthUser, id: number): Promise<DevAudit | null> {
  const audit = await auditById(db, id);
  if (!audit) return null;
  if (readsAll(user) || audit.developer.id === user.id) return audit;
  return audit.followUps.some((f) => f.owner?.id === user.id) ? audit : null;
}

/** `scrums.auditWrite`: nobody but an administrator changes an audit about themselves. */
export function assertMayChange(user: AuthUser, audit: DevAudit): void {
  if (!user.isAdmin && audit.developer.id === user.id) {
    throw forbidden('An audit about you is changed by someone else');
  }
}

/** `scrums.developer`: the user whose audits are asked for, when there is one. */
export async function developerOf(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

// ---- Lists ----

type AuditsQuery = {
  page: number;
  take: number;
  search?: string | undefined;
  developerId?: number | undefined;
  componentId?: number | undefined;
  rating?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  openFollowUps?: boolean | undefined;
};

const newestFirst = {
  fallback: [desc(scrumAudits.date)],
  tiebreak: scrumAudits.id,
  tiebreakDirection: 'DESC' as const,
};

function pageOfAudits(ctx: AppContext, q: { page: number; take: number }, where: SQL | undefined) {
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectAudits(ctx.db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db
      .select({ one: sql`1` })
      .from(scrumAudits)
      .innerJoin(developers, eq(developers.id, scrumAudits.developerId))
      .leftJoin(auditors, eq(auditors.id, scrumAudits.auditorId))
      .where(where),
    order: newestFirst,
    shape: (rows) => summaries(ctx.db, rows),
  });
}

export function listAudits(ctx: AppContext, q: AuditsQuery) {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(sql`${developers.name} ILIKE ${pattern}`, sql`${auditors.name} ILIKE ${pattern}`)!);
  }
  if (q.developerId !== undefined) conditions.push(eq(scrumAudits.developerId, q.developerId));
  if (q.rating !== undefined) conditions.push(eq(scrumAudits.rating, q.rating));
  if (q.from) conditions.push(gte(scrumAudits.date, q.from));
  if (q.to) conditions.push(lte(scrumAudits.date, q.to));
  if (q.componentId !== undefined) {
    conditions.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(scrumAuditComponents)
          .where(
            and(eq(scrumAuditComponents.auditId, scrumAudits.id), eq(scrumAuditComponents.componentId, q.componentId)),
          ),
      ),
    );
  }
  if (q.openFollowUps !== undefined) {
    const open = exists(
      ctx.db
        .select({ one: sql`1` })
        .from(scrumFollowUps)
        .where(and(eq(scrumFollowUps.auditId, scrumAudits.id), eq(scrumFollowUps.done, false))),
    );
    conditions.push(q.openFollowUps ? open : sql`NOT ${open}`);
  }
  return pageOfAudits(ctx, q, conditions.length ? and(...conditions) : undefined);
}

/** The trend keeps this many audits, the latest ones. */
const TREND = 24;

export async function listDeveloperAudits(
  ctx: AppContext,
  developer: { id: number; name: string },
  q: { page: number; take: number },
) {
  const where = eq(scrumAudits.developerId, developer.id);
  const [page, trend, [average], openFollowUps] = await Promise.all([
    pageOfAudits(ctx, q, where),
    ctx.db
      .select({ auditId: scrumAudits.id, date: scrumAudits.date, rating: scrumAudits.rating })
      .from(scrumAudits)
      .where(where)
      .orderBy(desc(scrumAudits.date), desc(scrumAudits.id))
      .limit(TREND),
    ctx.db
      .select({ value: avg(scrumAudits.rating) })
      .from(scrumAudits)
      .where(where),
    openFollowUpsOf(ctx.db, developer.id),
  ]);
  const value = average?.value === null || average?.value === undefined ? null : Number(average.value);
  return {
    ...page,
    developer,
    trend: trend.reverse(),
    averageRating: value === null ? null : Math.round(value * 100) / 100,
    openFollowUps,
  };
}

// ---- Checks of a body ----

async function existingUsers(tx: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/** The people a body names: each must be a user; the auditor is not the developer. */
async function checkPeople(
  tx: Executor,
  developerId: number,
  body: { auditorId?: number | undefined; followUps?: { ownerId: number }[] | undefined },
) {
  const named = [
    developerId,
    ...(body.auditorId ? [body.auditorId] : []),
    ...(body.followUps ?? []).map((f) => f.ownerId),
  ];
  const found = await existingUsers(tx, named);
  if (!found.has(developerId)) throw badRequest('body.developerId', 'is not a user');
  if (body.auditorId !== undefined) {
    if (!found.has(body.auditorId)) throw badRequest('body.auditorId', 'is not a user');
    if (body.auditorId === developerId) throw badRequest('body.auditorId', 'must not be the developer');
  }
  body.followUps?.forEach((f, i) => {
    if (!found.has(f.ownerId)) throw badRequest(`body.followUps.${i}.ownerId`, 'is not a user');
  });
}

/** Components an audit comes to cover must exist and be active; those it covered already may stay. */
async function checkComponents(tx: Executor, componentIds: readonly number[], covered: readonly number[] = []) {
  const rows = await tx
    .select({ id: scrumComponents.id, name: scrumComponents.name, status: scrumComponents.status })
    .from(scrumComponents)
    .where(inArray(scrumComponents.id, [...componentIds]));
  for (const id of componentIds) {
    const component = rows.find((r) => r.id === id);
    if (!component) throw badRequest('body.componentIds', `names no component (${id})`);
    if (component.status !== 'active' && !covered.includes(id)) {
      throw badRequest(
        'body.componentIds',
        `"${component.name}" is ${component.status}: only active components are audited`,
      );
    }
  }
}

/** What an audit row says in the audit log: never its texts (personal: module.ts). */
const logged = (a: DevAudit) => ({
  developerId: a.developer.id,
  auditorId: a.auditor?.id ?? null,
  date: a.date,
  periodFrom: a.periodFrom,
  periodTo: a.periodTo,
  rating: a.rating,
  componentIds: a.components.map((c) => c.id),
  findingCount: a.findings.length,
  followUpCount: a.followUps.length,
  openFollowUps: a.openFollowUps,
});

// ---- Changes ----

export async function createAudit(ctx: AppContext, user: AuthUser, body: CreateAuditBody) {
  if (body.developerId === user.id) throw badRequest('body.developerId', 'is you: someone else records your audits');
  const auditorId = body.auditorId ?? user.id;
  const audit = await ctx.db.transaction(async (tx) => {
    await checkPeople(tx, body.developerId, { ...body, auditorId });
    await checkComponents(tx, body.componentIds);
    const [made] = await tx
      .insert(scrumAudits)
      .values({
        developerId: body.developerId,
        auditorId,
        date: body.date,
        periodFrom: body.periodFrom ?? null,
        periodTo: body.periodTo ?? null,
        rating: body.rating,
        notes: body.notes || null,
        createdById: user.id,
      })
      .returning({ id: scrumAudits.id });
    const id = made!.id;
    await tx
      .insert(scrumAuditComponents)
      .values(body.componentIds.map((componentId) => ({ auditId: id, componentId })));
    await writeFindings(tx, id, body.findings ?? []);
    await writeFollowUps(tx, id, body.followUps ?? []);
    const after = (await auditById(tx, id))!;
    auditChange(tx, { entity: 'scrum-audit', entityId: id, after: logged(after) });
    return after;
  });
  await tell(ctx, user, audit, audit.followUps, true);
  return audit;
}

type Finding = NonNullable<CreateAuditBody['findings']>[number];
type FollowUp = NonNullable<CreateAuditBody['followUps']>[number];

/** Writes the audit's findings as the list says: kept ones changed, new ones added, the rest removed. */
async function writeFindings(tx: Tx, auditId: number, findings: readonly Finding[]) {
  const kept = findings.flatMap((f) => (f.id === undefined ? [] : [f.id]));
  await tx
    .delete(scrumFindings)
    .where(and(eq(scrumFindings.auditId, auditId), kept.length ? notInArray(scrumFindings.id, kept) : undefined));
  for (const [position, f] of findings.entries()) {
    const values = { componentId: f.componentId, severity: f.severity, text: f.text, position };
    if (f.id === undefined) await tx.insert(scrumFindings).values({ auditId, ...values });
    else await tx.update(scrumFindings).set(values).where(eq(scrumFindings.id, f.id));
  }
}

/** The same for follow-ups; returns the ids of those whose owner is new to them (added, or given to another). */
async function writeFollowUps(tx: Tx, auditId: number, followUps: readonly FollowUp[]): Promise<number[]> {
  const before = await tx
    .select({ id: scrumFollowUps.id, ownerId: scrumFollowUps.ownerId })
    .from(scrumFollowUps)
    .where(eq(scrumFollowUps.auditId, auditId));
  const kept = followUps.flatMap((f) => (f.id === undefined ? [] : [f.id]));
  await tx
    .delete(scrumFollowUps)
    .where(and(eq(scrumFollowUps.auditId, auditId), kept.length ? notInArray(scrumFollowUps.id, kept) : undefined));
  const assigned: number[] = [];
  for (const [position, f] of followUps.entries()) {
    const values = { text: f.text, ownerId: f.ownerId, dueDate: f.dueDate ?? null, done: f.done ?? false, position };
    if (f.id === undefined) {
      const [made] = await tx
        .insert(scrumFollowUps)
        .values({ auditId, ...values })
        .returning({ id: scrumFollowUps.id });
      assigned.push(made!.id);
    } else {
      await tx.update(scrumFollowUps).set(values).where(eq(scrumFollowUps.id, f.id));
      if (before.find((b) => b.id === f.id)?.ownerId !== f.ownerId) assigned.push(f.id);
    }
  }
  return assigned;
}

/** Ids in a list that are not the audit's own items: each a 400 naming its place. */
function assertOwnItems(
  list: 'findings' | 'followUps',
  items: readonly { id?: number | undefined }[],
  own: readonly number[],
) {
  items.forEach((item, i) => {
    if (item.id !== undefined && !own.includes(item.id)) {
      throw badRequest(
        `body.${list}.${i}.id`,
        `is not one of this audit's ${list === 'findings' ? 'findings' : 'follow-ups'}`,
      );
    }
  });
}

export async function updateAudit(ctx: AppContext, user: AuthUser, before: DevAudit, body: UpdateAuditBody) {
  let assigned: number[] = [];
  const audit = await ctx.db.transaction(async (tx) => {
    // Locked, so two saves of one audit follow each other.
    const [row] = await tx.select().from(scrumAudits).where(eq(scrumAudits.id, before.id)).for('update');
    if (!row) throw notFound('Audit');
    const current = (await auditById(tx, before.id))!;
    await checkPeople(tx, row.developerId, body);
    const covered = current.components.map((c) => c.id);
    const componentIds = body.componentIds ?? covered;
    if (body.componentIds) await checkComponents(tx, body.componentIds, covered);
    if (body.findings) {
      assertOwnItems(
        'findings',
        body.findings,
        current.findings.map((f) => f.id),
      );
      body.findings.forEach((f, i) => {
        if (!componentIds.includes(f.componentId)) {
          throw badRequest(`body.findings.${i}.componentId`, 'is not one of the audited components');
        }
      });
    } else if (body.componentIds) {
      const orphan = current.findings.find((f) => !componentIds.includes(f.component.id));
      if (orphan) {
        throw badRequest('body.componentIds', `leaves out "${orphan.component.name}", which findings are about`);
      }
    }
    if (body.followUps)
      assertOwnItems(
        'followUps',
        body.followUps,
        current.followUps.map((f) => f.id),
      );
    // The period and the day, as they will be: the period ends on the audit's day at the latest.
    const date = body.date ?? row.date;
    const periodFrom = body.periodFrom !== undefined ? body.periodFrom : row.periodFrom;
    const periodTo = body.periodTo !== undefined ? body.periodTo : row.periodTo;
    if (Boolean(periodFrom) !== Boolean(periodTo)) {
      throw badRequest(
        periodFrom ? 'body.periodTo' : 'body.periodFrom',
        `is required with ${periodFrom ? 'periodFrom' : 'periodTo'}`,
      );
    }
    if (periodTo && periodTo > date) throw badRequest('body.date', 'must not be before the end of the period reviewed');

    await tx
      .update(scrumAudits)
      .set({
        ...(body.auditorId !== undefined ? { auditorId: body.auditorId } : {}),
        date,
        periodFrom: periodFrom ?? null,
        periodTo: periodTo ?? null,
        ...(body.rating !== undefined ? { rating: body.rating } : {}),
        ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(scrumAudits.id, before.id));
    if (body.componentIds) {
      const gone = covered.filter((id) => !componentIds.includes(id));
      if (gone.length) {
        await tx
          .delete(scrumAuditComponents)
          .where(and(eq(scrumAuditComponents.auditId, before.id), inArray(scrumAuditComponents.componentId, gone)));
      }
      const added = componentIds.filter((id) => !covered.includes(id));
      if (added.length) {
        await tx.insert(scrumAuditComponents).values(added.map((componentId) => ({ auditId: before.id, componentId })));
      }
    }
    if (body.findings) await writeFindings(tx, before.id, body.findings);
    if (body.followUps) assigned = await writeFollowUps(tx, before.id, body.followUps);
    const after = (await auditById(tx, before.id))!;
    auditChange(tx, { entity: 'scrum-audit', entityId: before.id, before: logged(current), after: logged(after) });
    return after;
  });
  await tell(
    ctx,
    user,
    audit,
    audit.followUps.filter((f) => assigned.includes(f.id)),
    false,
  );
  return audit;
}

export async function deleteAudit(ctx: AppContext, audit: DevAudit) {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(scrumAudits).where(eq(scrumAudits.id, audit.id)).returning({ id: scrumAudits.id });
    if (!gone) throw notFound('Audit');
    auditChange(tx, { entity: 'scrum-audit', entityId: audit.id, before: logged(audit) });
  });
  return { id: audit.id };
}

// ---- Telling people ----

/**
 * A new audit is told to its developer; follow-ups to their owners (new ones, or given to someone else).
 * Nobody is told of what they did themselves; the developer hears of the audit once, follow-ups included.
 */
async function tell(
  ctx: AppContext,
  actor: AuthUser,
  audit: DevAudit,
  followUps: DevAudit['followUps'],
  isNew: boolean,
) {
  const link = scrumsScreens.audit.href({ auditId: audit.id });
  const developerId = audit.developer.id;
  if (isNew && developerId !== actor.id) {
    const findings = `${audit.findings.length} ${audit.findings.length === 1 ? 'finding' : 'findings'}`;
    const actions = `${audit.followUps.length} ${audit.followUps.length === 1 ? 'follow-up' : 'follow-ups'}`;
    await notify(ctx, [developerId], {
      level: 'info',
      title: `Your dev audit of ${audit.date}: ${audit.rating}/5 (${ratingLabel(audit.rating)})`,
      body: `By ${audit.auditor?.name ?? 'someone'}: ${findings}, ${actions}.`,
      link,
    });
  }
  const owners = new Map<number, string[]>();
  for (const f of followUps) {
    const ownerId = f.owner?.id;
    if (ownerId === undefined || ownerId === actor.id || (isNew && ownerId === developerId)) continue;
    owners.set(ownerId, [...(owners.get(ownerId) ?? []), f.text]);
  }
  for (const [ownerId, texts] of owners) {
    const mine = ownerId === developerId;
    await notify(ctx, [ownerId], {
      level: 'info',
      title: mine
        ? `A follow-up for you from your dev audit of ${audit.date}`
        : `A follow-up for you from ${audit.developer.name}'s dev audit`,
      body: texts.join(' · ').slice(0, 300),
      link,
    });
  }
}
