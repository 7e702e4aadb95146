// The views module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts). Saved views need none: any
// signed-in person keeps their own, and a shared one is used on screens its reader may open anyway.
import { defineScopes } from '../scopes.js';

export const declaredScopes = defineScopes({ groups: {}, scopes: {} });
