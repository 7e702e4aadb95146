// What QC offers other modules (core/services.ts): an agent's statistics, read live from the same
// service as QC's own statistics screens (the dossiers' profile and agents list; never a copy); and
// whether a chat or ticket exists, with its screen (the tracker's reports filed from a conversation).
import type { Statistics } from '@backoffice/contract/modules/qa';
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { qaChats, qaTickets } from '../schema/conversations.js';
import { agentAveragesOf, statisticsOf } from './statistics.js';

export interface StatisticsRange {
  from?: string;
  to?: string;
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** One agent's QC statistics over the range (as `GET /qa-statistics-v2/statistics/users/{userId}`). */
    'qa.agentStatistics': (ctx: AppContext, userId: number, range: StatisticsRange) => Promise<Statistics>;
    /** Several agents' reviews and average score over the range. */
    'qa.agentAverages': (
      ctx: AppContext,
      userIds: number[],
      range: StatisticsRange,
    ) => Promise<Map<number, { reviews: number; averageScore: number | null }>>;
    /** A chat or ticket by id: its label (no customer data) and QC's screen for it; null when there is none. */
    'qa.conversation': (ctx: AppContext, kind: 'chat' | 'ticket', id: number) => Promise<QcConversation | null>;
  }
}

export interface QcConversation {
  label: string;
  link: string;
  reviewed: boolean;
}

export const agentStatistics = (ctx: AppContext, userId: number, range: StatisticsRange) =>
  statisticsOf(ctx, { ...range, agentId: userId });

export const agentAverages = agentAveragesOf;

export async function conversation(
  ctx: AppContext,
  kind: 'chat' | 'ticket',
  id: number,
): Promise<QcConversation | null> {
  const table = kind === 'chat' ? qaChats : qaTickets;
  const [row] = await ctx.db.select({ reviewCount: table.reviewCount }).from(table).where(eq(table.id, id));
  if (!row) return null;
  return {
    label: `${kind === 'chat' ? 'Chat' : 'Ticket'} #${id}`,
    link: kind === 'chat' ? qaScreens.chatArchive.href({ chatId: id }) : qaScreens.ticket.href({ ticketId: id }),
    reviewed: row.reviewCount > 0,
  };
}
