// What a server module is: one object per module folder (`modules/<m>/module.ts`, default export),
// collected by the generated `modules/index.generated.ts`. Core reads the definitions; it never
// names a module.
import { Cron } from 'croner';
import type { z } from 'zod';
import { declarePersonalFields, type PersonalFields } from './audit-values.js';
import type { AuthUser } from './auth/sessions.js';
import type { BusEvent, BusEventType } from './bus.js';
import type { AppContext } from './context.js';
import type { Handler } from './http.js';
import type { PolicyImplementations } from './policy.js';
import { declarePreferences, type Preferences } from './preferences.js';
import { type RecordReference, referenceDeclarationError } from './references.js';
import { type ProvidedServices, type ServiceUse, usesDeclarationError } from './services.js';

/** What a run of a job is told (core/schedules.ts). */
export interface JobRun {
  /** The slot it runs for: the cron time, a retry's time, or the moment "Run now" was pressed. */
  scheduledFor: Date;
  trigger: 'schedule' | 'manual' | 'retry';
  /** 1, then 2, 3… for the retries after a failure. */
  attempt: number;
  /** Aborted when the run passes its `timeout` or the app closes: stop at the next good place. */
  signal: AbortSignal;
}

interface JobCommon {
  /** Unique; a module's jobs are named `<module>.<job>`. Runs are recorded under it (`job_runs.job`). */
  name: string;
  /** What it does, in a sentence (the "Scheduled jobs" screen shows it). */
  description: string;
  /** Waits before each retry of a failed run, in ms; default 1, 5 and 25 minutes; `[]`: never retried. */
  retryDelays?: readonly number[];
  /** A run still going after this many ms is taken as dead (failed, retried); default one hour. */
  timeout?: number;
}

/** A job on one cron schedule: `0 3 * * *` runs at 03:00 in the company time zone (`TZ`). */
export interface CronJob extends JobCommon {
  cron: string;
  records?: never;
  run(ctx: AppContext, run: JobRun): Promise<void>;
}

/** One record of a per-record job, with the schedule it keeps itself (a ticket cron config row). */
export interface ScheduledRecord {
  id: string | number;
  cron: string;
  /** How the screen names it ("Ticket filter: waiting on customer"). */
  label: string;
}

/**
 * A job run per record, each on the record's own cron schedule: its runs are recorded as
 * `<module>.<job>:<id>`. The records are read again every minute and after each bus event in
 * `refreshOn`, so a changed schedule takes effect without a restart.
 */
export interface RecordJob<R extends ScheduledRecord = ScheduledRecord> extends JobCommon {
  cron?: never;
  records(ctx: AppContext): Promise<readonly R[]>;
  refreshOn?: readonly BusEventType[];
  run(ctx: AppContext, run: JobRun & { record: R }): Promise<void>;
}

/** Scheduled work, declared by core (`core/schedules.ts`) or a module (`defineServerModule({ jobs })`). */
export type Job = CronJob | RecordJob;

/** Why a job declaration is wrong, or null: checked when a module is defined and when schedules start. */
export function jobDeclarationError(job: Job): string | null {
  if (!job.name || /[:\s]/.test(job.name)) return `A job needs a name without spaces or colons (got "${job.name}")`;
  if (!job.description) return `Job ${job.name} needs a description`;
  const { cron } = job as { cron?: unknown };
  if (job.records) {
    if (cron !== undefined) return `Job ${job.name}: a per-record job takes its cron expressions from its records`;
  } else {
    const invalid = cronError(job.cron ?? '');
    if (invalid) return `Job ${job.name}: ${invalid}`;
  }
  for (const delay of job.retryDelays ?? []) {
    if (!(Number.isInteger(delay) && delay > 0)) return `Job ${job.name}: a retry delay is a positive number of ms`;
  }
  if (job.timeout !== undefined && !(Number.isInteger(job.timeout) && job.timeout > 0)) {
    return `Job ${job.name}: timeout is a positive number of ms`;
  }
  return null;
}

/** Why a cron expression is refused (five fields, minute precision), or null. */
export function cronError(expression: string): string | null {
  try {
    new Cron(expression, { mode: '5-part', paused: true });
    return null;
  } catch (error) {
    return `invalid cron expression "${expression}": ${(error as Error).message.replace(/^CronPattern: /, '')}`;
  }
}

/**
 * A module's settings from the environment: a zod schema over the variables it reads (each key is
 * the variable's name, so a bad value is reported by name), validated at start with the core ones.
 */
export interface ModuleSettings<S extends z.ZodType = z.ZodType> {
  module: string;
  schema: S;
  /** The settings as validated at start (`ctx.config.modules[module]`). */
  of(ctx: { config: { modules: Readonly<Record<string, unknown>> } }): z.output<S>;
}

