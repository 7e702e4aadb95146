// Conversations sent by the chat and ticket systems with an integration key (docs/qa.md "Conversations
// (ingestion)"): batches of chats and tickets, a conversation sent again updated by its externalId.
import { z } from 'zod';
import { endpoint } from '../../http.js';
import { CLIENT_KINDS } from './kinds.js';

// ---- Conversations, sent by the chat and ticket systems (integration keys) ----

/** One batch of an ingestion call holds at most this many conversations. */
export const INGEST_BATCH = 500;
/**
 * A batch's body may be up to 16 MB (other calls: 1 MB): 500 conversations of ten messages are already
 * 0.9 MB. A sender with longer conversations sends fewer a batch (413 beyond it).
 */
export const INGEST_BODY_LIMIT = 16 * 1024 * 1024;

const externalId = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters');
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const person = z.object({ name: text(200).default(''), email: z.email('must be an email address').max(320) });
const instant = z.iso.datetime({ offset: true, message: 'must be an ISO date and time with its offset' });

export const ingestChat = z
  .object({
    externalId,
    department: text(200).default(''),
    channel: text(50).default('chat'),
    /** The agents who answered, by their email in the back office. */
    agents: z.array(person).max(20, 'must hold at most 20 agents').default([]),
    customer: z.object({
      name: text(200).default(''),
      email: z.email('must be an email address').max(320).nullable().default(null),
    }),
    startedAt: instant,
    endedAt: instant.nullable().default(null),
    messages: z
      .array(
        z.object({
          author: text(200),
          authorKind: z.enum(['agent', 'customer'], { message: 'must be agent or customer' }),
          text: text(20_000),
          sentAt: instant,
        }),
      )
      .max(2000, 'must hold at most 2000 messages'),
  })
  // Compared as instants: two offsets make the texts' order another one.
  .refine((c) => c.endedAt === null || Date.parse(c.endedAt) >= Date.parse(c.startedAt), {
    path: ['endedAt'],
    message: 'must not be before startedAt',
  });

export const ingestTicket = z.object({
  externalId,
  subject: text(500),
  department: text(200).default(''),
  status: text(50).default('open'),
  agents: z.array(person).max(20, 'must hold at most 20 agents').default([]),
  client: z.object({
    name: text(200).default(''),
    email: z.email('must be an email address').max(320).nullable().default(null),
    kind: z.enum(CLIENT_KINDS, { message: `must be one of ${CLIENT_KINDS.join(', ')}` }),
    /** The ticket system's logged-in flag: "0" means not logged in (spec §4). */
    loggedInFlag: z
      .union([z.string().max(10), z.number()])
      .nullable()
      .default(null),
  }),
  createdAt: instant,
  replies: z
    .array(
      z.object({
        author: text(200),
        authorKind: z.enum(['agent', 'client'], { message: 'must be agent or client' }),
        body: text(50_000),
        sentAt: instant,
      }),
    )
    .max(2000, 'must hold at most 2000 replies'),
});

const ingestReply = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Our ids, by the sender's. */
  ids: z.array(z.object({ externalId: z.string(), id: z.number().int() })),
  /** Agent emails that name nobody in the back office (the conversation is kept without them). */
  unknownAgents: z.array(z.string()),
});

export const ingestChats = endpoint({
  name: 'qa.ingestChats',
  method: 'POST',
  path: '/integrations/chats',
  access: 'integration',
  bodyLimit: INGEST_BODY_LIMIT,
  summary: `Receive up to ${INGEST_BATCH} chats from the chat system; a chat sent again (same externalId) is updated, never doubled`,
  body: z
    .object({
      chats: z
        .array(ingestChat)
        .min(1, 'must hold a chat')
        .max(INGEST_BATCH, `must hold at most ${INGEST_BATCH} chats`),
    })
    .meta({
      examples: [
        {
          chats: [
            {
              externalId: 'chat-1',
              customer: { name: 'A customer', email: null },
              startedAt: '2026-11-20T10:00:00Z',
              messages: [
                { author: 'A customer', authorKind: 'customer', text: 'Hello', sentAt: '2026-11-20T10:00:00Z' },
              ],
            },
          ],
        },
      ],
    }),
  reply: ingestReply,
});

export const ingestTickets = endpoint({
  name: 'qa.ingestTickets',
  method: 'POST',
  path: '/integrations/tickets',
  access: 'integration',
  bodyLimit: INGEST_BODY_LIMIT,
  summary: `Receive up to ${INGEST_BATCH} tickets from the ticket system; a ticket sent again (same externalId) is updated, never doubled`,
  body: z
    .object({
      tickets: z
        .array(ingestTicket)
        .min(1, 'must hold a ticket')
        .max(INGEST_BATCH, `must hold at most ${INGEST_BATCH} tickets`),
    })
    .meta({
      examples: [
        {
          tickets: [
            {
              externalId: 'ticket-1',
              subject: 'Renewal',
              client: { kind: 'Email' },
              createdAt: '2026-11-20T10:00:00Z',
              replies: [],
            },
          ],
        },
      ],
    }),
  reply: ingestReply,
});
