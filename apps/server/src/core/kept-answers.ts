// Answers kept between requests under a data version (issue 34): a big view that is the same for every
// caller (the event calendar's six weeks, who is away in a month, a team's shifts) is built once per range
// and version and kept; a request reads the version (a row a statement trigger raises in every write's own
// transaction, so every instance sees a change at its commit) and sends the kept answer while it holds.
// docs/performance.md "The six weeks kept per range and data version".
import { eq, getTableName } from 'drizzle-orm';
import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';
import type { Executor } from './db/database.js';
import { preparedOnce } from './db/lists.js';

/**
 * A view's data version: one row (id 1) whose number the view's own migration raises by statement
 * triggers on every table the view shows (migrations 0033, 0035, 0036).
 */
export const dataVersionTable = (name: string) =>
  pgTable(name, {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  });

export type DataVersionTable = ReturnType<typeof dataVersionTable>;

/**
 * Answers kept per owner (a database) and key (a range), each under the data version it was built at; one
 * build per key and version however many ask at once. Emptied when full. The caller reads the version
 * before building, so what is kept under a version is at least as new as it.
 */
export class KeptAnswers<T> {
  private readonly byOwner = new WeakMap<object, Map<string, { version: number; answer: Promise<T> }>>();

  constructor(private readonly max = 64) {}

  get(owner: object, key: string, version: number, build: () => Promise<T>): Promise<T> {
    let kept = this.byOwner.get(owner);
    if (!kept) {
      kept = new Map();
      this.byOwner.set(owner, kept);
    }
    const hit = kept.get(key);
    if (hit && hit.version === version) return hit.answer;
    if (kept.size >= this.max) kept.clear();
    const answer = build();
    const entry = { version, answer };
    kept.set(key, entry);
    // A build that failed is not kept: the next request builds again.
    answer.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return answer;
  }

  /** `key`'s answer under the version `table` holds now (read first), built when it moved (or the row is missing). */
  async latest(db: Executor, table: DataVersionTable, key: string, build: () => Promise<T>): Promise<T> {
    // Every request of the view reads it: built once, a named statement (core/db/kept-statements.ts).
    const [state] = await preparedOnce(
      db,
      `kept-answers.version\u0000${getTableName(table)}`,
      () => db.select({ version: table.version }).from(table).where(eq(table.id, 1)).prepare(''),
      { keepPlan: true },
    ).execute();
    return state ? this.get(db, key, state.version, build) : build();
  }
}