export function moduleSettings<S extends z.ZodType>(module: string, schema: S): ModuleSettings<S> {
  return {
    module,
    schema,
    of(ctx) {
      if (!(module in ctx.config.modules)) {
        throw new Error(`The settings of module ${module} were not loaded (loadConfig was not given the modules)`);
      }
      return ctx.config.modules[module] as z.output<S>;
    },
  };
}

/** What the demo seed (src/demo.ts) hands each module after it made the departments, roles and people. */
export interface DemoContext {
  /** A signed-in demo administrator (the session is revoked when seeding ends). */
  actor: AuthUser;
  /** Department name → id. */
  departments: ReadonlyMap<string, number>;
  roles: readonly { id: number; name: string; scopes: readonly string[] }[];
  /** The demo people in the order they were made (`index` 0…). */
  people: readonly { id: number; index: number; username: string; role: string }[];
}

/** The demo's roles (src/demo.ts makes them); each module says what its part of each role holds. */
export type DemoRole = 'Support agent' | 'Shift leader' | 'Reviewer' | 'QA manager' | 'Developer' | 'Administrator';

export interface ModuleDemo {
  /** The module's scopes each demo role holds (with what those scopes need: their `dependsOn`). */
  roles?: Partial<Record<DemoRole | 'everyone', readonly string[]>>;
  /** Module demos run in ascending order, after the core data. */
  order?: number;
  seed?(ctx: AppContext, demo: DemoContext): Promise<void>;
}

/** Listeners for bus events (core's or a module's own, see `BusEvents`), on every instance. */
export type BusListeners = { [K in BusEventType]?: (event: BusEvent<K>, ctx: AppContext) => void };

export interface ServerModule {
  /** The module folder's name (kebab-case), the same on every side. */
  name: string;
  /** One handler per contract endpoint of the module (`routes.ts`). */
  handlers: readonly Handler[];
  /** The record policies its contract declares (`policy.ts`), applied before its handlers run (core/policy.ts). */
  policies?: PolicyImplementations;
  jobs?: readonly Job[];
  config?: ModuleSettings;
  demo?: ModuleDemo;
  events?: BusListeners;
  /** What it offers other modules (core/services.ts), each named `<module>.<service>`. */
  provides?: ProvidedServices;
  /**
   * The services of other modules it calls (`ctx.services['dns.zoneOf']`): `'dns.zoneOf'` when it
   * cannot work without it (the server does not start unless a module provides it), `'dns.zoneOf?'`
   * when it works without (the call is then undefined). Every call is declared (core/services.test.ts).
   */
  uses?: readonly ServiceUse[];
  /**
   * Its columns that name another module's records, and what the deletion of such a record does to
   * them, in the deleting transaction (core/references.ts): `detach` or `refuse`.
   */
  references?: readonly RecordReference[];
  /**
   * The personal fields of its audited records, by audit entity (core/audit.ts `PersonalFields`):
   * free text about a person and the ids of their documents. Audit rows keep that such a field was
   * set or changed (`"[personal]"`, `"[personal: changed]"`), never its value.
   */
  personalFields?: PersonalFields;
  /**
   * A person's preferences that belong to this module, by name, with their schema and default
   * (core/preferences.ts): kept in core's `user_preferences`, read with `preferenceOf`.
   */
  preferences?: Preferences;
  /**
   * Releases what the module opened for the app (a connection pool to another system): called once
   * when the app closes, after the schedules stopped. A failure is logged, never stops the close.
   */
  onClose?(ctx: AppContext): Promise<void>;
}

/** The one definition of a server module; `modules/index.ts` checks the set of them at start. */
export function defineServerModule(module: ServerModule): ServerModule {
  if (module.config && module.config.module !== module.name) {
    throw new Error(`Module ${module.name} declares the settings of ${module.config.module}`);
  }
  for (const policy of Object.keys(module.policies ?? {})) {
    if (!policy.startsWith(`${module.name}.`)) {
      throw new Error(`Policy ${policy} of module ${module.name} must be named ${module.name}.<rule>`);
    }
  }
  for (const service of Object.keys(module.provides ?? {})) {
    if (!service.startsWith(`${module.name}.`)) {
      throw new Error(`Service ${service} of module ${module.name} must be named ${module.name}.<service>`);
    }
  }
  const wrongUse = usesDeclarationError(module.name, module.uses ?? []);
  if (wrongUse) throw new Error(wrongUse);
  const wrongReference = referenceDeclarationError(module.name, module.references ?? []);
  if (wrongReference) throw new Error(wrongReference);
  for (const job of module.jobs ?? []) {
    if (!job.name.startsWith(`${module.name}.`)) {
      throw new Error(`Job ${job.name} of module ${module.name} must be named ${module.name}.<job>`);
    }
    const invalid = jobDeclarationError(job);
    if (invalid) throw new Error(invalid);
  }
  declarePersonalFields(module.name, module.personalFields ?? {});
  declarePreferences(module.name, module.preferences ?? {});
  return module;
}
