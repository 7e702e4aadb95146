// The ticket cron (contract qa/cron.ts): filters a QC manager sets up, each run on its own schedule
// by the per-record job `qa.ticketCron`. A run considers the tickets that arrived since its last run
// (by id) and still wait outside the queue, and pulls the ones its filter matches — a sample of them
// when `sampleRate` is below 100, chosen by a hash of the ticket and the filter, so the same tickets
// are chosen however often it runs.
import type { CronConfig, CronConfigBody } from '@backoffice/contract/modules/qa';
import { Cron } from 'croner';
import { and, asc, eq, gt, lte, max, ne, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { describeCron } from '../../../core/schedules/app-schedules.js';
import { qaTickets } from '../schema/conversations.js';
import { qaCronConfigs } from '../schema/cron.js';
import { iso } from './shared.js';

type Row = typeof qaCronConfigs.$inferSelect;

const toReply = (r: Row): CronConfig => ({
  id: r.id,
  name: r.name,
  active: r.active,
  value: r.value,
  department: r.department,
  status: r.status,
  clientKind: r.clientKind as CronConfig['clientKind'],
  sampleRate: Number(r.sampleRate),
  schedule: r.schedule,
  scheduleText: describeCron(r.schedule),
  lastRunAt: r.lastRunAt ? iso(r.lastRunAt) : null,
  lastPulled: Number(r.lastPulled),
  pulledTotal: Number(r.pulledTotal),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

async function find(db: Executor, id: number, lock = false): Promise<Row> {
  const query = db.select().from(qaCronConfigs).where(eq(qaCronConfigs.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Ticket cron filter');
  return row;
}

export async function listCronConfigs(ctx: AppContext): Promise<CronConfig[]> {
  const rows = await ctx.db
    .select()
    .from(qaCronConfigs)
    .orderBy(asc(sql`lower(${qaCronConfigs.name})`), asc(qaCronConfigs.id));
  return rows.map(toReply);
}

export const getCronConfig = async (ctx: AppContext, id: number) => toReply(await find(ctx.db, id));

async function assertValid(db: Executor, body: CronConfigBody, id: number | null) {
  try {
    new Cron(body.schedule, { mode: '5-part', paused: true });
  } catch (error) {
    throw badRequest('body.schedule', `is not a cron expression: ${(error as Error).message}`);
  }
  const [taken] = await db
    .select({ id: qaCronConfigs.id })
    .from(qaCronConfigs)
    .where(
      and(sql`lower(${qaCronConfigs.name}) = lower(${body.name})`, id === null ? undefined : ne(qaCronConfigs.id, id)),
    );
  if (taken) {
    const message = `A ticket cron filter named "${body.name}" already exists`;
    throw new AppError('QA_NAME_TAKEN', message, [{ field: 'body.name', message }]);
  }
}

/** Other instances read the job's records again (core/schedules.ts `refreshOn`). */
const changed = (ctx: AppContext, configId: number) => ctx.bus.publish({ type: 'qa.cron-changed', configId });

/** The filter's columns, as the body gives them. */
const fieldsOf = (body: CronConfigBody) => ({
  name: body.name,
  active: body.active,
  value: body.value,
  department: body.department,
  status: body.status,
  clientKind: body.clientKind,
  sampleRate: body.sampleRate,
  schedule: body.schedule,
});

export async function createCronConfig(ctx: AppContext, body: CronConfigBody): Promise<CronConfig> {
  const reply = await ctx.db.transaction(async (tx) => {
    await assertValid(tx, body, null);
    const [row] = await tx.insert(qaCronConfigs).values(fieldsOf(body)).returning();
    const reply = toReply(row!);
    auditChange(tx, { entity: 'qa-cron-config', entityId: reply.id, after: body });
    return reply;
  });
  changed(ctx, reply.id);
  return reply;
}

/** Changes a filter; the fields left out (QC v1 sends only `value`) stay as they are. */
export async function updateCronConfig(
  ctx: AppContext,
  id: number,
  change: Partial<CronConfigBody>,
): Promise<CronConfig> {
  const reply = await ctx.db.transaction(async (tx) => {
    const before = await find(tx, id, true);
    const body: CronConfigBody = { ...fieldsOf(before as CronConfigBody), ...change };
    await assertValid(tx, body, id);
    const [row] = await tx
      .update(qaCronConfigs)
      .set({ ...fieldsOf(body), updatedAt: sql`now()` })
      .where(eq(qaCronConfigs.id, id))
      .returning();
    auditChange(tx, { entity: 'qa-cron-config', entityId: id, before: toReply(before), after: body });
    return toReply(row!);
  });
  changed(ctx, reply.id);
  return reply;
}

export async function deleteCronConfig(ctx: AppContext, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await find(tx, id, true);
    await tx.delete(qaCronConfigs).where(eq(qaCronConfigs.id, id));
    auditChange(tx, { entity: 'qa-cron-config', entityId: id, before: toReply(before) });
  });
  changed(ctx, id);
  return { id };
}

/** The filter's conditions on a ticket. */
function matches(config: Row): SQL[] {
  const t = qaTickets;
  const where: SQL[] = [];
  if (config.department) where.push(eq(t.department, config.department));
  if (config.status) where.push(eq(t.status, config.status));
  if (config.clientKind) where.push(eq(t.clientKind, config.clientKind));
  if (config.value) where.push(sql`${t.search} @@ websearch_to_tsquery('english', ${config.value})`);
  if (config.sampleRate < 100) {
    where.push(sql`mod(abs(hashtext(${t.id} || ':' || ${config.id})), 100) < ${config.sampleRate}`);
  }
  return where;
}

/** One run of a filter: pulls the matching new tickets into the queue; how many it pulled. */
export async function runCronConfig(ctx: AppContext, id: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const config = await find(tx, id, true);
    if (!config.active) return 0;
    const [top] = await tx.select({ max: max(qaTickets.id) }).from(qaTickets);
    const upTo = Number(top?.max ?? 0);
    const rows = await tx
      .update(qaTickets)
      .set({ queueState: 'waiting' })
      .where(
        and(
          sql`${qaTickets.queueState} = 'out'`,
          gt(qaTickets.id, config.lastTicketId),
          lte(qaTickets.id, upTo),
          ...matches(config),
        ),
      )
      .returning({ id: qaTickets.id });
    const pulled = rows.length;
    await tx
      .update(qaCronConfigs)
      .set({
        lastTicketId: Math.max(upTo, config.lastTicketId),
        lastRunAt: sql`now()`,
        lastPulled: pulled,
        pulledTotal: sql`${qaCronConfigs.pulledTotal} + ${pulled}`,
      })
      .where(eq(qaCronConfigs.id, id));
    auditChange(tx, { entity: 'qa-cron-run', entityId: id, after: { pulled, upTo } });
    return pulled;
  });
}

/** The job's records: every active filter with its schedule. */
export async function cronRecords(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(qaCronConfigs)
    .where(eq(qaCronConfigs.active, true))
    .orderBy(asc(qaCronConfigs.id));
  return rows.map((r) => ({ id: r.id, cron: r.schedule, label: `Ticket filter: ${r.name}` }));
}
