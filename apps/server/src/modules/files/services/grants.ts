// Grants (docs/files.md "Sharing"): read or write access to a file or a folder (and all below it) for a
// user, a role or a department. Granting the same grantee again changes the access; taking one back
// counts at the next request (nothing is cached).
import type { AccessBody, Grant } from '@backoffice/contract/modules/files';
import { eq, inArray } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { departments, roles, users } from '../../../core/db/schema.js';
import { badRequest } from '../../../core/errors.js';
import { fileManagerGrants } from '../schema.js';
import { grantsOn } from './views.js';

export const GRANT_ENTITY = 'file-manager-grant';

const tables = { user: users, role: roles, department: departments } as const;

/** Refuses (400 on `field`) grants naming a user, role or department that does not exist. */
export async function checkGrantees(db: Executor, access: readonly AccessBody[], field: (i: number) => string) {
  for (const type of ['user', 'role', 'department'] as const) {
    const wanted = access.flatMap((a, i) => (a.grantAccessTo.type === type ? [{ id: a.grantAccessTo.id, i }] : []));
    if (!wanted.length) continue;
    const table = tables[type];
    const found = new Set(
      (
        await db
          .select({ id: table.id })
          .from(table)
          .where(
            inArray(
              table.id,
              wanted.map((w) => w.id),
            ),
          )
      ).map((r) => r.id),
    );
    const missing = wanted.find((w) => !found.has(w.id));
    if (missing) throw badRequest(field(missing.i), `is not a ${type}`);
  }
}

/** Writes grants on a file or folder inside `tx` (a second grant to the same grantee replaces the first's access). */
export async function writeGrants(
  tx: Tx,
  actor: AuthUser,
  target: { fileId: number } | { folderId: number },
  access: readonly AccessBody[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const a of access) {
    const values = {
      ...('fileId' in target ? { fileId: target.fileId } : { folderId: target.folderId }),
      accessType: a.accessType,
      granteeType: a.grantAccessTo.type,
      granteeId: a.grantAccessTo.id,
      createdBy: actor.id,
    };
    const [row] = await tx
      .insert(fileManagerGrants)
      .values(values)
      .onConflictDoUpdate({
        target:
          'fileId' in target
            ? [fileManagerGrants.fileId, fileManagerGrants.granteeType, fileManagerGrants.granteeId]
            : [fileManagerGrants.folderId, fileManagerGrants.granteeType, fileManagerGrants.granteeId],
        set: { accessType: a.accessType },
      })
      .returning({ id: fileManagerGrants.id });
    ids.push(row!.id);
    auditChange(tx, { entity: GRANT_ENTITY, entityId: row!.id, after: values });
  }
  return ids;
}

/** One grant on a file or folder, checked and written; the reply names the grantee. */
export async function grant(
  ctx: AppContext,
  actor: AuthUser,
  target: { fileId: number } | { folderId: number },
  access: AccessBody,
): Promise<Grant> {
  await checkGrantees(ctx.db, [access], () => 'body.grantAccessTo.id');
  const [id] = await ctx.db.transaction((tx) => writeGrants(tx, actor, target, [access]));
  return (await grantsOn(ctx.db, target)).find((g) => g.id === id)!;
}

export type GrantRow = typeof fileManagerGrants.$inferSelect;

export async function revoke(ctx: AppContext, row: GrantRow): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(fileManagerGrants).where(eq(fileManagerGrants.id, row.id));
    auditChange(tx, { entity: GRANT_ENTITY, entityId: row.id, before: row });
  });
  return { id: row.id };
}
