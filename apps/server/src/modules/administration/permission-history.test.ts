// Time travel (issue 35): a sequence of role, user and move changes made through the API; after each
// step the present answers are kept with the instant; afterwards every past answer must equal them.
// Runs on both engines (TEST_ENGINE=postgres for PostgreSQL).
import * as administration from '@backoffice/contract/modules/administration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { stateAt } from './services/permission-history.js';
import { holdersIn } from './services/permission-state.js';
import { createDepartment, expectStatus, putInRole } from './testing/helpers.js';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  reader = await t.createUser({ scopes: ['users:roles:read'] });
});
afterAll(() => t.close());

/** An instant strictly after everything committed so far, and before anything that follows. */
async function instant(): Promise<string> {
  const at = Date.now();
  // The audit rows carry microseconds; the next change must start in a later millisecond.
  while (Date.now() <= at + 1) await new Promise<void>((resolve) => setImmediate(resolve));
  return new Date(at + 1).toISOString();
}

const QUESTIONS = [
  ['dns:zone:read'],
  ['ipset:ipset:create'],
  ['dns:zone:read', 'ipset:ipset:read'],
  ['users:users:update'],
];

describe('time travel', () => {
  it('answers every past instant as the present answered it then', async () => {
    const tag = `tt${process.pid}x`;
    const department = await createDepartment(t, admin);
    const user = (n: number) =>
      t.callOk(admin, administration.createUser, {
        body: {
          username: `${tag}${n}`,
          email: `${tag}${n}@example.test`,
          name: `Time Traveller ${n}`,
          password: `Correct-Horse-${n}-Battery-Staple`,
          departmentId: department.id,
        },
      });
    const role = (name: string, scopes: string[]) =>
      t.callOk(admin, administration.createRole, {
        body: { name: `${tag} ${name}`, departmentId: department.id, scopes },
      });

    const steps: (() => Promise<unknown>)[] = [];
    const ids: Record<string, number> = {};
    steps.push(async () => {
      ids.dns = (await role('dns', ['dns:zone:read'])).id;
      ids.ops = (await role('ops', ['ipset:*', 'dns:*'])).id;
    });
    steps.push(async () => {
      ids.a = (await user(1)).id;
      ids.b = (await user(2)).id;
      ids.c = (await user(3)).id;
    });
    steps.push(() =>
      t.callOk(admin, administration.moveUsersToRole, { body: { users: [ids.a!, ids.b!], role: ids.dns! } }),
    );
    steps.push(() =>
      t.callOk(admin, administration.updateUser, { params: { id: ids.c! }, body: { userData: { roleId: ids.ops! } } }),
    );
    steps.push(() =>
      t.callOk(admin, administration.updateRole, {
        params: { id: ids.dns! },
        body: { scopes: ['dns:zone:read', 'ipset:ipset:read'] },
      }),
    );
    steps.push(() =>
      t.callOk(admin, administration.updateUser, { params: { id: ids.b! }, body: { userData: { isAdmin: true } } }),
    );
    steps.push(() => t.callOk(admin, administration.moveUsersToRole, { body: { users: [ids.a!], role: ids.ops! } }));
    steps.push(() =>
      t.callOk(admin, administration.updateRole, { params: { id: ids.ops! }, body: { scopes: ['users:*'] } }),
    );
    steps.push(() => t.callOk(admin, administration.deleteUser, { body: { id: ids.c! } }));
    steps.push(async () => {
      await t.callOk(admin, administration.updateUser, {
        params: { id: ids.b! },
        body: { userData: { isAdmin: false, roleId: null } },
      });
      ids.spare = (await role('spare', ['users:users:update'])).id;
    });
    steps.push(() => t.callOk(admin, administration.deleteRole, { body: { id: ids.spare! } }));

    type Snapshot = { at: string; holders: Record<string, number[]>; scopes: Record<number, string[] | null> };
    const snapshots: Snapshot[] = [];
    const ours = (items: { id: number }[]) => items.map((h) => h.id).filter((id) => Object.values(ids).includes(id));
    const capture = async (at?: string) => {
      const holders: Record<string, number[]> = {};
      for (const q of QUESTIONS) {
        const page = await t.callOk(reader, administration.scopeHolders, {
          query: { scopes: q, search: tag, take: 100, at },
        });
        holders[q.join('+')] = ours(page.items).sort((x, y) => x - y);
        if (at) expect(page.history).toMatchObject({ at: new Date(at).toISOString(), complete: true });
      }
      const scopes: Record<number, string[] | null> = {};
      for (const key of ['a', 'b', 'c'] as const) {
        if (ids[key] === undefined) continue;
        const res = await t.call(reader, administration.userPermissionsOf, {
          params: { id: ids[key]! },
          query: { at },
        });
        scopes[ids[key]!] =
          res.statusCode === 404 ? null : res.reply().scopes.map((s) => `${s.scope}<${s.through.join(' ')}>`);
      }
      return { holders, scopes };
    };

    for (const step of steps) {
      await step();
      const at = await instant();
      snapshots.push({ at, ...(await capture()) });
    }
    // The deleted user c is gone now; it must still be found in the past, with its scopes then.
    for (const snapshot of snapshots) {
      const past = await capture(snapshot.at);
      expect(past.holders, snapshot.at).toEqual(snapshot.holders);
      for (const [id, scopes] of Object.entries(snapshot.scopes)) {
        if (scopes !== null) expect(past.scopes[Number(id)], `user ${id} at ${snapshot.at}`).toEqual(scopes);
      }
    }
  });

  it('pages a past answer as the whole replay answers it (touched users replayed, the others from SQL)', async () => {
    const tag = `pg${process.pid}x`;
    const department = await createDepartment(t, admin);
    const role = async (scopes: string[]) =>
      (
        await t.callOk(admin, administration.createRole, {
          body: { name: `${tag} role ${scopes.join(' ')}`, departmentId: department.id, scopes },
        })
      ).id;
    const read = await role(['dns:zone:read']);
    const all = await role(['dns:*']);
    const other = await role(['ipset:*']);
    // Users with no audit row (the changes below never touch them): some in their own role, some put
    // straight into the audited roles, one an administrator; names that interleave with the others'.
    const quiet: number[] = [];
    const names = ['alpha', 'Bravo', 'charlie', 'Delta', 'echo', 'Foxtrot', 'golf', 'Hotel'];
    for (const [i, name] of names.entries()) {
      const u = await t.createUser({ username: `${tag}q${i}`, scopes: i % 3 === 0 ? ['dns:zone:read'] : [] });
      quiet.push(u.id);
      if (i % 3 === 1) await putInRole(t, u.id, i % 2 ? read : all);
      await t.database.pool.query('UPDATE users SET name = $2, is_admin = $3 WHERE id = $1', [
        u.id,
        `${name} ${tag}`,
        i === 5,
      ]);
    }
    const loud: number[] = [];
    for (const [i, name] of ['Alpha', 'bravo', 'Charlie', 'delta', 'Echo', 'foxtrot'].entries()) {
      const u = await t.callOk(admin, administration.createUser, {
        body: {
          username: `${tag}l${i}`,
          email: `${tag}l${i}@example.test`,
          name: `${name} ${tag}`,
          password: `Correct-Horse-${i}-Battery-Staple`,
          departmentId: department.id,
          roleId: [read, all, other][i % 3],
        },
      });
      loud.push(u.id);
    }
    const instants = [await instant()];
    await t.callOk(admin, administration.moveUsersToRole, { body: { users: [loud[2]!, loud[5]!], role: read } });
    await t.callOk(admin, administration.updateRole, { params: { id: read }, body: { scopes: ['ipset:ipset:read'] } });
    instants.push(await instant());
    await t.callOk(admin, administration.updateUser, {
      params: { id: loud[0]! },
      body: { userData: { name: `zulu ${tag}`, isAdmin: true } },
    });
    await t.callOk(admin, administration.deleteUser, { body: { id: loud[1]! } });
    await t.callOk(admin, administration.updateRole, { params: { id: all }, body: { scopes: ['dns:zone:*'] } });
    instants.push(await instant());
    await t.callOk(admin, administration.updateRole, { params: { id: read }, body: { scopes: ['dns:zone:read'] } });
    instants.push(await instant());

    const before = new Date(Date.parse(instants[0]!) - 3_600_000).toISOString();
    for (const at of [before, ...instants]) {
      const { state } = await stateAt(t.app.ctx.db, new Date(at));
      for (const [scopes, search] of [
        [['dns:zone:read'], tag],
        [['dns:zone:read', 'dns:zone:delete'], tag],
        [['ipset:ipset:read'], `${tag}l`],
        [['dns:zone:read'], 'ECHO'],
      ] as const) {
        const needle = search.toLowerCase();
        const whole = holdersIn(state, scopes).filter(
          (h) => h.username.toLowerCase().includes(needle) || h.name.toLowerCase().includes(needle),
        );
        for (const take of [1, 3, 100]) {
          const pages: unknown[] = [];
          for (let page = 1; page <= Math.ceil(whole.length / take) + 1; page++) {
            const reply = await t.callOk(reader, administration.scopeHolders, {
              query: { scopes: [...scopes], search, at, page, take },
            });
            expect(reply.total, `${at} ${scopes.join('+')} ${search}`).toBe(whole.length);
            pages.push(...reply.items);
          }
          expect(pages, `${at} ${scopes.join('+')} ${search} take ${take}`).toEqual(whole);
        }
      }
    }
    // The answers above were not all empty: the quiet and the replayed users both came back.
    const { state } = await stateAt(t.app.ctx.db, new Date(instants[1]!));
    const ids = holdersIn(state, ['dns:zone:read']).map((h) => h.id);
    expect(ids.filter((id) => quiet.includes(id)).length).toBeGreaterThan(1);
    expect(ids.filter((id) => loud.includes(id)).length).toBeGreaterThan(1);
  });

  it('says from when the audit log is complete, and that an earlier answer may miss changes', async () => {
    const { rows } = await t.database.pool.query<{ oldest: Date }>('SELECT min(at) AS oldest FROM audit_log');
    const before = new Date(new Date(rows[0]!.oldest).getTime() - 3_600_000).toISOString();
    const page = await t.callOk(reader, administration.scopeHolders, {
      query: { scopes: ['dns:zone:read'], at: before },
    });
    expect(page.history).toEqual({
      at: before,
      completeFrom: new Date(rows[0]!.oldest).toISOString(),
      complete: false,
    });
  });

  it('leaves out users created after the instant without an audit row', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const fresh = await t.createUser({ scopes: ['dns:zone:read'] });
    expectStatus(
      await t.call(reader, administration.userPermissionsOf, { params: { id: fresh.id }, query: { at: past } }),
      404,
    );
  });
});
