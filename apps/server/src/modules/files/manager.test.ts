// The internal file manager through the real stack (docs/files.md): uploads, who reaches a private file
// (owner, administrators, grantees by user, role and department, followed as membership changes), the
// public and private links, and the content rules. Folders: folders.test.ts; traversal: paths.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as api from '@backoffice/contract/modules/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { ALL_SCOPES, PNG, uploadAs } from './testing/manager.js';

let t: TestApp;
let dataDir: string;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
const MAX_UPLOAD = 256 * 1024;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-fm-'));
  t = await createTestApp({ config: { dataDir, maxUploadBytes: MAX_UPLOAD, logLevel: 'error' } });
  owner = await t.createUser({ scopes: ALL_SCOPES });
  stranger = await t.createUser({ scopes: ALL_SCOPES });
  admin = await t.createUser({ isAdmin: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const storedCount = async () =>
  Number((await t.database.pool.query('SELECT count(*) AS n FROM stored_files')).rows[0].n);

async function uploadOne(user: TestUser, options: Partial<Parameters<typeof uploadAs>[2]> = {}) {
  const res = await uploadAs(t, user, { files: [{ name: 'note.txt', content: 'hello' }], ...options });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { files: api.FileEntry[] }).files[0]!;
}

const download = (user: TestUser | null, link: string) => t.as(user, { method: 'GET', url: link });

/** Moves a user into a role or department as administration does (the session cache hears of it). */
async function moveUser(user: TestUser, change: { roleId?: number | null; departmentId?: number | null }) {
  if (change.roleId !== undefined)
    await t.database.pool.query('UPDATE users SET role_id = $1 WHERE id = $2', [change.roleId, user.id]);
  if (change.departmentId !== undefined) {
    await t.database.pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [change.departmentId, user.id]);
  }
  t.app.ctx.bus.publish({ type: 'users.changed', userIds: [user.id] });
}

async function newDepartment(): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'INSERT INTO departments (name) VALUES ($1) RETURNING id',
    [`Dept ${Math.random().toString(36).slice(2)}`],
  );
  return rows[0]!.id;
}

