// Saved views (docs/ui.md "Saved views"): a list's URL filters under a name, one person's or shared.
import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, users } from '../../core/db/schema.js';

export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: cascadeRef('owner_id', () => users.id),
    /** The screen's path (`/qc-v2/chats/archive`), without its query. */
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    /** The URL's query string without `?`. */
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('saved_views_screen_idx').on(t.screen, t.ownerId)],
);
