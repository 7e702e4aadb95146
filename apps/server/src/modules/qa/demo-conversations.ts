// The demo's conversations (`npm run demo`): chats and tickets as the chat and ticket systems would send
// them, through the ingestion service — realistic hosting-support transcripts, the demo support agents
// as agents, customers and clients of every kind (with and without the "0" logged-in flag).
import type { ingestChat, ingestTicket } from '@backoffice/contract/modules/qa';
import { CLIENT_KINDS, INGEST_BATCH } from '@backoffice/contract/modules/qa';
import type { z } from 'zod';
import type { IntegrationCaller } from '../../core/auth/integration-keys.js';
import type { AppContext } from '../../core/context.js';
import { ingestChats, ingestTickets } from './services/ingest.js';

interface Agent {
  name: string;
  email: string;
}

const TOPICS = [
  {
    subject: 'Site down after DNS change',
    department: 'Support',
    lines: [
      ['customer', 'Hi, my site {domain} stopped loading after I changed the nameservers.'],
      ['agent', 'Hello {customer}, let me look at the zone for {domain}.'],
      ['agent', 'The A record still points to the old server; I have updated it to the new address.'],
      ['customer', 'How long until it works?'],
      ['agent', 'Within the TTL, about an hour. I lowered it to 300 seconds for next time.'],
      ['customer', 'Great, thanks!'],
    ],
  },
  {
    subject: 'SSL certificate expired',
    department: 'Support',
    lines: [
      ['customer', 'Browsers say the certificate of {domain} has expired.'],
      ['agent', 'Checking: the renewal failed because the DNS challenge record was missing.'],
      ['agent', 'I have renewed it through Let’s Encrypt; it is valid for 90 days now.'],
      ['customer', 'Works again, thank you.'],
    ],
  },
  {
    subject: 'Invoice paid twice',
    department: 'Billing',
    lines: [
      ['customer', 'I was charged twice for invoice {invoice}.'],
      ['agent', 'Sorry about that, {customer}. I can see both payments.'],
      ['agent', 'I have refunded the second one; it reaches your card in 3–5 days.'],
      ['customer', 'OK, thanks.'],
    ],
  },
  {
    subject: 'Emails go to spam',
    department: 'Support',
    lines: [
      ['customer', 'Mail from {domain} lands in spam at Gmail.'],
      ['agent', 'Your domain has no SPF and DKIM records. I can add them for you.'],
      ['customer', 'Please do.'],
      ['agent', 'Done: SPF and DKIM are set, and DMARC in monitoring mode.'],
      ['customer', 'Will it help at once?'],
      ['agent', 'Reputation builds over a few days; new mail should already pass the checks.'],
    ],
  },
  {
    subject: 'Migration from another host',
    department: 'Sales',
    lines: [
      ['customer', 'Can you move {domain} from my old host without downtime?'],
      ['agent', 'Yes: we copy the files and database, test on a temporary address, then switch DNS.'],
      ['customer', 'What does it cost?'],
      ['agent', 'The first migration is free on the Business plan.'],
    ],
  },
  {
    subject: 'Server slow',
    department: 'Support',
    lines: [
      ['customer', '{domain} takes 10 seconds to load.'],
      ['agent', 'The PHP workers are all busy; a plugin runs a heavy query on every page.'],
      ['agent', 'I enabled the object cache; pages load in under a second now.'],
      ['customer', 'Wow, much better.'],
    ],
  },
] as const;

const CUSTOMERS = [
  'Lena Fischer',
  'Paolo Rossi',
  'Aiko Tanaka',
  'Sam Okoye',
  'Marta Nowak',
  'Jonas Berg',
  'Inés Ruiz',
  'Tom Becker',
];
const DOMAINS = [
  'bakery-berlin.de',
  'rossi-shop.it',
  'aiko.design',
  'okoye-law.com',
  'nowak.pl',
  'berg-photo.se',
  'ruiz.es',
  'becker-it.de',
];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

type Chat = z.input<typeof ingestChat>;
type Ticket = z.input<typeof ingestTicket>;

/** `count` chats and `count / 2` tickets over the last 90 days before `now`, ingested in batches. */
export async function seedConversations(
  ctx: AppContext,
  caller: IntegrationCaller,
  agents: Agent[],
  count: number,
  now = Date.now(),
): Promise<void> {
  if (!agents.length) return;
  const chats: Chat[] = [];
  for (let i = 0; i < count; i++) {
    const topic = TOPICS[i % TOPICS.length]!;
    const customer = CUSTOMERS[(i * 7) % CUSTOMERS.length]!;
    const agent = agents[(i * 13) % agents.length]!;
    const values = {
      customer: customer.split(' ')[0]!,
      domain: DOMAINS[(i * 3) % DOMAINS.length]!,
      invoice: `INV-${10_000 + i}`,
    };
    const started = now - ((i * 7919) % (90 * 24 * 60)) * 60_000;
    chats.push({
      externalId: `demo-chat-${i + 1}`,
      department: topic.department,
      channel: i % 10 === 0 ? 'whatsapp' : 'chat',
      agents: [agent],
      customer: { name: customer, email: i % 4 === 0 ? null : `${customer.split(' ')[0]!.toLowerCase()}@example.net` },
      startedAt: new Date(started).toISOString(),
      endedAt: new Date(started + topic.lines.length * 90_000).toISOString(),
      messages: topic.lines.map(([kind, line], n) => ({
        author: kind === 'agent' ? agent.name : customer,
        authorKind: kind,
        text: fill(line, values),
        sentAt: new Date(started + n * 90_000).toISOString(),
      })),
    });
  }
  for (let i = 0; i < chats.length; i += INGEST_BATCH) {
    await ingestChats(ctx, caller, chats.slice(i, i + INGEST_BATCH) as never);
  }
  const tickets: Ticket[] = [];
  for (let i = 0; i < Math.floor(count / 2); i++) {
    const topic = TOPICS[(i + 2) % TOPICS.length]!;
    const client = CUSTOMERS[(i * 5) % CUSTOMERS.length]!;
    const agent = agents[(i * 17) % agents.length]!;
    const values = {
      customer: client.split(' ')[0]!,
      domain: DOMAINS[(i * 5) % DOMAINS.length]!,
      invoice: `INV-${20_000 + i}`,
    };
    const opened = now - ((i * 6151) % (90 * 24 * 60)) * 60_000;
    const kind = CLIENT_KINDS[i % CLIENT_KINDS.length]!;
    tickets.push({
      externalId: `demo-ticket-${i + 1}`,
      subject: topic.subject,
      department: topic.department,
      status: i % 5 === 0 ? 'open' : i % 5 === 1 ? 'waiting on customer' : 'closed',
      agents: [agent],
      client: {
        name: client,
        email: kind === 'Unregistered' ? null : `${client.split(' ')[0]!.toLowerCase()}@example.net`,
        kind,
        // Logged-in clients and admins, some with the "0" flag that says they were not (spec §4).
        loggedInFlag: kind === 'Client' || kind === 'Admin' ? (i % 3 === 0 ? '0' : '1') : null,
      },
      createdAt: new Date(opened).toISOString(),
      replies: topic.lines.map(([who, line], n) => ({
        author: who === 'agent' ? agent.name : client,
        authorKind: who === 'agent' ? 'agent' : 'client',
        body: fill(line, values),
        sentAt: new Date(opened + n * 3_600_000).toISOString(),
      })),
    });
  }
  for (let i = 0; i < tickets.length; i += INGEST_BATCH) {
    await ingestTickets(ctx, caller, tickets.slice(i, i + INGEST_BATCH) as never);
  }
}
