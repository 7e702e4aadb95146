import { z } from 'zod';
import { endpoint, isoInstant, listOf, pageQuery, scopes } from '../http.js';

export { declaredScopes } from './jobs.scopes.js';

export const errorCodes = { JOBS_RUN_IN_PROGRESS: 409 } as const;

export const JOB_TRIGGERS = ['schedule', 'manual', 'retry'] as const;
export const JOB_OUTCOMES = ['running', 'succeeded', 'failed'] as const;

export const jobRun = z.object({
  id: z.number().int(),
  /** The schedule's name: `<module>.<job>`, or `<module>.<job>:<record id>`. */
  job: z.string(),
  /** The cron slot it ran for, a retry's time, or when "Run now" was pressed. */
  scheduledFor: isoInstant,
  trigger: z.enum(JOB_TRIGGERS),
  attempt: z.number().int(),
  startedAt: isoInstant,
  finishedAt: isoInstant.nullable(),
  outcome: z.enum(JOB_OUTCOMES),
  error: z.string().nullable(),
  /** Who pressed "Run now" (manual runs). */
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

export const scheduledJob = z.object({
  /** What its runs are recorded as, and how "Run now" names it. */
  name: z.string(),
  /** The declared job (the same as `name` unless it runs per record). */
  job: z.string(),
  /** The job's description, or the record's label for a per-record schedule. */
  label: z.string(),
  cron: z.string(),
  /** The cron expression in words ("At 03:00, Monday through Friday"), in the company time zone. */
  schedule: z.string(),
  nextRunAt: isoInstant.nullable(),
  /** The newest run (going on, or the last one). */
  lastRun: jobRun.nullable(),
  /** When the failed last run is tried again, if it is. */
  retryAt: isoInstant.nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJob>;

const jobParams = z.object({ name: z.string().min(1).max(200) });

export const listJobs = endpoint({
  name: 'jobs.listJobs',
  method: 'GET',
  path: '/jobs',
  access: scopes('jobs:schedule:read'),
  summary: 'Every scheduled job with its schedule, last run and next run',
  reply: z.object({
    items: z.array(scheduledJob),
    /** The company time zone (TZ) the cron expressions are read in. */
    timeZone: z.string(),
  }),
});

export const jobRuns = endpoint({
  name: 'jobs.jobRuns',
  method: 'GET',
  path: '/jobs/{name}/runs',
  access: scopes('jobs:schedule:read'),
  // Any job: the schedules are the installation's, and GET /jobs lists every one to the same scope.
  record: 'any',
  summary: 'The recent runs of one scheduled job, newest first',
  params: jobParams,
  query: pageQuery,
  reply: listOf(jobRun),
});

export const runJob = endpoint({
  name: 'jobs.runJob',
  method: 'POST',
  path: '/jobs/{name}/run',
  access: scopes('jobs:schedule:run'),
  // Any job: the schedules are the installation's; a run does what the schedule would (as the system).
  record: 'any',
  summary: 'Run a scheduled job now; 409 while a run of it is going on',
  params: jobParams,
  reply: jobRun,
  status: 202,
});
