// Dev Scrum: developer audits and components (spec §2 "/scrums", §7 "Bug tracker, files, scrum").
// Not built yet: so far its scopes, which its endpoints will require.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({
  groups: { scrums: 'Dev Scrum', 'scrums:audits': 'Dev audits', 'scrums:components': 'Components' },
  scopes: {
    'scrums:audits:read': { label: 'Read dev audits', description: "See developers' scrum audits." },
    'scrums:components:read': { label: 'Read components', description: 'See the components audits refer to.' },
  },
});
