// Module services: what one module offers the others on the server, by name (`<module>.<service>`).
// The providing module declares a service by declaration merging, in its own folder, and provides it:
//   declare module '../../core/services.js' { interface ModuleServices { 'events.daysOff': DaysOff } }
//   defineServerModule({ name: 'events', provides: { 'events.daysOff': daysOff }, … })
// A module that calls one says so in its definition, `uses: ['events.daysOff?']`, and calls
// `ctx.services['events.daysOff']?.(ctx, …)`. A use is required (`'events.daysOff'`: the server does
// not start without a module providing it) or optional (`'events.daysOff?'`: it is undefined when the
// providing module is not installed, and the caller still works: no holiday is then a day off).
// `checkModuleServices` checks the installed set at start; services.test.ts checks that every call in
// a module's code is declared, and writes the graph of uses into docs/architecture.md.
// Inside a transaction, pass the context with the transaction as its `db` (`{ ...ctx, db: tx }`), so
// the service reads what the transaction sees (and the embedded database's one connection is not
// asked twice). Modules never import each other; this, the bus and the contract are how they meet.
import type { AppContext } from './context.js';

// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration merging.
export interface ModuleServices {}

/** A service takes the app's context first, then its own arguments. */
export type ModuleService = (ctx: AppContext, ...args: never[]) => unknown;

export type ProvidedServices = Partial<ModuleServices>;

export type ServiceName = keyof ModuleServices & string;

/** A service a module calls: `'dns.zoneOf'` (required: no start without it) or `'dns.zoneOf?'` (optional). */
export type ServiceUse = ServiceName | `${ServiceName}?`;

const SERVICE_NAME = /^[a-z][a-z0-9-]*\.[a-zA-Z][a-zA-Z0-9]*$/;

/** `'dns.zoneOf?'` → the service, whether it is optional, and the module that provides it. */
export function parseUse(use: string): { service: string; optional: boolean; provider: string } {
  const optional = use.endsWith('?');
  const service = optional ? use.slice(0, -1) : use;
  return { service, optional, provider: service.slice(0, service.indexOf('.')) };
}

/** Why a module's `uses` is wrong on its own (a bad name, its own service, a name twice), or null. */
export function usesDeclarationError(module: string, uses: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const use of uses) {
    const { service, provider } = parseUse(use);
    if (!SERVICE_NAME.test(service)) return `Module ${module} uses "${use}": a service is named <module>.<service>`;
    if (provider === module) return `Module ${module} uses its own service ${service}: call its code directly`;
    if (seen.has(service)) return `Module ${module} uses ${service} twice`;
    seen.add(service);
  }
  return null;
}

interface ServiceModule {
  name: string;
  provides?: ProvidedServices;
  uses?: readonly string[];
}

/**
 * The services of the installed modules, checked: no service is provided twice, every required use
 * has its provider, and an optional use whose module is installed names a service that module
 * provides (a wrong name would otherwise read as "not installed" for ever). Throws, naming the
 * service and the module that uses it, so the start stops.
 */
export function checkModuleServices(modules: readonly ServiceModule[]): ProvidedServices {
  const providers = new Map<string, string>();
  for (const m of modules) {
    for (const service of Object.keys(m.provides ?? {})) {
      const other = providers.get(service);
      if (other) throw new Error(`The service ${service} is provided by both ${other} and ${m.name}`);
      providers.set(service, m.name);
    }
  }
  const installed = new Set(modules.map((m) => m.name));
  for (const m of modules) {
    for (const use of m.uses ?? []) {
      const { service, optional, provider } = parseUse(use);
      if (providers.has(service)) continue;
      if (!optional) {
        throw new Error(
          `Module ${m.name} uses the service ${service}, which no installed module provides` +
            (installed.has(provider)
              ? ` (module ${provider} is installed but provides no ${service})`
              : ` (install module ${provider}, or declare the use optional: '${service}?')`),
        );
      }
      if (installed.has(provider)) {
        throw new Error(
          `Module ${m.name} uses the service ${service}, which module ${provider} does not provide (it provides: ${
            [...providers]
              .filter(([, p]) => p === provider)
              .map(([s]) => s)
              .join(', ') || 'nothing'
          })`,
        );
      }
    }
  }
  return Object.assign({}, ...modules.map((m) => m.provides ?? {}));
}
