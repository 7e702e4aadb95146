import type { ChatDetail, TicketDetail } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PrerenderedEarlyView, prerenderEarlyViews } from '../../app/login/prerender';
import { renderScreen, signInAs } from '../../test/render';
import { fillQueue } from './early-views';
import ChatQueuePage, { TicketQueuePage } from './pages/queue-page';
import { agent, chat, review, tags } from './testing/fixtures';

const comment = () => ({
  id: 1,
  author: agent,
  content: 'Look here',
  notifyUsers: [],
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

const views = prerenderEarlyViews();
const viewOf = (path: string) => views.find((v) => v.path === path) as PrerenderedEarlyView;
const queueView = viewOf('/qc-v2/chats/queue/:chatId?');
const ticketView = viewOf('/qc-v2/tickets/queue');

const claimed = (over: Partial<ChatDetail> = {}): ChatDetail => ({
  ...chat(),
  claim: { reviewerId: 1, reviewerName: 'Test User', until: '2026-11-02T10:30:00.000Z' },
  department: 'Hosting',
  customerName: 'Olga Older',
  agents: [
    { id: 5, name: 'Ada Agent' },
    { id: 8, name: 'Jonas Müller' },
  ],
  messageCount: 3,
  messages: [
    {
      id: 70,
      position: 1,
      author: 'Olga Older',
      authorKind: 'customer',
      text: 'My certificate expired',
      sentAt: '2026-11-02T10:00:00.000Z',
      comments: [],
    },
    {
      id: 71,
      position: 2,
      author: 'Ada Agent',
      authorKind: 'agent',
      text: 'Checking <b>now</b>:\n%%author%% & %%text%%',
      sentAt: '2026-09-01T23:59:00.000Z',
      comments: [],
    },
    {
      id: 72,
      position: 3,
      author: 'Jonas Müller',
      authorKind: 'agent',
      text: 'Renewed.',
      sentAt: '2027-01-01T00:00:00.000Z',
      comments: [],
    },
  ],
  ...over,
});

const reply = (
  next: ChatDetail | TicketDetail | null,
  over: { waiting?: number; waitingCapped?: boolean; deferred?: unknown[] } = {},
) => ({
  next,
  claimedUntil: null,
  waiting: 12345,
  waitingCapped: true,
  upcoming: [],
  deferred: [],
  ...over,
});

/** The early view for everyone, light, filled with `answer` as the page's script fills it (or null when declined). */
function early(answer: unknown, me: number | null = 1, view = queueView): HTMLElement | null {
  const template = document.createElement('template');
  template.innerHTML = view.light.html;
  if (!fillQueue(template.content, answer, { me, words: view.words })) return null;
  const root = document.createElement('div');
  root.append(template.content);
  return root;
}

/** What a person reads of a drawn queue, and the shape it is drawn in (MUI's classes, not emotion's). */
function drawn(root: HTMLElement) {
  const pane = root.querySelector('[aria-label="Transcript"], [aria-label="Thread"]')!.closest('.MuiPaper-outlined')!;
  const shape = (node: Element): string =>
    `${node.tagName}.${[...node.classList].filter((c) => !c.startsWith('css-')).join('.')}(${[...node.children].map(shape).join(',')})`;
  return {
    heading: root.querySelector('h1')!.parentElement!.parentElement!.textContent,
    pane: pane.textContent,
    shape: shape(pane),
  };
}

async function appDraws(answer: ReturnType<typeof reply>) {
  signInAs(['qa:chat:review']);
  const { container } = renderScreen(<ChatQueuePage />, {
    path: '/qc-v2/chats/queue/:chatId?',
    url: '/qc-v2/chats/queue',
    handlers: [[qa.chatQueue, () => answer]],
  });
  await screen.findByRole('heading', { name: /^Chat with/ });
  return drawn(container);
}

describe("the chat queue's early view", () => {
  it('is rendered by the build from the queue page itself, for everyone and for QC managers', () => {
    expect(queueView.path).toBe('/qc-v2/chats/queue/:chatId?');
    expect(queueView.holders?.scopes).toEqual(['qa:manager']);
    for (const markup of [queueView.light, queueView.dark, queueView.holders!.light, queueView.holders!.dark]) {
      expect(markup.html).toContain('%%customer%%');
      expect(markup.html).toContain('data-frame-heading');
    }
  });

  it('writes the claimed chat as the app draws it: names, moments, counts, agents, every message (text as text)', async () => {
    const answer = reply(claimed());
    const filled = early(answer)!;
    expect(filled).not.toBeNull();
    const app = await appDraws(answer);
    expect(drawn(filled)).toEqual(app);
    expect(app.heading).toContain('12,345+ waiting');
    expect(app.pane).toContain('Checking <b>now</b>:\n%%author%% & %%text%%');
    expect(filled.querySelector('b')).toBeNull();
  });

  it('writes a chat without a department, a customer name or a cap as the app does', async () => {
    const answer = reply(
      claimed({
        department: '',
        customerName: '',
        agents: [],
        messageCount: 1,
        messages: claimed().messages.slice(0, 1),
      }),
      { waiting: 7, waitingCapped: false },
    );
    const app = await appDraws(answer);
    expect(drawn(early(answer)!)).toEqual(app);
    expect(app.pane).toContain('Chat with a customer');
  });

  it('declines what it cannot draw as the app will, leaving the page to the app', () => {
    const declined = {
      'nothing waiting': reply(null),
      'a chat without messages': reply(claimed({ messages: [], messageCount: 0 })),
      'a comment on a message': reply(claimed({ messages: [{ ...claimed().messages[0]!, comments: [comment()] }] })),
      'a comment on the chat': reply(claimed({ comments: [comment()] })),
      'a note': reply(claimed({ notes: [comment()] })),
      'a review': reply(claimed({ reviews: [review()] })),
      'a tag': reply(claimed({ tags: [tags[0]!] })),
      'an unknown agent': reply(claimed({ unknownAgents: ['who@example.com'] })),
      'chats saved for later': reply(claimed(), { deferred: [chat()] }),
      'not an answer': 'Service Unavailable',
    };
    for (const [what, answer] of Object.entries(declined)) expect(early(answer), what).toBeNull();
    // Claimed by someone else (the app says so above the chat): not drawn early.
    expect(early(reply(claimed()), 2)).toBeNull();
  });
});

const claimedTicket = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  id: 40,
  externalId: 'T-40',
  department: 'Billing',
  agents: [{ id: 5, name: 'Ada Agent' }],
  unknownAgents: [],
  tags: [],
  queueState: 'waiting',
  reviewCount: 0,
  claim: { reviewerId: 1, reviewerName: 'Test User', until: '2026-11-02T10:30:00.000Z' },
  subject: 'Invoice <b>twice</b> %%status%%',
  status: 'closed',
  clientName: 'Carla Client',
  clientEmail: 'carla@example.com',
  clientKind: 'Client',
  clientLogin: 'Logged In',
  openedAt: '2026-11-02T09:00:00.000Z',
  replyCount: 2,
  comments: [],
  notes: [],
  reviews: [],
  replies: [
    {
      id: 90,
      position: 1,
      author: 'Carla Client',
      authorKind: 'client',
      body: 'I was charged twice.\n%%author%%',
      sentAt: '2026-11-02T09:00:00.000Z',
      comments: [],
    },
    {
      id: 91,
      position: 2,
      author: 'Ada Agent',
      authorKind: 'agent',
      body: 'Refunded the second one.',
      sentAt: '2026-11-02T09:30:00.000Z',
      comments: [],
    },
  ],
  ...over,
});

