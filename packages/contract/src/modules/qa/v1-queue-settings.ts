// The chat queue's settings (spec §2 /qc-settings/chats/queue, qa:chat:settings): the one chat queue
// QC v1 and QC v2 both take chats from (services/queue.ts reads them). The spec names no call for it:
// GET and PATCH /qa-controller/chat/queue-settings are ours (docs/qa.md "QC v1").
import { z } from 'zod';
import { endpoint, scopes } from '../../http.js';
import { QUEUE_LEASE_MINUTES } from './reviews.js';

export const QUEUE_ORDERS = ['oldest', 'newest'] as const;

export const queueSettings = z.object({
  /** The departments whose chats reach the queue (by name, as the chat system sends them); empty: every one. */
  departments: z.array(z.string().trim().min(1, 'is required').max(200)).max(100, 'must name at most 100'),
  /** Which waiting chat the queue offers first. */
  order: z.enum(QUEUE_ORDERS),
  /** How long a claimed chat stays the claimer's before the queue offers it again. */
  leaseMinutes: z.number().int('must be a whole number').min(1, 'must be at least 1').max(480, 'must be at most 480'),
});
export type QueueSettings = z.output<typeof queueSettings>;

/** What the queue does before anyone changes its settings. */
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  departments: [],
  order: 'oldest',
  leaseMinutes: QUEUE_LEASE_MINUTES,
};

export const v1QueueSettings = endpoint({
  name: 'qa.v1QueueSettings',
  method: 'GET',
  path: '/qa-controller/chat/queue-settings',
  access: scopes('qa:chat:settings'),
  summary:
    'The chat queue’s settings: the departments that feed it, which chat it offers first, how long a claim lasts',
  reply: queueSettings,
});

export const v1UpdateQueueSettings = endpoint({
  name: 'qa.v1UpdateQueueSettings',
  method: 'PATCH',
  path: '/qa-controller/chat/queue-settings',
  access: scopes('qa:chat:settings'),
  summary: 'Change the chat queue’s settings (the fields sent); the next claim follows them',
  body: queueSettings.partial(),
  reply: queueSettings,
});
