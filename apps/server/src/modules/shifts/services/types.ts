// Shift types: a name, times, a break and a colour. A shift copies its type's times when given, so
// changing or deleting a type changes no shift already planned.
import type { ShiftType } from '@backoffice/contract/modules/shifts';
import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import { asc, eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import { AppError, notFound } from '../../../core/errors.js';
import { shiftAutomations, shiftTypes } from '../schema.js';

type TypeRow = typeof shiftTypes.$inferSelect;
type TypeBody = { name: string; start: string; end: string; breakMinutes: number; color: string };
const ENTITY = 'shift-type';

export function toShiftType(row: TypeRow): ShiftType {
  // Onto the fresh row (docs/performance.md "Object spread"); `hours` read from it first.
  return Object.assign(row, {
    hours: shiftHours(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

export async function listTypes(ctx: AppContext): Promise<ShiftType[]> {
  const rows = await ctx.db.select().from(shiftTypes).orderBy(asc(shiftTypes.start), asc(shiftTypes.name));
  return rows.map(toShiftType);
}

export async function getType(ctx: AppContext, id: number): Promise<ShiftType> {
  const [row] = await ctx.db.select().from(shiftTypes).where(eq(shiftTypes.id, id));
  if (!row) throw notFound('Shift type');
  return toShiftType(row);
}

export async function createType(ctx: AppContext, body: TypeBody): Promise<ShiftType> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(shiftTypes).values(body).returning();
    const type = toShiftType(row!);
    auditChange(tx, { entity: ENTITY, entityId: type.id, after: type });
    return type;
  });
}

export async function updateType(ctx: AppContext, id: number, body: TypeBody): Promise<ShiftType> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(shiftTypes).where(eq(shiftTypes.id, id)).for('update');
    if (!before) throw notFound('Shift type');
    const [row] = await tx
      .update(shiftTypes)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(shiftTypes.id, id))
      .returning();
    const type = toShiftType(row!);
    auditChange(tx, { entity: ENTITY, entityId: id, before: toShiftType(before), after: type });
    return type;
  });
}

export async function deleteType(ctx: AppContext, id: number): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(shiftTypes).where(eq(shiftTypes.id, id)).for('update');
    if (!before) throw notFound('Shift type');
    const users = await tx
      .select({ name: shiftAutomations.name })
      .from(shiftAutomations)
      .where(eq(shiftAutomations.typeId, id));
    if (users.length) {
      throw new AppError(
        'SHIFTS_TYPE_IN_USE',
        `The automation${users.length === 1 ? '' : 's'} ${users.map((u) => `"${u.name}"`).join(', ')} give${users.length === 1 ? 's' : ''} this type; change or delete ${users.length === 1 ? 'it' : 'them'} first`,
      );
    }
    await tx.delete(shiftTypes).where(eq(shiftTypes.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before: toShiftType(before) });
    return { id };
  });
}
