// Module services: what one module offers the others on the server, by name (`<module>.<service>`).
// The providing module declares a service by declaration merging, in its own folder, and provides it:
//   declare module '../../core/services.js' { interface ModuleServices { 'events.daysOff': DaysOff } }
//   defineServerModule({ name: 'events', provides: { 'events.daysOff': daysOff }, … })
// A module that uses one calls `ctx.services['events.daysOff']?.(ctx, …)`: it is undefined when the
// providing module is not installed, and the caller must still work (no holiday is then a day off).
// Inside a transaction, pass the context with the transaction as its `db` (`{ ...ctx, db: tx }`), so
// the service reads what the transaction sees (and the embedded database's one connection is not
// asked twice). Modules never import each other; this, the bus and the contract are how they meet.
import type { AppContext } from './context.js';

// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration merging.
export interface ModuleServices {}

/** A service takes the app's context first, then its own arguments. */
export type ModuleService = (ctx: AppContext, ...args: never[]) => unknown;

export type ProvidedServices = Partial<ModuleServices>;
