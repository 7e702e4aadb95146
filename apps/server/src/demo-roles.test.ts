// The demo's roles (issue 25): each can use what it is given — it holds what its scopes need
// (their modules' `dependsOn`) — and the role that keeps the servers may edit them, which the spec
// ties to users:departments:update.
import { endpoints, hasScopes, SCOPE_CATALOGUE, scopeMatches, scopeNeeds } from '@backoffice/contract';
import * as hosting from '@backoffice/contract/modules/hosting';
import { describe, expect, it } from 'vitest';
import { demoRoles } from './demo.js';

const roles = demoRoles();
const grants = (held: readonly string[], scope: string) => held.some((h) => scopeMatches(scope, h));

describe('demo roles', () => {
  it('hold what each of their scopes needs', () => {
    const lacking = roles.flatMap((role) =>
      SCOPE_CATALOGUE.filter((scope) => grants(role.scopes, scope)).flatMap((scope) =>
        scopeNeeds(scope)
          .filter((need) => !grants(role.scopes, need))
          .map((need) => `${role.name}: ${scope} needs ${need}`),
      ),
    );
    expect(lacking).toEqual([]);
  });

  it('are what the modules declare: every role holds scopes, and each scope is one the catalogue knows', () => {
    for (const role of roles) expect(role.scopes.length, role.name).toBeGreaterThan(0);
    const unknown = roles.flatMap((r) => r.scopes.filter((s) => !SCOPE_CATALOGUE.some((c) => scopeMatches(c, s))));
    expect(unknown).toEqual([]);
    // Everyone's part (each module's `everyone`) reaches every role.
    for (const role of roles) expect(role.scopes).toContain('calendar:shifts:read');
  });

  it('let the infrastructure role (Developer) call every hosting endpoint, editing a server included', () => {
    const developer = roles.find((r) => r.name === 'Developer')!;
    expect(hasScopes(developer.scopes, (hosting.updateServer.access as { scopes: string[] }).scopes)).toBe(true);
    const refused = endpoints
      .filter((e) => e.name.startsWith('hosting.') && typeof e.access === 'object')
      .filter((e) => typeof e.access === 'object' && !hasScopes(developer.scopes, e.access.scopes))
      .map((e) => e.name);
    expect(refused).toEqual([]);
  });
});
