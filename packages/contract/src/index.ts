// The contract's public entry: every endpoint of every module, collected once.
import type { Endpoint } from './http.js';
import * as administration from './modules/administration.js';
import * as auth from './modules/auth.js';
import * as dns from './modules/dns.js';
import * as employees from './modules/employees.js';
import * as files from './modules/files.js';
import * as ipset from './modules/ipset.js';
import * as system from './modules/system.js';

export * from './http.js';
export * from './rules/dates.js';
export * from './rules/query-filters.js';
export * from './rules/shift-hours.js';
export * from './rules/sort.js';
export * from './rules/ticket-login.js';
export * from './scopes.js';

const modules = { auth, system, ipset, dns, administration, employees, files };

function endpointsOf(mod: Record<string, unknown>): Endpoint[] {
  return Object.values(mod).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'reply' in v,
  );
}

/** Every endpoint of the API, in module order. */
export const endpoints: readonly Endpoint[] = Object.values(modules).flatMap(endpointsOf);

export type { LoginBody, SessionUser } from './modules/auth.js';

export { loginBody, sessionUser } from './modules/auth.js';
export { auth, system };
