// The scope catalogue, collected from the modules' declarations (`export const declaredScopes =
// defineScopes({ … })` in each modules/<m>.ts, or in modules/<m>.scopes.ts re-exported by the module,
// which keeps its endpoints out of the pages that only need scope names; see scopes.ts). Nothing here names a module: adding
// one adds its scopes to the catalogue, to `POST /auth/scopes/sync` and to the `Scope` type.
import { scopeModules } from './scopes.generated.js';
import { collectScopes, type ScopeDeclarations, type ScopeInfo, type ScopePatternOf } from './scopes.js';

type Modules = typeof scopeModules;

/**
 * Every declared scope string (`'dns:zone:read' | 'users:users:read' | …`). Read from the one
 * `declaredScopes` export of each module only: the modules' endpoints require scopes of this type, so
 * looking at their other exports would make the type depend on itself.
 */
export type Scope = {
  [M in keyof Modules]: Modules[M] extends { declaredScopes: ScopeDeclarations<infer S> } ? S : never;
}[keyof Modules];

/** The wildcards code may require: `*`, `dns:*`, `qa:score:*`… (scopes.ts, `ScopePatternOf`). */
export type ScopePattern = ScopePatternOf<Scope>;

/**
 * What `scopes()`, route guards, `useCan()` and menu entries accept: a declared scope or a wildcard
 * over declared ones (spec §5 matches it against the held scopes). A typo does not compile.
 */
export type ScopeRequirement = Scope | ScopePattern;

const catalogue = collectScopes(
  Object.values(scopeModules).flatMap((mod): ScopeDeclarations[] =>
    'declaredScopes' in mod ? [mod.declaredScopes] : [],
  ),
);

/** Every declared scope, sorted: what `POST /auth/scopes/sync` writes and roles may hold. */
export const SCOPE_CATALOGUE = catalogue.scopes as readonly Scope[];

/** Label and description of a declared scope (`undefined` for anything else, e.g. a retired one). */
export function scopeInfo(scope: string): ScopeInfo | undefined {
  return catalogue.info(scope);
}

/** The words for a node of the scope tree: `dns` → "DNS", `dns:zone` → "DNS zones", a scope → its label. */
export function scopeLabel(key: string): string {
  return catalogue.label(key);
}

/**
 * What a scope needs to be usable (its declared `dependsOn`, and theirs: see `ScopeInfo`), nearest
 * first. The role editor adds them with it; the server checks only each endpoint's own scopes.
 */
export function scopeNeeds(scope: string): Scope[] {
  return catalogue.needs(scope) as Scope[];
}