async function appDrawsTickets(answer: ReturnType<typeof reply>) {
  cleanup();
  signInAs(['qa:ticket:review']);
  const { container } = renderScreen(<TicketQueuePage />, {
    path: '/qc-v2/tickets/queue',
    url: '/qc-v2/tickets/queue',
    handlers: [[qa.ticketQueue, () => answer]],
  });
  await screen.findByLabelText('Thread');
  return drawn(container);
}

describe("the ticket queue's early view", () => {
  it('is rendered by the build from the queue page itself', () => {
    expect(ticketView.holders?.scopes).toEqual(['qa:manager']);
    expect(ticketView.light.html).toContain('%%subject%%');
    expect(ticketView.light.html).toContain('data-early-alternates');
  });

  it('writes the claimed ticket as the app draws it, a signed-in client and one who was not', async () => {
    for (const ticket of [
      claimedTicket(),
      // A value holding the markers of its own line stays as it is.
      claimedTicket({
        clientLogin: 'Not Logged',
        clientName: '',
        department: '',
        agents: [],
        clientKind: 'Email',
        status: '%%client%% (%%clientKind%%)',
      }),
    ]) {
      const answer = reply(ticket, { waiting: 3, waitingCapped: false });
      const filled = early(answer, 1, ticketView)!;
      expect(filled, ticket.clientLogin).not.toBeNull();
      expect(drawn(filled)).toEqual(await appDrawsTickets(answer));
      expect(filled.querySelector('[data-early-alternates]')).toBeNull();
      expect(filled.querySelector('b')).toBeNull();
    }
  });

  it('declines what it cannot draw as the app will', () => {
    const declined = {
      'nothing waiting': reply(null),
      'a ticket without replies': reply(claimedTicket({ replies: [] })),
      'a comment on a reply': reply(
        claimedTicket({ replies: [{ ...claimedTicket().replies[0]!, comments: [comment()] }] }),
      ),
      'a note': reply(claimedTicket({ notes: [comment()] })),
      'a tag': reply(claimedTicket({ tags: [tags[0]!] })),
    };
    for (const [what, answer] of Object.entries(declined)) expect(early(answer, 1, ticketView), what).toBeNull();
    expect(early(reply(claimedTicket()), 2, ticketView)).toBeNull();
  });
});
