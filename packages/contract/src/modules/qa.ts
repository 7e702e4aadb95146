// Quality control of support chats and tickets (spec §2 "QC v2 settings", §3 tag / score type / score
// grade, §7 "QC v2"). Built so far: the scorecard — score types (criteria), score grades and tags.
// The scoring model: contract/rules/qa-score.ts; decisions where the spec is silent: docs/qa.md.
import { z } from 'zod';
import { endpoint, idParams, isoInstant, scopes } from '../http.js';
import { definePolicies } from '../policies.js';

import { commentPolicies } from './qa/comments.js';
import { CLIENT_KINDS } from './qa/kinds.js';

export * from './qa/comments.js';
export * from './qa/cron.js';
export * from './qa/escalations.js';
export * from './qa/feedbacks.js';
export * from './qa/kinds.js';
export * from './qa/reviews.js';
export * from './qa/statistics.js';
export { declaredScopes } from './qa.scopes.js';

export const declaredPolicies = definePolicies({
  'qa.chatReview': { kind: 'owner', description: 'the chat review {id}, which its reviewer changes (or a QC manager)' },
  'qa.ticketReview': {
    kind: 'owner',
    description: 'the ticket review {id}, which its reviewer changes (or a QC manager)',
  },
  'qa.chatFeedback': {
    kind: 'record',
    description: 'a chat feedback the caller may see: its agent’s, or any with qa:chat:review or qa:manager',
  },
  'qa.ticketFeedback': {
    kind: 'record',
    description: 'a ticket feedback the caller may see: its agent’s, or any with qa:ticket:review or qa:manager',
  },
  'qa.chatFeedbackAuthor': {
    kind: 'record',
    description: 'a chat feedback the caller gave (or any, for a QC manager)',
  },
  'qa.ticketFeedbackAuthor': {
    kind: 'record',
    description: 'a ticket feedback the caller gave (or any, for a QC manager)',
  },
  ...commentPolicies,
});

export const errorCodes = {
  QA_NAME_TAKEN: 409,
  /** A review must grade every active criterion (unless deferred with reviewLater). */
  QA_SCORES_MISSING: 400,
  /** A status move the rules do not allow: the message names the current status. */
  QA_STATUS_CONFLICT: 409,
} as const;

const name = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
const description = z.string().trim().max(1000, 'must be at most 1000 characters').default('');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb');

// ---- Score types: the criteria of the scorecard ----

