// What the IP set tests share: an app with a reader, an editor and an outsider (no IP set scope), and
// the calls they make most, each on the app of the test file that made them.
import type { BodyOf } from '@backoffice/contract';
import * as ipset from '@backoffice/contract/modules/ipset';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import type { QueryInput } from '../../../test/typed-calls.js';

export interface IpsetApp {
  t: TestApp;
  /** `ipset:ipset:read` only. */
  reader: TestUser;
  /** Reads and changes sets. */
  editor: TestUser;
  /** Holds no IP set scope. */
  outsider: TestUser;
}

export async function startIpsetApp(): Promise<IpsetApp> {
  const t = await createTestApp();
  return {
    t,
    reader: await t.createUser({ scopes: ['ipset:ipset:read'] }),
    editor: await t.createUser({ scopes: ['ipset:ipset:read', 'ipset:ipset:create'] }),
    outsider: await t.createUser({ scopes: ['dns:zone:read'] }),
  };
}

/** The calls, on the app `app()` answers when they run (a test file's, set up in its beforeAll). */
export function ipsetCalls(app: () => IpsetApp) {
  let setCounter = 0;
  const listIps = (set: string | number, query: QueryInput<typeof ipset.listIps> = {}) =>
    app().t.call(app().reader, ipset.listIps, { params: { id: String(set) }, query });
  return {
    uniqueName: (base = 'set') => `${base}-${++setCounter}`,
    createSet: (body: BodyOf<typeof ipset.createSet>) => app().t.callOk(app().editor, ipset.createSet, { body }),
    /** A set by id or by name: the path holds either. */
    addIps: (set: string | number, ips: string[], user: TestUser = app().editor) =>
      app().t.call(user, ipset.addIps, { params: { set: String(set) }, body: { ips } }),
    listIps,
    ipsOf: async (set: string | number, query: QueryInput<typeof ipset.listIps> = {}) => {
      const res = await listIps(set, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.reply().items.map((i) => i.ip);
    },
    lastAudit: async (entityId: number) => {
      const { rows } = await app().t.database.pool.query(
        "SELECT method, route, entity, entity_id, before, after, user_id FROM audit_log WHERE entity = 'ipset' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
        [String(entityId)],
      );
      return rows[0];
    },
  };
}

/**
 * A test file's app: started in its beforeAll, closed in its afterAll. Its users (`s.reader`…) and
 * calls work once it has started.
 */
export function useIpsetApp() {
  let app: IpsetApp | undefined;
  beforeAll(async () => {
    app = await startIpsetApp();
  }, 120_000);
  afterAll(() => app?.t.close());
  const started = (): IpsetApp => {
    if (!app) throw new Error('The IP set app has not started yet');
    return app;
  };
  return {
    get t() {
      return started().t;
    },
    get reader() {
      return started().reader;
    },
    get editor() {
      return started().editor;
    },
    get outsider() {
      return started().outsider;
    },
    ...ipsetCalls(started),
  };
}
