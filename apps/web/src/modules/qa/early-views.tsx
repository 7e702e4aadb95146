// Build time only (core/early-view.ts): the chat and ticket queues as the app first draws them with a claimed
// conversation, so that the page of /qc-v2/chats/queue or /qc-v2/tickets/queue shows it as soon as its claim has
// answered, seconds before the app has loaded on a phone (docs/qa.md "The queue").

import type { ChatDetail, TicketDetail } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { formatInstant, instantFormatter, MONTH_ABBREVIATIONS } from '../../core/dates';
import type { EarlyView, EarlyViewContext } from '../../core/early-view';
import { endpointKey } from '../../core/endpoint-query';
import { formatNumber } from '../../core/numbers';
import { ClientLoginChip } from './components/conversation-pane';
import ChatQueuePage, { TicketQueuePage } from './pages/queue-page';

/** The samples' words: markers `fill` finds and replaces. */
const MARK = {
  customer: '%%customer%%',
  channel: '%%channel%%',
  subject: '%%subject%%',
  status: '%%status%%',
  client: '%%client%%',
  clientKind: '%%clientKind%%',
  department: '%%department%%',
  agent: '%%agent%%',
  author: '%%author%%',
  text: '%%text%%',
} as const;
const SAMPLE_AT = '2001-02-03T04:05:00.000Z';
const SAMPLE_WAITING = 97531;
const SAMPLE_COUNT = 86420;
/** The client-login chip the ticket sample draws; the other one is drawn aside (`data-early-alternates`). */
const LOGGED_IN = 'Logged In';

const line = <K extends string>(id: number, authorKind: K) => ({
  id,
  position: id,
  author: MARK.author,
  authorKind,
  sentAt: SAMPLE_AT,
  comments: [],
});

/** What a claimed chat and a claimed ticket have alike: one agent, nothing on them yet. */
const claimedSample = {
  id: 1,
  externalId: '1',
  department: MARK.department,
  agents: [{ id: 1, name: MARK.agent }],
  unknownAgents: [],
  tags: [],
  queueState: 'waiting' as const,
  reviewCount: 0,
  claim: null,
  comments: [],
  notes: [],
  reviews: [],
};

/** A claimed chat with one message of each kind: what `fill` copies for each of the real ones. */
const chatSample: ChatDetail = {
  ...claimedSample,
  channel: MARK.channel,
  customerName: MARK.customer,
  customerEmail: null,
  startedAt: SAMPLE_AT,
  endedAt: null,
  messageCount: SAMPLE_COUNT,
  messages: [
    { ...line(1, 'customer'), text: MARK.text },
    { ...line(2, 'agent'), text: MARK.text },
  ],
};

/** A claimed ticket with one reply of each kind. */
const ticketSample: TicketDetail = {
  ...claimedSample,
  subject: MARK.subject,
  status: MARK.status,
  clientName: MARK.client,
  clientEmail: null,
  clientKind: MARK.clientKind,
  clientLogin: LOGGED_IN,
  openedAt: SAMPLE_AT,
  replyCount: SAMPLE_COUNT,
  replies: [
    { ...line(1, 'client'), body: MARK.text },
    { ...line(2, 'agent'), body: MARK.text },
  ],
};

const queueReply = <T,>(next: T) => ({
  next,
  claimedUntil: SAMPLE_AT,
  waiting: SAMPLE_WAITING,
  waitingCapped: false,
  upcoming: [],
  deferred: [],
});

function queue(page: ReactNode, url: string, seed: (client: QueryClient) => void) {
  const client = new QueryClient();
  seed(client);
  return (
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>{page}</QueryClientProvider>
    </MemoryRouter>
  );
}

const renderChatQueue = () =>
  queue(<ChatQueuePage />, qaScreens.chatQueue.href({ chatId: null }), (client) =>
    client.setQueryData(endpointKey(qa.chatQueue, { query: { skip: [] } }), queueReply(chatSample)),
  );

const renderTicketQueue = () => (
  <>
    {queue(<TicketQueuePage />, qaScreens.ticketQueue.href(), (client) =>
      client.setQueryData(endpointKey(qa.ticketQueue, { query: { skip: [] } }), queueReply(ticketSample)),
    )}
    {/* The client-login chip of a client who was not signed in, for `fill` to take (the sample's is the other). */}
    <div hidden data-early-alternates="">
      <ClientLoginChip login="Not Logged" />
    </div>
  </>
);

/** A message's moment as the screen writes it (transcript.tsx). */
const lineTime = instantFormatter(undefined, { year: false, seconds: false });

interface Line {
  author: string;
  authorKind: string;
  text?: string;
  body?: string;
  sentAt: string;
  comments: unknown[];
}

/**
 * Writes the queue's answer into a copy of the drawn sample, a chat's (`messages`) or a ticket's (`replies`).
 * Only a conversation the copy shows exactly as the app will: lines without comments, no comments, notes,
 * reviews or tags on it, no agent the back office does not know, nothing saved for later, claimed by the caller.
 * The app writes the rest (it loads as before). Each text node's markers are replaced in one pass, so that a
 * value holding a marker stays as it is. Sent in the page as its source: nothing from outside itself (months,
 * markers and the client-login chip's word come in `words`).
 */