export const scoreType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** How much the criterion weighs in the review's score (1–100). */
  weight: z.number().int(),
  /** Failing it (a grade below the pass mark) makes the review's score 0. */
  critical: z.boolean(),
  /** Only active criteria are graded in new reviews; reviews made keep theirs. */
  active: z.boolean(),
  position: z.number().int(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ScoreType = z.infer<typeof scoreType>;

export const scoreTypeBody = z
  .object({
    name,
    description,
    weight: z.number().int('must be a whole number').min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').default(1),
    critical: z.boolean().default(false),
    active: z.boolean().default(true),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .meta({ examples: [{ name: 'Greeting', weight: 1 }] });
export type ScoreTypeBody = z.output<typeof scoreTypeBody>;

// ---- Score grades: the values a criterion can be given ----

export const scoreGrade = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0–100; below the pass mark (50) it fails its criterion. */
  value: z.number().int(),
  color: z.string(),
  /** The key that gives it in the review screen (1–9), or null. */
  shortcut: z.number().int().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ScoreGrade = z.infer<typeof scoreGrade>;

export const scoreGradeBody = z
  .object({
    name,
    value: z.number().int('must be a whole number').min(0, 'must be 0 to 100').max(100, 'must be 0 to 100'),
    color: color.default('#1565c0'),
    shortcut: z.number().int().min(1, 'must be a key 1 to 9').max(9, 'must be a key 1 to 9').nullable().default(null),
  })
  .meta({ examples: [{ name: 'Good', value: 75 }] });
export type ScoreGradeBody = z.output<typeof scoreGradeBody>;

// ---- Tags ----

export const tag = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  /** Inactive tags stay on what they tag but are offered no more. */
  active: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type Tag = z.infer<typeof tag>;

export const tagBody = z
  .object({ name, description, color: color.default('#757575'), active: z.boolean().default(true) })
  .meta({ examples: [{ name: 'Refund' }] });
export type TagBody = z.output<typeof tagBody>;

const deleted = z.object({ id: z.number().int() });

// ---- Conversations, sent by the chat and ticket systems (integration keys) ----

/** One batch of an ingestion call holds at most this many conversations. */
export const INGEST_BATCH = 500;

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
  .refine((c) => c.endedAt === null || c.endedAt >= c.startedAt, {
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

// ---- Endpoints (spec §7 "QC v2") ----

export const listScoreTypes = endpoint({
  name: 'qa.listScoreTypes',
  method: 'GET',
  path: '/qa-controller-v2/score/types',
  access: scopes('qa:score:type:read'),
  summary: 'The criteria of the scorecard, in their order',
  reply: z.array(scoreType),
});

export const createScoreType = endpoint({
  name: 'qa.createScoreType',
  method: 'POST',
  path: '/qa-controller-v2/score/types',
  access: scopes('qa:score:type:create'),
  summary: 'Add a criterion to the scorecard',
  body: scoreTypeBody,
  status: 201,
  reply: scoreType,
});

export const getScoreType = endpoint({
  name: 'qa.getScoreType',
  method: 'GET',
  path: '/qa-controller-v2/score/types/{id}',
  access: scopes('qa:score:type:read'),
  record: 'any',
  summary: 'One criterion',
  params: idParams,
  reply: scoreType,
});

export const updateScoreType = endpoint({
  name: 'qa.updateScoreType',
  method: 'PATCH',
  path: '/qa-controller-v2/score/types/{id}',
  access: scopes('qa:score:type:update'),
  record: 'any',
  summary: 'Change a criterion (reviews made keep the score they were given)',
  params: idParams,
  body: scoreTypeBody,
  reply: scoreType,
});

export const listScoreGrades = endpoint({
  name: 'qa.listScoreGrades',
  method: 'GET',
  path: '/qa-controller-v2/score/grades',
  access: scopes('qa:score:grade:read'),
  summary: 'The grades a criterion can be given, best first',
  reply: z.array(scoreGrade),
});

export const createScoreGrade = endpoint({
  name: 'qa.createScoreGrade',
  method: 'POST',
  path: '/qa-controller-v2/score/grades',
  access: scopes('qa:score:grade:create'),
  summary: 'Add a grade',
  body: scoreGradeBody,
  status: 201,
  reply: scoreGrade,
});

export const getScoreGrade = endpoint({
  name: 'qa.getScoreGrade',
  method: 'GET',
  path: '/qa-controller-v2/score/grades/{id}',
  access: scopes('qa:score:grade:read'),
  record: 'any',
  summary: 'One grade',
  params: idParams,
  reply: scoreGrade,
});

export const updateScoreGrade = endpoint({
  name: 'qa.updateScoreGrade',
  method: 'PATCH',
  path: '/qa-controller-v2/score/grades/{id}',
  access: scopes('qa:score:grade:update'),
  record: 'any',
  summary: 'Change a grade (reviews made keep the score they were given)',
  params: idParams,
  body: scoreGradeBody,
  reply: scoreGrade,
});

export const listActiveTags = endpoint({
  name: 'qa.listActiveTags',
  method: 'GET',
  path: '/qa-controller-v2/tags',
  access: scopes('qa:tag:read'),
  summary: 'The active tags, by name',
  reply: z.array(tag),
});

export const listAllTags = endpoint({
  name: 'qa.listAllTags',
  method: 'GET',
  path: '/qa-controller-v2/tags/all',
  access: scopes('qa:tag:read'),
  summary: 'Every tag, active or not, by name',
  reply: z.array(tag),
});

export const getTag = endpoint({
  name: 'qa.getTag',
  method: 'GET',
  path: '/qa-controller-v2/tags/{id}',
  access: scopes('qa:tag:read'),
  record: 'any',
  summary: 'One tag',
  params: idParams,
  reply: tag,
});

export const createTag = endpoint({
  name: 'qa.createTag',
  method: 'POST',
  path: '/qa-controller-v2/tags',
  access: scopes('qa:tag:create'),
  summary: 'Add a tag',
  body: tagBody,
  status: 201,
  reply: tag,
});

export const updateTag = endpoint({
  name: 'qa.updateTag',
  method: 'PATCH',
  path: '/qa-controller-v2/tags/{id}',
  access: scopes('qa:tag:update'),
  record: 'any',
  summary: 'Change a tag (deactivating keeps it on what it tags)',
  params: idParams,
  body: tagBody,
  reply: tag,
});

export const deleteTag = endpoint({
  name: 'qa.deleteTag',
  method: 'DELETE',
  path: '/qa-controller-v2/tags/{id}',
  access: scopes('qa:tag:delete'),
  record: 'any',
  summary: 'Delete a tag',
  params: idParams,
  reply: deleted,
});
