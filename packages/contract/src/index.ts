// The contract's public entry: every endpoint and error code of every module, collected once from
// the generated module list (modules.generated.ts, written by `npm run generate` from the files in
// modules/), so adding a module edits nothing here.
import { coreErrorCodes, type Endpoint } from './http.js';
import { contractModules } from './modules.generated.js';

export * from './files.js';
export * from './http.js';
export * from './policies.js';
export * from './policy-catalogue.js';
export * from './rules/dates.js';
export * from './rules/query-filters.js';
export * from './rules/shift-hours.js';
export * from './rules/sort.js';
export * from './rules/ticket-login.js';
export * from './scope-catalogue.js';
export * from './scopes.js';
export * from './session.js';

function endpointsOf(mod: Record<string, unknown>): Endpoint[] {
  return Object.values(mod).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'reply' in v,
  );
}

/** Every endpoint of the API, in module order. */
export const endpoints: readonly Endpoint[] = Object.values(contractModules).flatMap(endpointsOf);

type Modules = typeof contractModules;
/** The codes modules declare (`export const errorCodes = { … } as const` in their contract file). */
type ModuleErrorCode = {
  [M in keyof Modules]: Modules[M] extends { errorCodes: infer C } ? keyof C & string : never;
}[keyof Modules];

export type ErrorCode = keyof typeof coreErrorCodes | ModuleErrorCode;

/** Core's codes and every module's, with their status; a module's codes start with its name (`DNS_…`). */
export const errorCodes: Readonly<Record<ErrorCode, number>> = (() => {
  const all: Record<string, number> = { ...coreErrorCodes };
  for (const [name, mod] of Object.entries(contractModules)) {
    if (!('errorCodes' in mod)) continue;
    const prefix = `${name.replaceAll('-', '_').toUpperCase()}_`;
    for (const [code, status] of Object.entries(mod.errorCodes)) {
      if (!code.startsWith(prefix)) throw new Error(`Error code ${code} of module ${name} must start with ${prefix}`);
      if (code in all) throw new Error(`Error code ${code} is declared twice`);
      all[code] = status;
    }
  }
  return all as Record<ErrorCode, number>;
})();
