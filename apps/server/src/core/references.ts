// Record references: a column of one module that names a record of another (SSL's certificates name
// the hosting website they were made for). Modules never import each other, so there is no foreign
// key between their tables; instead the referring module declares the column, as files' uses declare
// the columns that hold their files (core/files/uses.ts):
//   defineServerModule({ name: 'ssl', references: [{ to: 'hosting.website', column: sslCertificates.websiteId,
//     onDelete: 'detach', holders: 'SSL certificates', label: sslCertificates.domain }] })
// and the module that deletes such a record calls `releaseReferences(ctx, tx, 'hosting.website', id)`
// INSIDE its deleting transaction, before it commits: every installed module's reference acts in that
// same transaction, so the deletion and what it does to the references commit together or not at all,
// once, on the instance that deletes (no bus listener running after the commit on every instance).
//   - `detach`: the column is set to null (the certificate stays, naming no website);
//   - `refuse`: the deletion stops with a 409 naming what still holds the record.
// The owner of a record kind declares it by declaration merging, in its own folder:
//   declare module '../../core/references.js' { interface ReferencedRecords { 'hosting.website': number } }
import { count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from './context.js';
import type { Tx } from './db/database.js';
import { conflict } from './errors.js';

// biome-ignore lint/suspicious/noEmptyInterface: filled by each owning module's declaration merging.
export interface ReferencedRecords {}

/** `<module>.<record>`: a kind of record other modules may refer to, with the type of its key. */
export type RecordKind = keyof ReferencedRecords & string;

export interface RecordReference<K extends RecordKind = RecordKind> {
  /** The kind of record the column names (its owner deletes it and calls `releaseReferences`). */
  to: K;
  /** The referring module's column holding the record's key. */
  column: AnyPgColumn;
  /** What the deletion of the record does here: clear the column, or stop the deletion (409). */
  onDelete: 'detach' | 'refuse';
  /** What holds the record, in a refusal's words ("SSL certificates"). */
  holders: string;
  /** A column naming each holder in a refusal (the certificate's domain); else they are counted only. */
  label?: AnyPgColumn;
}

/** A module's declared references, as `defineServerModule({ references })` checks them. */
export function referenceDeclarationError(module: string, references: readonly RecordReference[]): string | null {
  for (const r of references) {
    if (!/^[a-z][a-z0-9-]*\.[a-z][a-zA-Z0-9-]*$/.test(r.to)) {
      return `Module ${module} refers to "${r.to}": a record kind is named <module>.<record>`;
    }
    if (r.to.startsWith(`${module}.`)) return `Module ${module} refers to its own ${r.to}: use a foreign key`;
    if (r.onDelete === 'detach' && r.column.notNull) {
      return `Module ${module}: ${r.column.name} refers to ${r.to} with onDelete 'detach', so it must be nullable`;
    }
    if (!r.holders) return `Module ${module}: a reference to ${r.to} names its holders`;
  }
  return null;
}

/** The references of the installed modules, by the record kind they name. */
export type InstalledReferences = ReadonlyMap<string, readonly (RecordReference & { module: string })[]>;

export function collectReferences(
  modules: readonly { name: string; references?: readonly RecordReference[] }[],
): InstalledReferences {
  const byKind = new Map<string, (RecordReference & { module: string })[]>();
  for (const m of modules) {
    for (const r of m.references ?? []) byKind.set(r.to, [...(byKind.get(r.to) ?? []), { ...r, module: m.name }]);
  }
  return byKind;
}

/** The property of its table a column is (drizzle's `set` takes properties, not column names). */
function propertyOf(column: AnyPgColumn): { table: PgTable; key: string } {
  const table = column.table as PgTable;
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`The column ${column.name} is not one of its table's`);
  return { table, key: entry[0] };
}

/**
 * Called by the module deleting records of `kind`, inside its transaction and before it commits:
 * refusals first (a 409 naming what holds them: the transaction rolls back), then every `detach`.
 * A failure of any of them fails the deletion: nothing is kept.
 */
export async function releaseReferences<K extends RecordKind>(
  ctx: Pick<AppContext, 'references'>,
  tx: Tx,
  kind: K,
  keys: ReferencedRecords[K] | readonly ReferencedRecords[K][],
): Promise<void> {
  const references = ctx.references.get(kind) ?? [];
  const list = (Array.isArray(keys) ? keys : [keys]) as unknown[];
  if (!references.length || !list.length) return;
  const holds = (r: RecordReference) => (list.length === 1 ? eq(r.column, list[0]) : inArray(r.column, list));
  for (const r of references.filter((x) => x.onDelete === 'refuse')) {
    const { table } = propertyOf(r.column);
    const [held] = await tx.select({ n: count() }).from(table).where(holds(r));
    if (!held?.n) continue;
    const names = r.label
      ? (await tx.select({ name: r.label }).from(table).where(holds(r)).orderBy(r.label).limit(3)).map((x) =>
          String(x.name),
        )
      : [];
    const named = names.length ? ` (${names.join(', ')}${held.n > names.length ? ', …' : ''})` : '';
    throw conflict(`Still in use by ${held.n} ${r.holders}${named}: remove them or change them first`);
  }
  for (const r of references.filter((x) => x.onDelete === 'detach')) {
    const { table, key } = propertyOf(r.column);
    await tx
      .update(table)
      .set({ [key]: null } as never)
      .where(holds(r));
  }
}
