// Record access (docs/architecture.md "Record access"): beyond the scopes its guard checks, an
// endpoint that names a record says which records its caller may reach. A module declares its rules
// here, by name, with the words the API description shows:
//
//   export const declaredPolicies = definePolicies({
//     'dns.zone': { kind: 'record', description: 'the zone must be visible to the caller (…)' },
//   });
//
// and an endpoint names the one it follows (`record: policy('dns.zone')`, `record: owner(…)`, see
// http.ts). The rules' functions are the server's (`modules/<m>/policy.ts`), which applies them before
// the handler runs. One export of that name per module, like `declaredScopes`; policy-catalogue.ts
// collects them into the `PolicyName` type, so a misspelt policy does not compile.

/**
 * - `record`: the module finds the record the request names, if the caller may see it; a record
 *   the caller may not see answers 404, exactly like one that does not exist.
 * - `owner`: the record belongs to a user. Its owner reaches it, and so does a holder of the scope
 *   the endpoint names (and, when the endpoint says so, users of the owner's department); anyone
 *   else gets 404.
 * - `request`: no record yet (a creation) or a list: the module judges the request and refuses it
 *   with a 403 that says why.
 */
export type PolicyKind = 'record' | 'owner' | 'request';

export interface PolicyDeclaration {
  readonly kind: PolicyKind;
  /**
   * How the rule reads in the API description. `record` and `request`: what the caller needs ("the
   * zone must be visible to the caller (…)"); `owner`: the record ("the profile of the user {id}").
   */
  readonly description: string;
}

export type PolicyDeclarations = Readonly<Record<string, PolicyDeclaration>>;

/** A module's policies, named `<module>.<rule>` (policies.test.ts checks the prefix). */
export function definePolicies<const D extends PolicyDeclarations>(declarations: D): D {
  return declarations;
}
