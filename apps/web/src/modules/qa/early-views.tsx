// Build time only (core/early-view.ts): the chat queue as the app first draws it with a claimed chat, so that the
// page of /qc-v2/chats/queue shows the chat as soon as its claim has answered, seconds before the app has loaded
// on a phone (docs/qa.md "The claimed chat before the app").

import type { ChatDetail } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { formatInstant, instantFormatter, MONTH_ABBREVIATIONS } from '../../core/dates';
import type { EarlyView, EarlyViewContext } from '../../core/early-view';
import { endpointKey } from '../../core/endpoint-query';
import { formatNumber } from '../../core/numbers';
import ChatQueuePage from './pages/queue-page';

/** The sample's words: markers `fill` finds and replaces. */
const MARK = {
  customer: '%%customer%%',
  channel: '%%channel%%',
  department: '%%department%%',
  agent: '%%agent%%',
  author: '%%author%%',
  text: '%%text%%',
} as const;
const SAMPLE_AT = '2001-02-03T04:05:00.000Z';
const SAMPLE_WAITING = 97531;
const SAMPLE_COUNT = 86420;

const message = (id: number, authorKind: 'customer' | 'agent') => ({
  id,
  position: id,
  author: MARK.author,
  authorKind,
  text: MARK.text,
  sentAt: SAMPLE_AT,
  comments: [],
});

/** A claimed chat with one message of each kind and one agent: what `fill` copies for each of the real ones. */
const sample: ChatDetail = {
  id: 1,
  externalId: '1',
  department: MARK.department,
  agents: [{ id: 1, name: MARK.agent }],
  unknownAgents: [],
  tags: [],
  queueState: 'waiting',
  reviewCount: 0,
  claim: null,
  channel: MARK.channel,
  customerName: MARK.customer,
  customerEmail: null,
  startedAt: SAMPLE_AT,
  endedAt: null,
  messageCount: SAMPLE_COUNT,
  comments: [],
  notes: [],
  reviews: [],
  messages: [message(1, 'customer'), message(2, 'agent')],
};

const sampleReply = {
  next: sample,
  claimedUntil: SAMPLE_AT,
  waiting: SAMPLE_WAITING,
  waitingCapped: false,
  upcoming: [],
  deferred: [],
};

function renderChatQueue() {
  const client = new QueryClient();
  client.setQueryData(endpointKey(qa.chatQueue, { query: { skip: [] } }), sampleReply);
  return (
    <MemoryRouter initialEntries={[qaScreens.chatQueue.href({ chatId: null })]}>
      <QueryClientProvider client={client}>
        <ChatQueuePage />
      </QueryClientProvider>
    </MemoryRouter>
  );
}

/** A chat's and a message's moment as the screen writes them (queue-page's header and transcript.tsx). */
const messageTime = instantFormatter(undefined, { year: false, seconds: false });

interface Message {
  author: string;
  authorKind: string;
  text: string;
  sentAt: string;
  comments: unknown[];
}

/**
 * Writes the queue's answer into a copy of the drawn sample. Only a chat the copy shows exactly as the app will:
 * messages without comments, no comments, notes, reviews or tags on the chat, no agent the back office does not
 * know, no chat saved for later, claimed by the caller. The app writes the rest (it loads as before).
 * Sent in the page as its source: nothing from outside itself (months and markers come in `words`).
 */
export function fillChatQueue(view: DocumentFragment, answer: unknown, { me, words }: EarlyViewContext): boolean {
  const reply = answer as {
    next: (Omit<ChatDetail, 'messages'> & { messages: Message[] }) | null;
    waiting: number;
    waitingCapped: boolean;
    deferred: unknown[];
  } | null;
  const chat = reply?.next;
  if (!reply || !chat?.messages?.length || reply.deferred.length) return false;
  if (chat.comments.length || chat.notes.length || chat.reviews.length || chat.tags.length) return false;
  if (chat.unknownAgents.length || (chat.claim && chat.claim.reviewerId !== me)) return false;
  if (chat.messages.some((m) => m.comments.length)) return false;
  const w = words as Record<keyof typeof MARK | 'waiting' | 'count' | 'startedAt' | 'sentAt', string> & {
    months: string[];
  };
  const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
  const instant = (iso: string, year: boolean) => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    const day = `${at.getDate()} ${w.months[at.getMonth()]}${year ? ` ${at.getFullYear()}` : ''}`;
    return `${day}, ${pad(at.getHours())}:${pad(at.getMinutes())}`;
  };
  const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // The text node holding `marker` under `root`, its marker replaced by `value`; null when there is none.
  const swap = (root: Node, marker: string, value: string): Text | null => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      if (text.data.indexOf(marker) < 0) continue;
      text.data = text.data.split(marker).join(value);
      return text;
    }
    return null;
  };
  const transcript = view.querySelector('[aria-label="Transcript"]');
  const [customerLine, agentLine] = transcript ? Array.from(transcript.children) : [];
  const chip = swap(view, w.agent, '')?.parentElement?.closest('.MuiChip-root');
  if (!transcript || !customerLine || !agentLine || !chip) return false;
  for (const m of chat.messages) {
    const line = (m.authorKind === 'agent' ? agentLine : customerLine).cloneNode(true);
    // The author and the moment first: the message's own text may hold anything, markers too.
    const found = [swap(line, w.author, m.author), swap(line, w.sentAt, instant(m.sentAt, false))];
    found.push(swap(line, w.text, m.text));
    if (found.includes(null)) return false;
    transcript.insertBefore(line, customerLine);
  }
  customerLine.remove();
  agentLine.remove();
  for (const agent of chat.agents) {
    const copy = chip.cloneNode(true) as Element;
    copy.querySelector('.MuiChip-label')!.textContent = agent.name;
    chip.before(copy);
  }
  chip.remove();
  const found = [
    swap(view, w.waiting, `${grouped(reply.waiting)}${reply.waitingCapped ? '+' : ''}`),
    swap(view, w.startedAt, instant(chat.startedAt, true)),
    swap(view, w.count, String(chat.messageCount)),
    swap(view, w.channel, chat.channel),
    chat.department ? swap(view, w.department, chat.department) : swap(view, ` · ${w.department}`, ''),
    swap(view, w.customer, chat.customerName || 'a customer'),
  ];
  return !found.includes(null);
}

export const earlyViews: EarlyView[] = [
  {
    path: qaScreens.chatQueue.pattern,
    render: renderChatQueue,
    // A QC manager's daily goal has its set-goal button (its place held while the count loads).
    holders: typeof qa.setDailyGoal.access === 'object' ? qa.setDailyGoal.access.scopes : [],
    words: {
      ...MARK,
      months: MONTH_ABBREVIATIONS,
      waiting: formatNumber(SAMPLE_WAITING),
      count: String(SAMPLE_COUNT),
      startedAt: formatInstant(SAMPLE_AT),
      sentAt: messageTime(SAMPLE_AT),
    },
    fill: fillChatQueue,
  },
];