export function fillQueue(view: DocumentFragment, answer: unknown, { me, words }: EarlyViewContext): boolean {
  type Item = Omit<ChatDetail & TicketDetail, 'messages' | 'replies'> & { messages?: Line[]; replies?: Line[] };
  const reply = answer as { next: Item | null; waiting: number; waitingCapped: boolean; deferred: unknown[] } | null;
  const item = reply?.next;
  const lines = item ? (item.messages ?? item.replies) : null;
  if (!reply || !item || !Array.isArray(lines) || !lines.length || reply.deferred.length) return false;
  if (item.comments.length || item.notes.length || item.reviews.length || item.tags.length) return false;
  if (item.unknownAgents.length || (item.claim && item.claim.reviewerId !== me)) return false;
  if (lines.some((m) => m.comments.length)) return false;
  const ticket = !item.messages;
  const w = words as Record<keyof typeof MARK | 'waiting' | 'count' | 'startedAt' | 'sentAt' | 'loggedIn', string> & {
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
  // Replaces the markers in `values` in the text under `root` (not under `skip`), each text node in one pass;
  // true when every one of them was found. One pattern a set of markers (every line has the same three).
  const patterns: Record<string, RegExp> = {};
  const write = (root: Node, values: Record<string, string>, skip?: Node | null) => {
    const markers = Object.keys(values).sort((a, b) => b.length - a.length);
    const key = markers.join('\n');
    patterns[key] ??= new RegExp(markers.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    const pattern = patterns[key];
    const found: Record<string, boolean> = {};
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      if (skip?.contains(text)) continue;
      const written = text.data.replace(pattern, (marker) => {
        found[marker] = true;
        return values[marker]!;
      });
      if (written !== text.data) text.data = written;
    }
    return markers.every((m) => found[m]);
  };
  const labelled = (root: ParentNode, label: string) =>
    Array.from(root.querySelectorAll('.MuiChip-label'))
      .find((l) => l.textContent === label)
      ?.closest('.MuiChip-root');
  const list = view.querySelector(ticket ? '[aria-label="Thread"]' : '[aria-label="Transcript"]');
  const alternates = view.querySelector('[data-early-alternates]');
  const [customerLine, agentLine] = list ? Array.from(list.children) : [];
  const chip = labelled(view, w.agent);
  if (!list || !customerLine || !agentLine || !chip) return false;
  const heading: Record<string, string> = {
    [w.waiting]: `${grouped(reply.waiting)}${reply.waitingCapped ? '+' : ''}`,
    [w.startedAt]: instant((ticket ? item.openedAt : item.startedAt) as string, true),
    [` · ${w.department}`]: item.department ? ` · ${item.department}` : '',
    ...(ticket
      ? {
          [w.subject]: item.subject,
          [w.status]: item.status,
          [w.client]: item.clientName || item.clientEmail || 'client',
          [w.clientKind]: item.clientKind,
        }
      : {
          [w.customer]: item.customerName || 'a customer',
          [w.channel]: item.channel,
          [w.count]: String(item.messageCount),
        }),
  };
  if (!write(view, heading, list)) return false;
  if (ticket) {
    const login = labelled(view, w.loggedIn);
    const other = alternates && labelled(alternates, String(item.clientLogin));
    if (!login || (item.clientLogin !== w.loggedIn && !other)) return false;
    if (other) login.replaceWith(other);
  }
  for (const m of lines) {
    const copy = (m.authorKind === 'agent' ? agentLine : customerLine).cloneNode(true);
    const values = { [w.author]: m.author, [w.sentAt]: instant(m.sentAt, false), [w.text]: String(m.text ?? m.body) };
    if (!write(copy, values)) return false;
    list.insertBefore(copy, customerLine);
  }
  customerLine.remove();
  agentLine.remove();
  for (const agent of item.agents) {
    const copy = chip.cloneNode(true) as Element;
    copy.querySelector('.MuiChip-label')!.textContent = agent.name;
    chip.before(copy);
  }
  chip.remove();
  alternates?.remove();
  return true;
}

const holders = typeof qa.setDailyGoal.access === 'object' ? qa.setDailyGoal.access.scopes : [];
const words = {
  ...MARK,
  months: MONTH_ABBREVIATIONS,
  waiting: formatNumber(SAMPLE_WAITING),
  count: String(SAMPLE_COUNT),
  startedAt: formatInstant(SAMPLE_AT),
  sentAt: lineTime(SAMPLE_AT),
  loggedIn: LOGGED_IN,
};

export const earlyViews: EarlyView[] = [
  // A QC manager's daily goal has its set-goal button (its place held while the count loads).
  { path: qaScreens.chatQueue.pattern, render: renderChatQueue, holders, words, fill: fillQueue },
  { path: qaScreens.ticketQueue.pattern, render: renderTicketQueue, holders, words, fill: fillQueue },
];
