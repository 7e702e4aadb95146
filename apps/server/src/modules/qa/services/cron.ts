// The ticket cron (contract qa/cron.ts): filters a QC manager sets up, each run on its own schedule
// by the per-record job `qa.ticketCron`. A run considers the tickets that arrived since its last run
// (by id) and still wait outside the queue, and pulls the ones its filter matches — a sample of them
// when `sampleRate` is below 100, chosen by a hash of the ticket and the filter, so the same tickets
// are chosen however often it runs.
import type { CronConfig, CronConfigBody } from '@backoffice/contract/modules/qa';
import { Cron } from 'croner';
import { type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { describeCron } from '../../../core/schedules.js';
import { and, iso } from './conversations.js';

type Row = {
  id: number;
  name: string;
  active: boolean;
  value: string;
  department: string;
  status: string;
  client_kind: string | null;
  sample_rate: number;
  schedule: string;
  last_ticket_id: number;
  last_run_at: Date | string | null;
  last_pulled: number;
  pulled_total: number;
  created_at: Date | string;
  updated_at: Date | string;
};

const toReply = (r: Row): CronConfig => ({
  id: r.id,
  name: r.name,
  active: r.active,
  value: r.value,
  department: r.department,
  status: r.status,
  clientKind: r.client_kind as CronConfig['clientKind'],
  sampleRate: Number(r.sample_rate),
  schedule: r.schedule,
  scheduleText: describeCron(r.schedule),
  lastRunAt: r.last_run_at ? iso(r.last_run_at) : null,
  lastPulled: Number(r.last_pulled),
  pulledTotal: Number(r.pulled_total),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

async function find(db: Executor, id: number, lock = false): Promise<Row> {
  const { rows } = await db.execute<Row>(
    sql`SELECT * FROM qa_cron_configs WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!rows[0]) throw notFound('Ticket cron filter');
  return rows[0];
}

export async function listCronConfigs(ctx: AppContext): Promise<CronConfig[]> {
  const { rows } = await ctx.db.execute<Row>(sql`SELECT * FROM qa_cron_configs ORDER BY lower(name), id`);
  return rows.map(toReply);
}

export const getCronConfig = async (ctx: AppContext, id: number) => toReply(await find(ctx.db, id));

async function assertValid(db: Executor, body: CronConfigBody, id: number | null) {
  try {
    new Cron(body.schedule, { mode: '5-part', paused: true });
  } catch (error) {
    throw badRequest('body.schedule', `is not a cron expression: ${(error as Error).message}`);
  }
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM qa_cron_configs WHERE lower(name) = lower(${body.name}) ${id === null ? sql`` : sql`AND id <> ${id}`}`,
  );
  if (rows[0]) {
    const message = `A ticket cron filter named "${body.name}" already exists`;
    throw new AppError('QA_NAME_TAKEN', message, [{ field: 'body.name', message }]);
  }
}

/** Other instances read the job's records again (core/schedules.ts `refreshOn`). */
const changed = (ctx: AppContext, configId: number) => ctx.bus.publish({ type: 'qa.cron-changed', configId });

export async function createCronConfig(ctx: AppContext, body: CronConfigBody): Promise<CronConfig> {
  const reply = await ctx.db.transaction(async (tx) => {
    await assertValid(tx, body, null);
    const { rows } = await tx.execute<Row>(
      sql`INSERT INTO qa_cron_configs (name, active, value, department, status, client_kind, sample_rate, schedule)
          VALUES (${body.name}, ${body.active}, ${body.value}, ${body.department}, ${body.status}, ${body.clientKind},
                  ${body.sampleRate}, ${body.schedule})
          RETURNING *`,
    );
    const reply = toReply(rows[0]!);
    auditChange(tx, { entity: 'qa-cron-config', entityId: reply.id, after: body });
    return reply;
  });
  changed(ctx, reply.id);
  return reply;
}

export async function updateCronConfig(ctx: AppContext, id: number, body: CronConfigBody): Promise<CronConfig> {
  const reply = await ctx.db.transaction(async (tx) => {
    const before = await find(tx, id, true);
    await assertValid(tx, body, id);
    const { rows } = await tx.execute<Row>(
      sql`UPDATE qa_cron_configs SET name = ${body.name}, active = ${body.active}, value = ${body.value},
             department = ${body.department}, status = ${body.status}, client_kind = ${body.clientKind},
             sample_rate = ${body.sampleRate}, schedule = ${body.schedule}, updated_at = now()
           WHERE id = ${id} RETURNING *`,
    );
    auditChange(tx, { entity: 'qa-cron-config', entityId: id, before: toReply(before), after: body });
    return toReply(rows[0]!);
  });
  changed(ctx, reply.id);
  return reply;
}

export async function deleteCronConfig(ctx: AppContext, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await find(tx, id, true);
    await tx.execute(sql`DELETE FROM qa_cron_configs WHERE id = ${id}`);
    auditChange(tx, { entity: 'qa-cron-config', entityId: id, before: toReply(before) });
  });
  changed(ctx, id);
  return { id };
}

/** The filter's conditions on the ticket `c`. */
function matches(config: Row): SQL[] {
  const where: SQL[] = [];
  if (config.department) where.push(sql`c.department = ${config.department}`);
  if (config.status) where.push(sql`c.status = ${config.status}`);
  if (config.client_kind) where.push(sql`c.client_kind = ${config.client_kind}`);
  if (config.value) where.push(sql`c.search @@ websearch_to_tsquery('english', ${config.value})`);
  if (config.sample_rate < 100) {
    where.push(sql`mod(abs(hashtext(c.id || ':' || ${config.id})), 100) < ${config.sample_rate}`);
  }
  return where;
}

/** One run of a filter: pulls the matching new tickets into the queue; how many it pulled. */
export async function runCronConfig(ctx: AppContext, id: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const config = await find(tx, id, true);
    if (!config.active) return 0;
    const { rows: top } = await tx.execute<{ max: number | null }>(sql`SELECT max(id) AS max FROM qa_tickets`);
    const upTo = Number(top[0]?.max ?? 0);
    const { rows } = await tx.execute<{ id: number }>(
      sql`UPDATE qa_tickets c SET queue_state = 'waiting'
           WHERE c.queue_state = 'out' AND c.id > ${config.last_ticket_id} AND c.id <= ${upTo} AND ${and(matches(config))}
       RETURNING c.id`,
    );
    const pulled = rows.length;
    await tx.execute(
      sql`UPDATE qa_cron_configs SET last_ticket_id = ${Math.max(upTo, config.last_ticket_id)}, last_run_at = now(),
             last_pulled = ${pulled}, pulled_total = pulled_total + ${pulled} WHERE id = ${id}`,
    );
    auditChange(tx, { entity: 'qa-cron-run', entityId: id, after: { pulled, upTo } });
    return pulled;
  });
}

/** The job's records: every active filter with its schedule. */
export async function cronRecords(ctx: AppContext) {
  const { rows } = await ctx.db.execute<Row>(sql`SELECT * FROM qa_cron_configs WHERE active ORDER BY id`);
  return rows.map((r) => ({ id: r.id, cron: r.schedule, label: `Ticket filter: ${r.name}` }));
}
