// What the SMS tests share: an app (with the environment a file gives it) with a reader, a sender and
// an outsider (no SMS scope), and the calls they make most.
import type { BodyOf } from '@backoffice/contract';
import * as sms from '@backoffice/contract/modules/sms';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

export interface SmsApp {
  t: TestApp;
  /** `sms:sms:read` only. */
  reader: TestUser;
  /** Reads, writes templates and sends. */
  sender: TestUser;
  /** Holds no SMS scope. */
  outsider: TestUser;
}

/** A test file's app, started in its beforeAll (with `env()` read then) and closed in its afterAll. */
export function useSmsApp(env: () => Record<string, string> = () => ({})) {
  let app: SmsApp | undefined;
  beforeAll(async () => {
    const t = await createTestApp({ env: env() });
    app = {
      t,
      reader: await t.createUser({ scopes: ['sms:sms:read'] }),
      sender: await t.createUser({ scopes: ['sms:sms:read', 'sms:sms:create'] }),
      outsider: await t.createUser({ scopes: ['dns:zone:read'] }),
    };
  }, 120_000);
  afterAll(() => app?.t.close());
  const started = (): SmsApp => {
    if (!app) throw new Error('The SMS app has not started yet');
    return app;
  };
  let counter = 0;
  return {
    get t() {
      return started().t;
    },
    get reader() {
      return started().reader;
    },
    get sender() {
      return started().sender;
    },
    get outsider() {
      return started().outsider;
    },
    uniqueName: (base = 'template') => `${base}-${++counter}`,
    createTemplate: (body: BodyOf<typeof sms.createSmsTemplate>) =>
      started().t.callOk(started().sender, sms.createSmsTemplate, { body }),
    send: (body: BodyOf<typeof sms.sendSms>, user: TestUser = started().sender) =>
      started().t.call(user, sms.sendSms, { body }),
    /** The newest audit row of an entity. */
    lastAudit: async (entity: string) => {
      const { rows } = await started().t.database.pool.query(
        'SELECT method, entity, entity_id, before, after, user_id FROM audit_log WHERE entity = $1 ORDER BY id DESC LIMIT 1',
        [entity],
      );
      return rows[0];
    },
    /** A message's row as the table keeps it. */
    messageRow: async (id: number) => {
      const { rows } = await started().t.database.pool.query('SELECT * FROM sms_messages WHERE id = $1', [id]);
      return rows[0];
    },
  };
}
