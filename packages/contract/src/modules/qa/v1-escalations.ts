// QC v1 (spec §7 "QC v1"): the older calls, over the same data and rules as QC v2 (docs/qa.md "QC v1").
// Escalations: one table for both kinds, so a v1 id names a chat's or a ticket's escalation and the
// lists hold both. Scopes, transitions (409 on a refused one) and the review are v2's (escalations.ts).
import { z } from 'zod';
import { bodyId, endpoint, idParams, listOf, pageQuery, scopes } from '../../http.js';
import { sortQuery } from '../../rules/sort.js';
import {
  createEscalationBody,
  ESCALATION_SORT,
  escalation,
  escalationDetail,
  escalationReviewBody,
  escalationStatusBody,
} from './escalations.js';

const escalationDto = createEscalationBody.shape.escalation.omit({ conversationId: true });

export const v1CreateEscalationBody = z
  .object({
    /** The agents whose reviews of the conversation are escalated (their live reviews); empty: every live review. */
    agents: z.array(bodyId).max(20, 'must name at most 20 agents').default([]),
    escalationDTO: escalationDto,
  })
  .meta({ examples: [{ agents: [], escalationDTO: { reason: 'The agent disputes the security grade.' } }] });
export type V1CreateEscalationBody = z.output<typeof v1CreateEscalationBody>;

/** Either an update of the escalation (`escalationDTO`) or its review (`chatId` or `ticketId`, `reviewData`). */
export const v1UpdateEscalationBody = z
  .object({
    escalationDTO: escalationDto.optional(),
    chatId: bodyId.optional(),
    ticketId: bodyId.optional(),
    reviewData: escalationReviewBody.shape.reviews.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.reviewData && !body.escalationDTO) {
      ctx.addIssue({ code: 'custom', path: ['escalationDTO'], message: 'is required (or reviewData to review it)' });
    }
    if (body.reviewData && body.escalationDTO) {
      ctx.addIssue({ code: 'custom', path: ['escalationDTO'], message: 'goes without reviewData: send one of them' });
    }
    if (body.reviewData && (body.chatId === undefined) === (body.ticketId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['chatId'], message: 'or ticketId (one of them) names what is reviewed' });
    }
  })
  .meta({
    examples: [
      { escalationDTO: { reason: 'Reworded.' } },
      { chatId: 1, reviewData: { agents: [1], scores: [{ scoreTypeId: 1, gradeId: 1 }], tags: [] } },
    ],
  });
export type V1UpdateEscalationBody = z.output<typeof v1UpdateEscalationBody>;

const listQuery = pageQuery.extend(sortQuery(ESCALATION_SORT).shape);
/** `reviewed=true` lists the reviewed ones, `false` the others; left out, the profile decides (as v2). */
export const v1EscalationQuery = listQuery.extend({ reviewed: z.enum(['true', 'false']).optional() });

function v1Create<K extends 'chat' | 'ticket'>(kind: K) {
  return endpoint({
    name: `qa.v1Create${kind === 'chat' ? 'Chat' : 'Ticket'}Escalation` as K extends 'chat'
      ? 'qa.v1CreateChatEscalation'
      : 'qa.v1CreateTicketEscalation',
    method: 'POST',
    path: `/qa-controller/escalation/${kind}/{id}`,
    access: scopes(kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review'),
    // A reviewer of the kind reaches every conversation of it (as v2's conversation calls).
    record: 'any',
    summary: `Escalate the ${kind} (the live reviews of the agents named) to the QC managers (notified)`,
    params: idParams,
    body: v1CreateEscalationBody,
    status: 201,
    reply: escalation,
  });
}
export const v1CreateChatEscalation = v1Create('chat');
export const v1CreateTicketEscalation = v1Create('ticket');

export const v1UpdateEscalation = endpoint({
  name: 'qa.v1UpdateEscalation',
  method: 'PATCH',
  path: '/qa-controller/escalation/{id}',
  access: scopes('qa:manager'),
  // QC managers handle every escalation (as v2's review call).
  record: 'any',
  summary:
    'Reword an open escalation (escalationDTO), or review it (chatId or ticketId, reviewData): the manager’s review, and the escalation is reviewed',
  params: idParams,
  body: v1UpdateEscalationBody,
  reply: escalation,
});

export const v1GetEscalation = endpoint({
  name: 'qa.v1GetEscalation',
  method: 'GET',
  path: '/qa-controller/escalation/{id}',
  access: scopes('qa:escalation:read'),
  // Whoever reads escalations reads every one (as v2).
  record: 'any',
  summary: 'One escalation (chat or ticket) with its reviews, its outcome and the conversation’s lines',
  params: idParams,
  reply: escalationDetail,
});

export const v1ListEscalations = endpoint({
  name: 'qa.v1ListEscalations',
  method: 'GET',
  path: '/qa-controller/escalation',
  access: scopes('qa:escalation:read'),
  summary: 'Chat and ticket escalations, open first then newest; reviewed ones as `reviewed` or the profile says',
  query: v1EscalationQuery,
  reply: listOf(escalation),
});

export const v1ConversationEscalations = endpoint({
  name: 'qa.v1ConversationEscalations',
  method: 'GET',
  path: '/qa-controller/escalation/resource/{id}',
  access: scopes('qa:escalation:read'),
  // Whoever reads escalations reads every one (as v2).
  record: 'any',
  summary:
    'The escalations of the chat or ticket {id}, every status, newest first; `type` says which when a chat and a ticket share the id',
  params: idParams,
  query: listQuery.extend({ type: z.enum(['chat', 'ticket']).optional() }),
  reply: listOf(escalation),
});

export const v1SetEscalationStatus = endpoint({
  name: 'qa.v1SetEscalationStatus',
  method: 'PATCH',
  path: '/qa-controller/escalation/{id}/status',
  access: scopes('qa:manager'),
  // QC managers handle every escalation (as v2's status call).
  record: 'any',
  summary: 'Take an escalation (open → in-progress) or put it back; any other move is a 409 naming the current status',
  params: idParams,
  body: escalationStatusBody,
  reply: escalation,
});

export const v1SearchEscalations = endpoint({
  name: 'qa.v1SearchEscalations',
  method: 'GET',
  path: '/qa-controller/escalation/search/{term}',
  access: scopes('qa:escalation:read'),
  summary: 'Escalations of every status whose reason, raiser or conversation contains the term',
  params: z.object({ term: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters') }),
  query: listQuery,
  reply: listOf(escalation),
});
