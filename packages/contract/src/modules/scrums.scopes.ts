// The scrums module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { scrums: 'Dev Scrum', 'scrums:audits': 'Dev audits', 'scrums:components': 'Components' },
  scopes: {
    'scrums:audits:read': { label: 'Read dev audits', description: "See developers' scrum audits." },
    'scrums:components:read': { label: 'Read components', description: 'See the components audits refer to.' },
  },
});
