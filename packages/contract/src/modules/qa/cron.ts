// The ticket cron (spec §7 "Tickets" cron-config, §2 ticket-cron-config screens, scope qa:manager):
// tickets the ticket system sends wait outside the queue; each active filter pulls the ones it
// matches into the queue when the job `qa.ticketCron` runs. The spec's one named field, `value`,
// is the filter's keyword (searched in the subject and the thread).
import { z } from 'zod';
import { deletedReply, endpoint, idParams, isoInstant, scopes, timestamps } from '../../http.js';
import { CLIENT_KINDS } from './kinds.js';

const filterText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('');

export const cronConfigBody = z
  .object({
    name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
    active: z.boolean().default(true),
    /** Words the ticket's subject or thread must hold ('' — any ticket). */
    value: filterText(200),
    department: filterText(200),
    status: filterText(50),
    clientKind: z
      .enum(CLIENT_KINDS, { message: `must be one of ${CLIENT_KINDS.join(', ')}` })
      .nullable()
      .default(null),
    /** The share of matching tickets pulled, 1–100 % (the same tickets on every run). */
    sampleRate: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 to 100')
      .max(100, 'must be 1 to 100')
      .default(100),
    /** When it runs: a cron expression of five fields in the company's time zone. */
    schedule: z
      .string()
      .trim()
      .regex(/^\S+( \S+){4}$/, 'must be a cron expression of five fields, such as */30 * * * *')
      .default('*/30 * * * *'),
  })
  .meta({ examples: [{ name: 'SSL tickets', value: 'certificate', sampleRate: 20 }] });
export type CronConfigBody = z.output<typeof cronConfigBody>;

export const cronConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  value: z.string(),
  department: z.string(),
  status: z.string(),
  clientKind: z.enum(CLIENT_KINDS).nullable(),
  sampleRate: z.number().int(),
  schedule: z.string(),
  /** The schedule in words ("Every 30 minutes"). */
  scheduleText: z.string(),
  lastRunAt: isoInstant.nullable(),
  /** Tickets pulled in by the last run, and by every run. */
  lastPulled: z.number().int(),
  pulledTotal: z.number().int(),
  ...timestamps,
});
export type CronConfig = z.infer<typeof cronConfig>;

export const listCronConfigs = endpoint({
  name: 'qa.listCronConfigs',
  method: 'GET',
  path: '/ticket-controller-v2/cron-config',
  access: scopes('qa:manager'),
  summary: 'The ticket cron filters, by name',
  reply: z.array(cronConfig),
});

export const createCronConfig = endpoint({
  name: 'qa.createCronConfig',
  method: 'POST',
  path: '/ticket-controller-v2/cron-config',
  access: scopes('qa:manager'),
  summary: 'Add a ticket cron filter',
  body: cronConfigBody,
  status: 201,
  reply: cronConfig,
});

export const getCronConfig = endpoint({
  name: 'qa.getCronConfig',
  method: 'GET',
  path: '/ticket-controller-v2/cron-config/{id}',
  access: scopes('qa:manager'),
  record: 'any',
  summary: 'One ticket cron filter',
  params: idParams,
  reply: cronConfig,
});

export const updateCronConfig = endpoint({
  name: 'qa.updateCronConfig',
  method: 'PATCH',
  path: '/ticket-controller-v2/cron-config/{id}',
  access: scopes('qa:manager'),
  record: 'any',
  summary: 'Change a ticket cron filter (it applies from its next run)',
  params: idParams,
  body: cronConfigBody,
  reply: cronConfig,
});

export const deleteCronConfig = endpoint({
  name: 'qa.deleteCronConfig',
  method: 'DELETE',
  path: '/ticket-controller-v2/cron-config/{id}',
  access: scopes('qa:manager'),
  record: 'any',
  summary: 'Delete a ticket cron filter (tickets it pulled stay in the queue)',
  params: idParams,
  reply: deletedReply,
});
