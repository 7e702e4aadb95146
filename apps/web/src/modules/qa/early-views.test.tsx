import type { ChatDetail } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PrerenderedEarlyView, prerenderEarlyViews } from '../../app/login/prerender';
import { renderScreen, signInAs } from '../../test/render';
import { fillChatQueue } from './early-views';
import ChatQueuePage from './pages/queue-page';
import { agent, chat, review, tags } from './testing/fixtures';

const comment = () => ({
  id: 1,
  author: agent,
  content: 'Look here',
  notifyUsers: [],
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

const [queueView] = prerenderEarlyViews() as [PrerenderedEarlyView];

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
  next: ChatDetail | null,
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
function early(answer: unknown, me: number | null = 1): HTMLElement | null {
  const template = document.createElement('template');
  template.innerHTML = queueView.light.html;
  if (!fillChatQueue(template.content, answer, { me, words: queueView.words })) return null;
  const root = document.createElement('div');
  root.append(template.content);
  return root;
}

/** What a person reads of a drawn queue, and the shape it is drawn in (MUI's classes, not emotion's). */
function drawn(root: HTMLElement) {
  const pane = [...root.querySelectorAll('h2')]
    .find((h) => h.textContent?.startsWith('Chat with'))!
    .closest('.MuiPaper-outlined')!;
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
