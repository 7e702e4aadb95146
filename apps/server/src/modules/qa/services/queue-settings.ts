// The chat queue's settings (contract qa/v1-queue-settings.ts): which departments feed the one chat
// queue QC v1 and QC v2 share, which chat it offers first and how long a claim lasts. One row, written
// on the first change; until then the defaults (QUEUE_LEASE_MINUTES) apply. services/queue.ts reads it.
import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from '@backoffice/contract/modules/qa';
import { sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { preparedOnce } from '../../../core/db/lists.js';
import { qaQueueSettings } from '../schema/queue-settings.js';

const columns = {
  departments: qaQueueSettings.departments,
  order: qaQueueSettings.order,
  leaseMinutes: qaQueueSettings.leaseMinutes,
};

export async function queueSettingsOf(db: Executor): Promise<QueueSettings> {
  // Read by every claim and list of the chat queue: built once, its plan kept (core/db/lists.ts `preparedOnce`).
  const [row] = await preparedOnce(db, 'qa.queueSettings', () => db.select(columns).from(qaQueueSettings).prepare(''), {
    keepPlan: true,
  }).execute();
  return row ? { ...row, order: row.order as QueueSettings['order'] } : DEFAULT_QUEUE_SETTINGS;
}

export async function updateQueueSettings(ctx: AppContext, change: Partial<QueueSettings>): Promise<QueueSettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await queueSettingsOf(tx);
    const after: QueueSettings = {
      ...before,
      ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
      // A department named twice (or in two cases) is one.
      ...(change.departments ? { departments: [...new Set(change.departments)] } : {}),
    };
    await tx
      .insert(qaQueueSettings)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: qaQueueSettings.id, set: { ...after, updatedAt: sql`now()` } });
    auditChange(tx, { entity: 'qa-queue-settings', entityId: 1, before, after });
    return after;
  });
}
