// QC comments in agents' dossiers (docs/dossier.md "Comments"): what reviewers note about an agent's chats
// and tickets, under a review category; and the review categories. QC v1's dossier comments
// (`/qa-controller/dossier/{id}/comments`) read and write the same rows.
import { z } from 'zod';
import { bodyId, endpoint, idParams, isoInstant, listOf, pageQuery, policy, recordId, scopes } from '../../http.js';
import { dateString } from '../../rules/dates.js';

export const COMMENT_KINDS = ['chat', 'ticket'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];
export const COMMENT_MAX_LENGTH = 5000;

export const reviewCategory = z.object({ id: z.number().int(), name: z.string() });
export type ReviewCategory = z.infer<typeof reviewCategory>;

export const reviewCategoryBody = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
});
export type ReviewCategoryBody = z.infer<typeof reviewCategoryBody>;

export const dossierComment = z.object({
  id: z.number().int(),
  kind: z.enum(COMMENT_KINDS),
  /** The agent the comment is about. */
  userId: z.number().int(),
  userName: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** The chat or ticket the comment is about, when it names one. */
  conversationId: z.number().int().nullable(),
  content: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type DossierComment = z.infer<typeof dossierComment>;

const content = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(COMMENT_MAX_LENGTH, `must be at most ${COMMENT_MAX_LENGTH} characters`);

/** A chat or ticket comment about an agent (`POST /dossier-controller/chat-comments`, `/ticket-comments`). */
export const commentBody = z.object({
  userId: bodyId,
  categoryId: bodyId.nullish(),
  conversationId: bodyId.nullish(),
  content,
});
export type CommentBody = z.input<typeof commentBody>;

/** QC v1's comment in a dossier: the agent is the path's id; a chat comment unless `kind` says ticket. */
export const qcCommentBody = z.object({
  content,
  kind: z.enum(COMMENT_KINDS).default('chat'),
  categoryId: bodyId.nullish(),
  conversationId: bodyId.nullish(),
});
export type QcCommentBody = z.input<typeof qcCommentBody>;

/** The filters of the comment lists: the agent, days written (inclusive, company time), the category. */
export const commentsQuery = pageQuery
  .extend({
    userId: recordId.optional(),
    from: dateString.optional(),
    to: dateString.optional(),
    categoryId: recordId.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });

export const qcCommentsQuery = pageQuery.extend({ kind: z.enum(COMMENT_KINDS).optional() });

const read = scopes('dossier:comment:read');
const write = scopes('dossier:comment:create');
const agent = policy('dossier.commentAgent', { key: 'body.userId' });

export const chatComments = endpoint({
  name: 'dossier.chatComments',
  method: 'GET',
  path: '/dossier-controller/chat-comments',
  access: read,
  summary: 'Chat comments in dossiers, newest first, by page: of one agent, between two days, of a review category',
  query: commentsQuery,
  reply: listOf(dossierComment),
});

export const createChatComment = endpoint({
  name: 'dossier.createChatComment',
  method: 'POST',
  path: '/dossier-controller/chat-comments',
  access: write,
  record: agent,
  summary: 'Comment on an agent’s chat work in their dossier',
  body: commentBody,
  status: 201,
  reply: dossierComment,
});

export const ticketComments = endpoint({
  name: 'dossier.ticketComments',
  method: 'GET',
  path: '/dossier-controller/ticket-comments',
  access: read,
  summary: 'Ticket comments in dossiers, newest first, by page: of one agent, between two days, of a review category',
  query: commentsQuery,
  reply: listOf(dossierComment),
});

export const createTicketComment = endpoint({
  name: 'dossier.createTicketComment',
  method: 'POST',
  path: '/dossier-controller/ticket-comments',
  access: write,
  record: agent,
  summary: 'Comment on an agent’s ticket work in their dossier',
  body: commentBody,
  status: 201,
  reply: dossierComment,
});

export const reviewCategories = endpoint({
  name: 'dossier.reviewCategories',
  method: 'GET',
  path: '/dossier-controller/review-categories',
  access: scopes('dossier:feedback:read'),
  summary: 'The review categories comments are filed under, by name',
  reply: z.array(reviewCategory),
});

export const createReviewCategory = endpoint({
  name: 'dossier.createReviewCategory',
  method: 'POST',
  path: '/dossier-controller/review-categories',
  access: scopes('dossier:feedback:create'),
  summary: 'Add a review category (names are unique, whatever their case)',
  body: reviewCategoryBody,
  status: 201,
  reply: reviewCategory,
});

export const qcDossierComments = endpoint({
  name: 'dossier.qcDossierComments',
  method: 'GET',
  path: '/qa-controller/dossier/{id}/comments',
  access: read,
  record: policy('dossier.commentAgent'),
  summary: 'QC v1: the comments in an agent’s dossier (chat and ticket, or one `kind`), newest first, by page',
  params: idParams,
  query: qcCommentsQuery,
  reply: listOf(dossierComment),
});

export const createQcDossierComment = endpoint({
  name: 'dossier.createQcDossierComment',
  method: 'POST',
  path: '/qa-controller/dossier/{id}/comments',
  access: write,
  record: policy('dossier.commentAgent'),
  summary:
    'QC v1: comment in an agent’s dossier (a chat comment unless `kind` is ticket); the same rows as chat-comments',
  params: idParams,
  body: qcCommentBody,
  status: 201,
  reply: dossierComment,
});

/** The record policies of this topic, declared for the contract (dossier.ts). */
export const commentsPolicies = {
  'dossier.commentAgent': {
    kind: 'record',
    description:
      'an agent with a dossier; comments are for holders of the comment scopes only (the agent sees none without dossier:comment:read)',
  },
} as const;
