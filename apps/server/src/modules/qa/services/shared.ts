// What the QC services share and import from nowhere else in the module (so no two of them import each
// other in a circle): the two kinds of conversation, each described by its tables and columns, and the
// timestamp formatter.
import {
  qaChatAgents,
  qaChatMessages,
  qaChats,
  qaChatTags,
  qaTicketAgents,
  qaTicketReplies,
  qaTickets,
  qaTicketTags,
} from '../schema/conversations.js';
import { qaEscalations } from '../schema/escalations.js';
import { qaReviews } from '../schema/reviews.js';

export type Kind = 'chat' | 'ticket';

/** Who acts: the signed-in user. */
export interface Actor {
  id: number;
  name: string;
}

/** A kind's tables and the columns that play the same part in both (drizzle objects: a rename breaks the build). */
export interface KindSpec {
  kind: Kind;
  noun: 'Chat' | 'Ticket';
  table: typeof qaChats | typeof qaTickets;
  /** When the conversation started or was opened: the queue's order. */
  at: typeof qaChats.startedAt | typeof qaTickets.openedAt;
  /** The filter `channel` (chats) or `status` (tickets) applies to this column. */
  channel: typeof qaChats.channel | typeof qaTickets.status;
  agents: typeof qaChatAgents | typeof qaTicketAgents;
  /** The column naming the conversation in its agents table. */
  agentsKey: typeof qaChatAgents.chatId | typeof qaTicketAgents.ticketId;
  tags: typeof qaChatTags | typeof qaTicketTags;
  tagsKey: typeof qaChatTags.chatId | typeof qaTicketTags.ticketId;
  /** The messages (chats) or replies (tickets) and the column naming their conversation. */
  lines: typeof qaChatMessages | typeof qaTicketReplies;
  linesKey: typeof qaChatMessages.chatId | typeof qaTicketReplies.ticketId;
  /** The column naming the conversation in reviews and escalations. */
  reviewKey: typeof qaReviews.chatId | typeof qaReviews.ticketId;
  escalationKey: typeof qaEscalations.chatId | typeof qaEscalations.ticketId;
  /** Comment parents of the kind's conversation, its lines and its reviews. */
  parent: 'chat' | 'ticket';
  lineParent: 'message' | 'reply';
  reviewParent: 'chatReview' | 'ticketReview';
}

export const KINDS: Record<Kind, KindSpec> = {
  chat: {
    kind: 'chat',
    noun: 'Chat',
    table: qaChats,
    at: qaChats.startedAt,
    channel: qaChats.channel,
    agents: qaChatAgents,
    agentsKey: qaChatAgents.chatId,
    tags: qaChatTags,
    tagsKey: qaChatTags.chatId,
    lines: qaChatMessages,
    linesKey: qaChatMessages.chatId,
    reviewKey: qaReviews.chatId,
    escalationKey: qaEscalations.chatId,
    parent: 'chat',
    lineParent: 'message',
    reviewParent: 'chatReview',
  },
  ticket: {
    kind: 'ticket',
    noun: 'Ticket',
    table: qaTickets,
    at: qaTickets.openedAt,
    channel: qaTickets.status,
    agents: qaTicketAgents,
    agentsKey: qaTicketAgents.ticketId,
    tags: qaTicketTags,
    tagsKey: qaTicketTags.ticketId,
    lines: qaTicketReplies,
    linesKey: qaTicketReplies.ticketId,
    reviewKey: qaReviews.ticketId,
    escalationKey: qaEscalations.ticketId,
    parent: 'ticket',
    lineParent: 'reply',
    reviewParent: 'ticketReview',
  },
};

/** A timestamp as the API writes it (drizzle gives a Date; a value read through `sql` may be text). */
export const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const isoOrNull = (v: unknown) => (v == null ? null : iso(v));
