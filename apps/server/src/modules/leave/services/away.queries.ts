// Who is away, compact (issue 34, request-lists.ts `awayBetween`): the requests touching a range with only
// the columns the calendar draws, read as plain rows — no drizzle row mapping, no dates or instants parsed,
// and a waiting cancellation by EXISTS on its index rather than sorting each request's cancellations.
// bench/leave.ts measures it against a ceiling running the same statement (docs/performance.md "Only what
// the calendar draws").
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { leaveCancellations, leaveRequests, leaveTypes } from '../schema.js';
import { overlapping } from './shared.js';

export interface AwayRow {
  id: number;
  userId: number;
  typeId: number;
  from: string;
  to: string;
  halfStart: boolean;
  halfEnd: boolean;
  status: 'pending' | 'approved';
  /** A cancellation waits (a request has at most one waiting, `createCancellation`: it is the latest). */
  cancelling: boolean;
  userName: string;
  departmentId: number | null;
  typeName: string;
  color: string;
}

/** Waiting and approved requests touching `from`–`to`, by first day then id, with their person's and type's names. */
export async function awayRows(db: Executor, from: string, to: string): Promise<AwayRow[]> {
  const { rows } = await db.execute<AwayRow & Record<string, unknown>>(sql`
    SELECT ${leaveRequests.id} AS "id", ${leaveRequests.userId} AS "userId", ${leaveRequests.typeId} AS "typeId",
      ${leaveRequests.from}::text AS "from", ${leaveRequests.to}::text AS "to", ${leaveRequests.halfStart} AS "halfStart",
      ${leaveRequests.halfEnd} AS "halfEnd", ${leaveRequests.status} AS "status",
      EXISTS (SELECT 1 FROM ${leaveCancellations} WHERE ${leaveCancellations.requestId} = ${leaveRequests.id}
        AND ${leaveCancellations.status} = 'pending') AS "cancelling",
      ${users.name} AS "userName", ${users.departmentId} AS "departmentId", ${leaveTypes.name} AS "typeName",
      ${leaveTypes.color} AS "color"
    FROM ${leaveRequests}
      JOIN ${users} ON ${users.id} = ${leaveRequests.userId}
      JOIN ${leaveTypes} ON ${leaveTypes.id} = ${leaveRequests.typeId}
    WHERE ${overlapping(from, to)}
    ORDER BY ${leaveRequests.from}, ${leaveRequests.id}`);
  return rows;
}
