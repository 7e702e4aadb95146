// What the auth module keeps of its own: the devices and addresses each person has signed in from,
// so that only a sign-in from a new one is told (hashes, not the user agent or address themselves).
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, users } from '../../core/db/schema.js';

export const knownSignIns = pgTable(
  'auth_known_sign_ins',
  {
    userId: cascadeRef('user_id', () => users.id),
    /** `device` (the user agent) or `address` (the client's IP address). */
    kind: text('kind').notNull(),
    /** SHA-256 of the user agent or the address. */
    value: text('value').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.value] })],
);
