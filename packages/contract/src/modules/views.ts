// Saved views (docs/ui.md "Saved views"): a list's filters as the URL holds them (its query string),
// kept under a name for the person who saved it, or shared with everyone who can open the screen.
// Beyond the spec (issue "Screens people expect"): any list of any module offers them.
import { z } from 'zod';
import { deletedReply, endpoint, idParams, isoInstant, policy } from '../http.js';
import { definePolicies } from '../policies.js';

export { declaredScopes } from './views.scopes.js';

export const declaredPolicies = definePolicies({
  'views.own': {
    kind: 'record',
    description: 'a saved view is changed or deleted by the person who saved it (or an administrator)',
  },
});

/** How many views one person keeps on one screen. */
export const MAX_VIEWS_PER_SCREEN = 30;

/** A screen's path as the address bar shows it, without its query: `/qc-v2/chats/archive`. */
const screenPath = z
  .string()
  .max(200, 'must be at most 200 characters')
  .regex(/^\/[^?#\s]*$/, 'must be a screen path such as /users');

export const savedView = z.object({
  id: z.number().int(),
  screen: z.string(),
  name: z.string(),
  /** The URL's query string without `?` (`status=open&agent=4`); the page is never kept. */
  query: z.string(),
  shared: z.boolean(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  createdAt: isoInstant,
});
export type SavedView = z.infer<typeof savedView>;

export const listViews = endpoint({
  name: 'views.listViews',
  method: 'GET',
  path: '/views',
  access: 'signedIn',
  summary: "A screen's saved views the caller may use: their own and the shared ones, by name",
  query: z.object({ screen: screenPath }).meta({ examples: [{ screen: '/users' }] }),
  reply: z.array(savedView),
});

export const createViewBody = z.object({
  screen: screenPath,
  name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  query: z
    .string()
    .max(2000, 'must be at most 2,000 characters')
    .refine((q) => !q.startsWith('?') && !/[#\s]/.test(q), 'must be a query string without ? or #'),
  shared: z.boolean().default(false),
});

export const createView = endpoint({
  name: 'views.createView',
  method: 'POST',
  path: '/views',
  access: 'signedIn',
  summary: "Save a list's filters under a name (shared: for everyone who can open the screen)",
  body: createViewBody,
  status: 201,
  reply: savedView,
});

export const deleteView = endpoint({
  name: 'views.deleteView',
  method: 'DELETE',
  path: '/views/{id}',
  access: 'signedIn',
  record: policy('views.own'),
  summary: 'Delete a saved view (its owner, or an administrator)',
  params: idParams,
  reply: deletedReply,
});

export const errorCodes = { VIEWS_TOO_MANY: 409 } as const;
