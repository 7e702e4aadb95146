// The chat queue's settings (contract qa/v1-queue-settings.ts; no call of the spec): QC v2's queue
// reads them (services/queue.ts), so both generations' chat queue follows them.
import * as api from '@backoffice/contract/modules/qa';
import { type Handler, handle } from '../../../core/http.js';
import { queueSettingsOf, updateQueueSettings } from '../services/queue-settings.js';

export const handlers: Handler[] = [
  handle(api.v1QueueSettings, ({ ctx }) => queueSettingsOf(ctx.db)),
  handle(api.v1UpdateQueueSettings, ({ ctx, body }) => updateQueueSettings(ctx, body)),
];
