// The record policies, collected from the modules' declarations (`export const declaredPolicies =
// definePolicies({ … })` in each modules/<m>.ts; see policies.ts). Nothing here names a module.
import { contractModules } from './modules.generated.js';
import type { PolicyDeclaration, PolicyDeclarations, PolicyKind } from './policies.js';

type Modules = typeof contractModules;

/** Each module's declarations, read from its one `declaredPolicies` export (as `Scope` reads `declaredScopes`). */
type Declared = {
  [M in keyof Modules]: Modules[M] extends { declaredPolicies: infer D extends PolicyDeclarations } ? D : never;
}[keyof Modules];

type NamesOf<D, K extends PolicyKind> = D extends PolicyDeclarations
  ? { [N in keyof D]: D[N] extends { kind: K } ? N : never }[keyof D] & string
  : never;

/** Every declared policy of a kind: `PolicyNameOf<'owner'>` → `'employees.profile' | …`. */
export type PolicyNameOf<K extends PolicyKind> = NamesOf<Declared, K>;

/** Every declared policy (`'dns.zone' | 'employees.profile' | …`): a typo does not compile. */
export type PolicyName = PolicyNameOf<PolicyKind>;

const catalogue = new Map<string, PolicyDeclaration>();
for (const [module, exports] of Object.entries(contractModules)) {
  if (!('declaredPolicies' in exports)) continue;
  for (const [name, declaration] of Object.entries<PolicyDeclaration>(exports.declaredPolicies)) {
    if (!name.startsWith(`${module}.`))
      throw new Error(`Policy ${name} of module ${module} must be named ${module}.<rule>`);
    if (catalogue.has(name)) throw new Error(`Policy ${name} is declared twice`);
    catalogue.set(name, declaration);
  }
}

/** Every declared policy name, sorted. */
export const POLICY_NAMES = [...catalogue.keys()].sort() as readonly PolicyName[];

/** A declared policy's kind and words (`undefined` for a name no module declares). */
export function policyInfo(name: string): PolicyDeclaration | undefined {
  return catalogue.get(name);
}