describe('uploads', () => {
  it('takes several files in one form: each with its sniffed type, size and link, listed at the top level', async () => {
    const res = await uploadAs(t, owner, {
      files: [
        { name: 'pixel.txt', content: PNG, type: 'text/plain' },
        { name: 'prices.csv', content: 'plan,price\nA,1\n' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const files = res.json().files as api.FileEntry[];
    expect(files.map((f) => [f.name, f.contentType, f.size, f.effectivePrivate])).toEqual([
      ['pixel.txt', 'image/png', PNG.length, false],
      ['prices.csv', 'text/csv', 15, false],
    ]);
    expect(files[0]!.path).toMatch(/^\/api\/internal-file-manager\/public\/[0-9a-f-]{36}\.png$/);
    const list = await t.callOk(owner, api.listFiles, { query: { search: 'prices' } });
    expect(list.items.map((f) => f.id)).toContain(files[1]!.id);
  });

  it('refuses a form without files (400 naming body.files), storing nothing', async () => {
    const before = await storedCount();
    const res = await uploadAs(t, owner, { files: [], isPrivate: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'body.files', message: 'Send at least one file' });
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['isPrivate', { isPrivate: 'maybe' }, 'body.isPrivate'],
    ['folderId', { folderId: 'abc' }, 'body.folderId'],
    ['access that is no JSON', { access: '[{' }, 'body.access'],
    [
      'access of an unknown kind',
      { access: [{ accessType: 'own', grantAccessTo: { type: 'user', id: 1 } }] },
      'body.access.0.accessType',
    ],
  ])('refuses a bad %s with a 400 naming the field, storing nothing', async (_, options, field) => {
    const before = await storedCount();
    const res = await uploadAs(t, owner, { files: [{ name: 'a.txt', content: 'a' }], ...options });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a grant to nobody (400 on the grantee), keeping none of the files', async () => {
    const before = await storedCount();
    const res = await uploadAs(t, owner, {
      files: [
        { name: 'a.txt', content: 'a' },
        { name: 'b.txt', content: 'b' },
      ],
      access: [{ accessType: 'read', grantAccessTo: { type: 'user', id: 999_999 } }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'body.access.0.grantAccessTo.id', message: 'is not a user' });
    expect(await storedCount()).toBe(before);
  });

  it('gives the access of the form to every file uploaded', async () => {
    const reader = await t.createUser({ scopes: ['internal-file-manager:files:read'] });
    const res = await uploadAs(t, owner, {
      files: [
        { name: 'a.txt', content: 'a' },
        { name: 'b.txt', content: 'b' },
      ],
      isPrivate: true,
      access: [{ accessType: 'read', grantAccessTo: { type: 'user', id: reader.id } }],
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const file of res.json().files as api.FileEntry[]) {
      expect((await download(reader, file.path)).body).toBe(file.name.slice(0, 1));
    }
  });

  it('refuses a folder the caller cannot see (404) or may only read (403), storing nothing', async () => {
    const hidden = await t.callOk(stranger, api.createFolder, {
      body: { name: `Hidden ${Date.now()}`, isPrivate: true },
    });
    const open = await t.callOk(stranger, api.createFolder, { body: { name: `Open ${Date.now()}` } });
    const before = await storedCount();
    expect(
      (await uploadAs(t, owner, { files: [{ name: 'a.txt', content: 'a' }], folderId: hidden.id })).statusCode,
    ).toBe(404);
    expect((await uploadAs(t, owner, { files: [{ name: 'a.txt', content: 'a' }], folderId: open.id })).statusCode).toBe(
      403,
    );
    expect(await storedCount()).toBe(before);
  });

  it('makes a file in a private folder private, whatever isPrivate says', async () => {
    const folder = await t.callOk(owner, api.createFolder, {
      body: { name: `Private ${Date.now()}`, isPrivate: true },
    });
    const file = await uploadOne(owner, { folderId: folder.id, isPrivate: false });
    expect(file).toMatchObject({ isPrivate: false, effectivePrivate: true });
    expect(file.path).toMatch(/\/private\//);
  });

  it('refuses a file over MAX_UPLOAD_MB with a 413 naming it, storing nothing', async () => {
    const before = await storedCount();
    const res = await uploadAs(t, owner, { files: [{ name: 'big.bin', content: Buffer.alloc(MAX_UPLOAD + 1, 1) }] });
    expect(res.statusCode).toBe(413);
    expect(res.json().details[0].field).toBe('body.files');
    expect(await storedCount()).toBe(before);
  });
});

describe('content', () => {
  it.each([
    ['page.html', '<!doctype html><script>alert(1)</script>', 'text/html'],
    ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'],
    ['run.js', 'alert(document.cookie)', 'text/javascript'],
  ])('keeps %s but serves it only as an attachment of bytes, never as a page', async (name, content, kept) => {
    const file = await uploadOne(owner, { files: [{ name, content, type: 'text/html' }] });
    expect(file.contentType).toBe(kept);
    const res = await download(null, file.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves a picture inline with its type, and every download carries its name (RFC 5987)', async () => {
    const file = await uploadOne(owner, { files: [{ name: 'Plan für Zoë.png', content: PNG }] });
    const res = await download(null, file.path);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Plan fur Zoe.png"; filename*=UTF-8''Plan%20f%C3%BCr%20Zo%C3%AB.png`,
    );
  });
});

describe('private files', () => {
  it('are 404 to a reader who is no grantee, through the link and the API; the owner and administrators get them', async () => {
    const file = await uploadOne(owner, { isPrivate: true });
    expect(file.path).toMatch(/\/private\//);
    expect((await download(stranger, file.path)).statusCode).toBe(404);
    expect((await t.call(stranger, api.getFile, { params: { id: file.id } })).statusCode).toBe(404);
    expect((await download(null, file.path)).statusCode).toBe(401);
    expect((await download(owner, file.path)).body).toBe('hello');
    expect((await download(admin, file.path)).body).toBe('hello');
  });

  it('are never served by their public link, nor a public file by its private one', async () => {
    const secret = await uploadOne(owner, { isPrivate: true });
    const open = await uploadOne(owner);
    expect((await download(null, secret.path.replace('/private/', '/public/'))).statusCode).toBe(404);
    expect((await download(owner, open.path.replace('/public/', '/private/'))).statusCode).toBe(404);
  });

  it('are served to a user granted them', async () => {
    const file = await uploadOne(owner, { isPrivate: true });
    const reader = await t.createUser({ scopes: ['internal-file-manager:files:read'] });
    await t.callOk(owner, api.grantAccess, {
      body: { fileId: file.id, accessType: 'read', grantAccessTo: { type: 'user', id: reader.id } },
    });
    expect((await download(reader, file.path)).body).toBe('hello');
    const shared = await t.callOk(reader, api.listFiles, { query: { shared: 'true' } });
    expect(shared.items.map((f) => [f.id, f.sharedAccess])).toEqual([[file.id, 'read']]);
  });

  it('are served to a member of a role granted them, and refused once they leave the role', async () => {
    const file = await uploadOne(owner, { isPrivate: true });
    const member = await t.createUser({ scopes: ['internal-file-manager:files:read'] });
    await t.callOk(owner, api.grantAccess, {
      body: { fileId: file.id, accessType: 'read', grantAccessTo: { type: 'role', id: member.roleId! } },
    });
    expect((await download(member, file.path)).statusCode).toBe(200);
    const other = await t.createUser({ scopes: ['internal-file-manager:files:read'] });
    await moveUser(member, { roleId: other.roleId });
    expect((await download(member, file.path)).statusCode).toBe(404);
    // …and a newcomer to the role reaches it at once.
    await moveUser(other, { roleId: member.roleId });
    expect((await download(other, file.path)).statusCode).toBe(200);
  });

  it('are served to a member of a department granted them, and refused once they leave it', async () => {
    const file = await uploadOne(owner, { isPrivate: true });
    const department = await newDepartment();
    const member = await t.createUser({ scopes: ['internal-file-manager:files:read'] });
    await t.callOk(owner, api.grantAccess, {
      body: { fileId: file.id, accessType: 'read', grantAccessTo: { type: 'department', id: department } },
    });
    expect((await download(member, file.path)).statusCode).toBe(404);
    await moveUser(member, { departmentId: department });
    expect((await download(member, file.path)).statusCode).toBe(200);
    await moveUser(member, { departmentId: null });
    expect((await download(member, file.path)).statusCode).toBe(404);
  });

  it('are refused at once when the grant is taken back', async () => {
    const file = await uploadOne(owner, { isPrivate: true });
    const reader = await t.createUser({ scopes: ['internal-file-manager:files:read'] });
    const grant = await t.callOk(owner, api.grantAccess, {
      body: { fileId: file.id, accessType: 'read', grantAccessTo: { type: 'user', id: reader.id } },
    });
    expect((await download(reader, file.path)).statusCode).toBe(200);
    expect(await t.callOk(owner, api.revokeAccess, { params: { id: grant.id } })).toEqual({ id: grant.id });
    expect((await download(reader, file.path)).statusCode).toBe(404);
  });

  it('lose their public link at once when made private, and get it back when made public', async () => {
    const file = await uploadOne(owner);
    expect((await download(null, file.path)).statusCode).toBe(200);
    const secret = await t.callOk(owner, api.updateFile, { params: { id: file.id }, body: { isPrivate: true } });
    expect((await download(null, file.path)).statusCode).toBe(404);
    expect(secret.path).toBe(file.path.replace('/public/', '/private/'));
    expect((await download(stranger, secret.path)).statusCode).toBe(404);
    const open = await t.callOk(owner, api.updateFile, { params: { id: file.id }, body: { isPrivate: false } });
    expect((await download(null, open.path)).statusCode).toBe(200);
  });
});

describe('grants', () => {
  it('sharing is for the owner: a read grantee gets a 403, a stranger a 404', async () => {
    const file = await uploadOne(owner, { isPrivate: true });
    const reader = await t.createUser({ scopes: ALL_SCOPES });
    const body = { fileId: file.id, accessType: 'read', grantAccessTo: { type: 'user', id: reader.id } } as const;
    await t.callOk(owner, api.grantAccess, { body });
    expect((await t.call(reader, api.grantAccess, { body })).statusCode).toBe(403);
    expect((await t.call(stranger, api.grantAccess, { body })).statusCode).toBe(404);
  });

  it('granting the same grantee again changes the access instead of adding a grant', async () => {
    const file = await uploadOne(owner, { isPrivate: true });
    const reader = await t.createUser({ scopes: ALL_SCOPES });
    const grantee = { type: 'user', id: reader.id } as const;
    await t.callOk(owner, api.grantAccess, { body: { fileId: file.id, accessType: 'read', grantAccessTo: grantee } });
    await t.callOk(owner, api.grantAccess, { body: { fileId: file.id, accessType: 'write', grantAccessTo: grantee } });
    const detail = await t.callOk(owner, api.getFile, { params: { id: file.id } });
    expect(detail.grants.map((g) => [g.accessType, g.grantAccessTo.type, g.grantAccessTo.name])).toEqual([
      ['write', 'user', `Test ${reader.username}`],
    ]);
  });

  it('a write grant lets the grantee rename the file; a read grant does not (403)', async () => {
    const file = await uploadOne(owner, { isPrivate: true });
    const writer = await t.createUser({ scopes: ALL_SCOPES });
    const reader = await t.createUser({ scopes: ALL_SCOPES });
    for (const [user, accessType] of [
      [writer, 'write'],
      [reader, 'read'],
    ] as const) {
      await t.callOk(owner, api.grantAccess, {
        body: { fileId: file.id, accessType, grantAccessTo: { type: 'user', id: user.id } },
      });
    }
    expect(
      (await t.call(reader, api.updateFile, { params: { id: file.id }, body: { name: 'x.txt' } })).statusCode,
    ).toBe(403);
    const renamed = await t.callOk(writer, api.updateFile, { params: { id: file.id }, body: { name: 'renamed.txt' } });
    expect(renamed.name).toBe('renamed.txt');
  });
});

describe('deleting files', () => {
  it('deletes the files named, their stored rows and bytes; their links answer 404', async () => {
    const a = await uploadOne(owner);
    const b = await uploadOne(owner);
    const before = await storedCount();
    const res = await t.as(owner, {
      method: 'DELETE',
      url: `/api/internal-file-manager/delete-files?ids=${a.id},${b.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 2, ids: [a.id, b.id] });
    expect(await storedCount()).toBe(before - 2);
    expect((await download(null, a.path)).statusCode).toBe(404);
  });

  it('deletes all or none: an id the caller cannot see is a 404, a file they may only read a 403', async () => {
    const mine = await uploadOne(owner);
    const theirs = await uploadOne(stranger, { isPrivate: true });
    const readable = await uploadOne(stranger);
    const hidden = await t.call(owner, api.deleteFiles, { query: { ids: [mine.id, theirs.id] } });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(`query.ids: File ${theirs.id} not found`);
    expect((await t.call(owner, api.deleteFiles, { query: { ids: [mine.id, readable.id] } })).statusCode).toBe(403);
    expect((await t.call(owner, api.getFile, { params: { id: mine.id } })).statusCode).toBe(200);
  });
});
