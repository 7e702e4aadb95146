// What the tracker offers other modules (core/services.ts): the reports filed from a QC conversation, so
// the conversation's side can show them (docs/tracker.md "From a QC conversation").
import type { ReportKind } from '@backoffice/contract/modules/bug-report';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { bugReports } from '../schema.js';
import { reportLink } from './notices.js';

export interface ConversationReport {
  kind: ReportKind;
  id: number;
  title: string;
  /** The report's screen. */
  link: string;
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** The reports (bugs and features, not deleted) filed from a QC chat or ticket, newest first. */
    'bug-report.forConversation': (
      ctx: AppContext,
      conversation: { kind: 'chat' | 'ticket'; id: number },
    ) => Promise<ConversationReport[]>;
  }
}

export async function forConversation(
  ctx: AppContext,
  conversation: { kind: 'chat' | 'ticket'; id: number },
): Promise<ConversationReport[]> {
  const rows = await ctx.db
    .select({ kind: bugReports.kind, id: bugReports.id, title: bugReports.title })
    .from(bugReports)
    .where(
      and(
        eq(bugReports.conversationKind, conversation.kind),
        eq(bugReports.conversationId, conversation.id),
        isNull(bugReports.deletedAt),
      ),
    )
    .orderBy(desc(bugReports.createdAt), desc(bugReports.id));
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  return rows.map((r) =>
    Object.assign(r, { kind: r.kind as ReportKind, link: reportLink(r.kind as ReportKind, r.id) }),
  );
}
