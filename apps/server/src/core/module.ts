// What a server module is: one object per module folder (`modules/<m>/module.ts`, default export),
// collected by the generated `modules/index.generated.ts`. Core reads the definitions; it never
// names a module.
import type { z } from 'zod';
import type { AuthUser } from './auth/sessions.js';
import type { BusEvent, BusEventType } from './bus.js';
import type { AppContext } from './context.js';
import type { Handler } from './http.js';
import type { PolicyImplementations } from './policy.js';

/** Scheduled work, run on every instance under an advisory lock named after the job (core/jobs.ts). */
export interface Job {
  /** Unique; a module's jobs are named `<module>.<job>`. The lock key is derived from it. */
  name: string;
  /** Milliseconds between runs. */
  every: number;
  run(ctx: AppContext): Promise<void>;
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

export interface ModuleDemo {
  /** Module demos run in ascending order, after the core data. */
  order: number;
  seed(ctx: AppContext, demo: DemoContext): Promise<void>;
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
  for (const job of module.jobs ?? []) {
    if (!job.name.startsWith(`${module.name}.`)) {
      throw new Error(`Job ${job.name} of module ${module.name} must be named ${module.name}.<job>`);
    }
  }
  return module;
}
