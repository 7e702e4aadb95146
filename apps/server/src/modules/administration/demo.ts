// Demo data of the administration module (`npm run demo`): the demo roles hold only known scopes
// (a typo in the demo plan fails the seed), and the scope catalogue is filled for the role editor.
import type { ModuleDemo } from '../../core/module.js';
import { assertKnownScopes, syncScopes } from './services/scopes.js';

export const administrationDemo: ModuleDemo = {
  order: 10,
  roles: { Administrator: ['users:*'] },
  async seed(ctx, { roles }) {
    for (const role of roles) assertKnownScopes(role.scopes, `demo role ${role.name}`);
    await syncScopes(ctx);
  },
};
