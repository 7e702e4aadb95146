// An escalation's screen reads the conversation beside the reviews (issue 26 item 6): the one escalation's
// call answers the chat's messages or the ticket's replies in order; the list does not carry them.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { emailOf, grades, ingestTicket, mailTicket, type QaApp, qaApp, reviewedChat } from './testing/qa-app.js';

let app: QaApp;
let reviewer: TestUser;
let manager: TestUser;
let agent: TestUser;

beforeAll(async () => {
  app = await qaApp();
  reviewer = await app.t.createUser({ scopes: ['qa:chat:review', 'qa:ticket:review', 'qa:escalation:read'] });
  manager = await app.t.createUser({ scopes: ['qa:manager', 'qa:escalation:read'] });
  agent = await app.t.createUser({ scopes: ['qa:feedback:read'] });
});
afterAll(() => app.close());

describe("an escalation's transcript", () => {
  it("is the chat's messages in order, for whoever reads the escalation", async () => {
    const review = await reviewedChat(app, reviewer, agent, 'transcript-chat', [
      [app.greeting, app.good],
      [app.accuracy, app.poor],
    ]);
    const raised = await app.t.callOk(reviewer, qa.createChatEscalation, {
      body: { escalation: { conversationId: review.conversationId, reason: 'Look again' }, reviews: [review.id] },
    });
    const read = await app.t.callOk(manager, qa.getChatEscalation, { params: { id: raised.id } });
    expect(read.transcript.map((l) => [l.authorKind, l.author, l.text])).toEqual([
      ['customer', 'Client', 'Hello'],
      ['agent', 'Agent', 'Let me look into it'],
    ]);
    const listed = await app.t.callOk(manager, qa.listChatEscalations, { query: {} });
    expect(listed.items.find((e) => e.id === raised.id)).not.toHaveProperty('transcript');
  });

  it("is the ticket's replies in order", async () => {
    const email = await emailOf(app.t, agent);
    const ticketId = await ingestTicket(app, mailTicket('transcript-ticket', email));
    const review = await app.t.callOk(reviewer, qa.createTicketReview, {
      body: {
        ticketId,
        data: {
          scores: grades([
            [app.greeting, app.good],
            [app.accuracy, app.good],
          ]),
        },
      },
    });
    const raised = await app.t.callOk(reviewer, qa.createTicketEscalation, {
      body: { escalation: { conversationId: ticketId, reason: 'Look again' }, reviews: [review.id] },
    });
    const read = await app.t.callOk(manager, qa.getTicketEscalation, { params: { id: raised.id } });
    expect(read.transcript.map((l) => [l.authorKind, l.text])).toEqual([
      ['client', 'My mail bounces'],
      ['agent', 'The MX record was wrong'],
    ]);
  });
});
