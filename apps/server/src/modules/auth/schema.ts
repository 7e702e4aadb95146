// What the auth module keeps of its own: the devices and addresses each person has signed in from,
// so that only a sign-in from a new one is told (hashes, not the user agent or address themselves).
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../core/db/schema.js';

export const knownSignIns = pgTable(
  'auth_known_sign_ins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `device` (the user agent) or `address` (the client's IP address). */
    kind: text('kind').notNull(),
    /** SHA-256 of the user agent or the address. */
    value: text('value').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.value] })],
);
