// The people directory (docs/employees.md "People"): colleagues by name for pickers open to everyone
// signed in — id, name and username only, never an address, a role or a department.
import type { Person } from '@backoffice/contract/modules/employees';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, type PageParams, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { notFound } from '../../../core/errors.js';

const columns = { id: users.id, name: users.name, username: users.username };

/** A page of people by name; `search` a part of the name or the username (users' trigram indexes). */
export function listPeople(ctx: AppContext, q: PageParams & { search?: string | undefined }) {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.username, pattern)) : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(users).where(where),
    order: { fallback: [asc(users.name)], tiebreak: users.id },
    shape: (rows): Person[] => rows,
  });
}

export async function personById(db: Executor, id: number): Promise<Person> {
  const [person] = await db.select(columns).from(users).where(eq(users.id, id));
  if (!person) throw notFound('Person');
  return person;
}
