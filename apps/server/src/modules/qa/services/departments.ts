// The department names chats and tickets arrived with, for the QC filters (docs/qa.md "Filters").

import type { QaDepartments } from '@backoffice/contract/modules/qa';
import { asc, ne } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { qaChats, qaTickets } from '../schema/conversations.js';

/** Each kind's distinct, non-empty department names, in alphabetical order. */
export async function listDepartments(ctx: AppContext): Promise<QaDepartments> {
  const [chat, ticket] = await Promise.all(
    [qaChats, qaTickets].map((table) =>
      ctx.db
        .selectDistinct({ name: table.department })
        .from(table)
        .where(ne(table.department, ''))
        .orderBy(asc(table.department)),
    ),
  );
  return { chat: chat!.map((r) => r.name), ticket: ticket!.map((r) => r.name) };
}
