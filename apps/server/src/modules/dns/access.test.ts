// Who sees and changes which DNS zones: administrators, a department granted DNS access, another
// department, and the scopes of each call.
import * as dns from '@backoffice/contract/modules/dns';
import { beforeAll, describe, expect, it } from 'vitest';
import { dnsSuite, newZone } from './testing/fixtures.js';

const suite = dnsSuite();

describe('access: admin, a granted department, another department', () => {
  let shared: number;
  let secret: number;
  beforeAll(async () => {
    shared = (await newZone(suite.t, suite.who.granted, 'shared-zone.com')).id;
    secret = (await newZone(suite.t, suite.who.admin, 'secret-zone.com', { adminOnly: true })).id;
  });

  it('a user of another department sees no zone and cannot create one', async () => {
    const list = await suite.t.call(suite.who.other, dns.listZones);
    expect(list.statusCode).toBe(200);
    expect(list.reply()).toMatchObject({ items: [], total: 0 });
    for (const [name, send] of [
      ['zone', () => suite.t.call(suite.who.other, dns.getZone, { params: { id: shared } })],
      ['records', () => suite.t.call(suite.who.other, dns.listRecords, { params: { id: shared } })],
      ['export', () => suite.t.call(suite.who.other, dns.exportZone, { params: { id: shared } })],
      ['history', () => suite.t.call(suite.who.other, dns.zoneHistory, { params: { id: shared } })],
    ] as const) {
      expect((await send()).statusCode, name).toBe(404);
    }
    expect(
      (await suite.api.change(suite.who.other, shared, { create: [{ name: 'x', type: 'A', content: '192.0.2.1' }] }))
        .statusCode,
    ).toBe(404);
    expect((await suite.api.remove(suite.who.other, shared)).statusCode).toBe(404);
    const create = await suite.api.create(suite.who.other, { name: 'sales-zone.com' });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toMatch(/Your department has no DNS access/);
  });

  it('a granted user sees and changes shared zones but never admin-only ones', async () => {
    const list = (await suite.t.call(suite.who.granted, dns.listZones, { query: { take: 100 } })).reply();
    const names = list.items.map((z: { name: string }) => z.name);
    expect(names).toContain('shared-zone.com');
    expect(names).not.toContain('secret-zone.com');
    expect((await suite.api.get(suite.who.granted, secret)).statusCode).toBe(404);
    expect((await suite.api.records(suite.who.granted, secret)).statusCode).toBe(404);
    expect((await suite.api.change(suite.who.granted, secret, { delete: [1] })).statusCode).toBe(404);
    expect((await suite.api.remove(suite.who.granted, secret)).statusCode).toBe(404);
    const search = await suite.t.call(suite.who.granted, dns.searchZones, { body: { search: 'secret' } });
    expect(search.reply().total).toBe(0);
    const adminOnly = await suite.api.create(suite.who.granted, { name: 'mine-only.com', adminOnly: true });
    expect(adminOnly.statusCode).toBe(403);
    const flag = await suite.t.call(suite.who.granted, dns.updateZone, {
      params: { id: shared },
      body: { adminOnly: true },
    });
    expect(flag.statusCode).toBe(403);
    expect(flag.json().message).toBe('Only administrators can change whether a zone is admin-only');
  });

  it('an admin sees everything and sets the admin-only flag', async () => {
    const list = (await suite.t.call(suite.who.admin, dns.listZones, { query: { take: 100 } })).reply();
    expect(list.items.map((z: { name: string }) => z.name)).toEqual(
      expect.arrayContaining(['shared-zone.com', 'secret-zone.com']),
    );
    const flag = await suite.t.call(suite.who.admin, dns.updateZone, {
      params: { id: shared },
      body: { adminOnly: true },
    });
    expect(flag.statusCode).toBe(200);
    expect(flag.reply()).toMatchObject({ id: shared, adminOnly: true });
    expect((await suite.api.get(suite.who.granted, shared)).statusCode).toBe(404);
    await suite.t.call(suite.who.admin, dns.updateZone, { params: { id: shared }, body: { adminOnly: false } });
    expect((await suite.api.get(suite.who.granted, shared)).statusCode).toBe(200);
    const change = await suite.api.change(suite.who.admin, secret, {
      create: [{ name: 'a', type: 'A', content: '192.0.2.1' }],
    });
    expect(change.statusCode).toBe(202);
  });

  it('department access is granted and removed through /dns/departments', async () => {
    const list = await suite.t.call(suite.who.admin, dns.listDepartments);
    expect(list.statusCode).toBe(200);
    expect(list.reply()).toEqual([
      { departmentId: suite.who.grantedDepartmentId, name: 'Hosting support', grantedAt: expect.any(String) },
    ]);

    const grant = await suite.t.call(suite.who.admin, dns.grantDepartment, {
      body: { id: suite.who.otherDepartmentId },
    });
    expect(grant.statusCode).toBe(201);
    expect(grant.reply()).toMatchObject({ departmentId: suite.who.otherDepartmentId, name: 'Sales' });
    expect((await suite.api.get(suite.who.other, shared)).statusCode).toBe(200);
    const twice = await suite.t.call(suite.who.admin, dns.grantDepartment, {
      body: { id: suite.who.otherDepartmentId },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The department Sales already has DNS access');
    const unknown = await suite.t.call(suite.who.admin, dns.grantDepartment, { body: { id: 999999 } });
    expect(unknown.statusCode).toBe(404);

    const revoke = await suite.t.call(suite.who.admin, dns.revokeDepartment, {
      params: { id: suite.who.otherDepartmentId },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.reply()).toEqual({ departmentId: suite.who.otherDepartmentId });
    expect((await suite.api.get(suite.who.other, shared)).statusCode).toBe(404);
    const again = await suite.t.call(suite.who.admin, dns.revokeDepartment, {
      params: { id: suite.who.otherDepartmentId },
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs the scopes: read for reading, create for changing, dns:department for access', async () => {
    const reader = await suite.t.createUser({ scopes: ['dns:zone:read'] });
    await suite.t.database.pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [
      suite.who.grantedDepartmentId,
      reader.id,
    ]);
    suite.t.app.ctx.bus.publish({ type: 'users.changed', userIds: [reader.id] });
    expect((await suite.api.get(reader, shared)).statusCode).toBe(200);
    expect(
      (await suite.api.change(reader, shared, { create: [{ name: 'r', type: 'A', content: '192.0.2.1' }] })).statusCode,
    ).toBe(403);
    expect((await suite.api.create(reader, { name: 'reader.com' })).statusCode).toBe(403);
    expect((await suite.t.call(reader, dns.listDepartments)).statusCode).toBe(403);
  });
});
