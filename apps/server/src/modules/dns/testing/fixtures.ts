// Test fixtures of the DNS module: the three users of the access rules, small request helpers, and
// the app a test file runs against (`dnsSuite()`).
import type { BodyOf } from '@backoffice/contract';
import * as dns from '@backoffice/contract/modules/dns';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

export const DNS_SCOPES = ['dns:zone:read', 'dns:zone:create', 'dns:department'];

export interface DnsActors {
  admin: TestUser;
  /** A user whose department has DNS access. */
  granted: TestUser;
  /** A user of another department, with the same scopes. */
  other: TestUser;
  grantedDepartmentId: number;
  otherDepartmentId: number;
}

async function department(t: TestApp, name: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'INSERT INTO departments (name) VALUES ($1) RETURNING id',
    [name],
  );
  return rows[0]!.id;
}

async function moveTo(t: TestApp, user: TestUser, departmentId: number): Promise<void> {
  await t.database.pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [departmentId, user.id]);
  // The session cache holds the user as signed in; drop it as an edit through the API would.
  t.app.ctx.bus.publish({ type: 'users.changed', userIds: [user.id] });
}

/** Admin, a user of a department given DNS access (through the API), and a user of another one. */
export async function dnsActors(t: TestApp, suffix = ''): Promise<DnsActors> {
  const admin = await t.createUser({ isAdmin: true });
  const granted = await t.createUser({ scopes: DNS_SCOPES });
  const other = await t.createUser({ scopes: DNS_SCOPES });
  const grantedDepartmentId = await department(t, `Hosting support${suffix}`);
  const otherDepartmentId = await department(t, `Sales${suffix}`);
  await moveTo(t, granted, grantedDepartmentId);
  await moveTo(t, other, otherDepartmentId);
  const res = await t.call(admin, dns.grantDepartment, { body: { id: grantedDepartmentId } });
  if (res.statusCode !== 201) throw new Error(`grant failed: ${res.body}`);
  return { admin, granted, other, grantedDepartmentId, otherDepartmentId };
}

/** A record as a change list creates it (the contract's input type). */
export type RecordBody = dns.DnsRecordInput;

/** The zone calls the tests make most, typed by the contract. */
export function zoneApi(t: TestApp) {
  return {
    create: (user: TestUser, body: BodyOf<typeof dns.createZone>) => t.call(user, dns.createZone, { body }),
    get: (user: TestUser, id: number) => t.call(user, dns.getZone, { params: { id } }),
    records: (user: TestUser, id: number) => t.call(user, dns.listRecords, { params: { id } }),
    change: (user: TestUser, id: number, body: BodyOf<typeof dns.changeRecords>) =>
      t.call(user, dns.changeRecords, { params: { id }, body }),
    remove: (user: TestUser, zoneId: number) => t.call(user, dns.deleteZone, { body: { zoneId } }),
  };
}

/** Creates a zone and fails loudly when it cannot. */
export async function newZone(
  t: TestApp,
  user: TestUser,
  name: string,
  extra: Omit<BodyOf<typeof dns.createZone>, 'name'> = {},
) {
  const res = await zoneApi(t).create(user, { name, ...extra });
  if (res.statusCode !== 201) throw new Error(`zone ${name}: ${res.statusCode} ${res.body}`);
  return res.reply();
}

export type ZoneApi = ReturnType<typeof zoneApi>;

export interface DnsSuite {
  t: TestApp;
  who: DnsActors;
  api: ZoneApi;
}

/**
 * The file's one app (without PowerDNS), its three users and the zone calls: started in a beforeAll
 * this registers, closed in its afterAll. The fields are there from the file's first test on.
 */
export function dnsSuite(): DnsSuite {
  const suite = {} as DnsSuite;
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.who = await dnsActors(suite.t);
    suite.api = zoneApi(suite.t);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
