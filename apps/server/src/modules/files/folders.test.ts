// The file manager's folders through the real stack (docs/files.md "Folders"): create, list, one, rename,
// move, delete; grants on a folder reach what is in it and stay through renames and moves.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as api from '@backoffice/contract/modules/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { ALL_SCOPES, uploadAs } from './testing/manager.js';

let t: TestApp;
let dataDir: string;
let owner: TestUser;
let stranger: TestUser;
let n = 0;
const unique = (name: string) => `${name} ${++n}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-fm-folders-'));
  t = await createTestApp({ config: { dataDir } });
  owner = await t.createUser({ scopes: ALL_SCOPES });
  stranger = await t.createUser({ scopes: ALL_SCOPES });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const folder = (user: TestUser, body: api.CreateFolderBody) => t.callOk(user, api.createFolder, { body });

async function upload(user: TestUser, folderId: number | null, name = 'a.txt', isPrivate = false) {
  const res = await uploadAs(t, user, { files: [{ name, content: name }], folderId, isPrivate });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { files: api.FileEntry[] }).files[0]!;
}

const download = (user: TestUser | null, link: string) => t.as(user, { method: 'GET', url: link });
const shareFolder = (id: number, user: TestUser, accessType: 'read' | 'write' = 'read') =>
  t.callOk(owner, api.grantFolderAccess, {
    params: { id },
    body: { accessType, grantAccessTo: { type: 'user', id: user.id } },
  });

describe('folders', () => {
  it('creates a folder with its private flag and parent, and lists it to whoever may see it', async () => {
    const top = await folder(owner, { name: unique('Reports') });
    const inner = await folder(owner, { name: unique('Secret'), parentId: top.id, isPrivate: true });
    expect(inner).toMatchObject({
      parentId: top.id,
      isPrivate: true,
      effectivePrivate: true,
      ownerId: owner.id,
      canShare: true,
    });
    const mine = await t.callOk(owner, api.listFolders);
    expect(mine.map((f) => f.id)).toEqual(expect.arrayContaining([top.id, inner.id]));
    const theirs = await t.callOk(stranger, api.listFolders);
    expect(theirs.map((f) => f.id)).toContain(top.id);
    expect(theirs.map((f) => f.id)).not.toContain(inner.id);
  });

  it('refuses a second folder of the same name in one parent, whatever its case (409 on body.name)', async () => {
    const name = unique('Invoices');
    await folder(owner, { name });
    const res = await t.call(owner, api.createFolder, { body: { name: name.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'FILES_NAME_TAKEN', details: [{ field: 'body.name' }] });
  });

  it('refuses a name that is a path (400 naming body.name)', async () => {
    for (const name of ['../up', 'a/b', '..', 'tab\there']) {
      const res = await t.call(owner, api.createFolder, { body: { name } });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().details[0].field).toBe('body.name');
    }
  });

  it('answers one folder with its subfolders, files, breadcrumbs and what deleting it takes along', async () => {
    const top = await folder(owner, { name: unique('Top') });
    const middle = await folder(owner, { name: 'Middle', parentId: top.id });
    const bottom = await folder(owner, { name: 'Bottom', parentId: middle.id });
    await upload(owner, middle.id, 'm.txt');
    await upload(owner, bottom.id, 'b1.txt');
    await upload(owner, bottom.id, 'b2.txt');
    const detail = await t.callOk(owner, api.getFolder, { params: { id: middle.id } });
    expect(detail.breadcrumbs).toEqual([{ id: top.id, name: top.name }]);
    expect(detail.folders.map((f) => f.name)).toEqual(['Bottom']);
    expect(detail.files.map((f) => f.name)).toEqual(['m.txt']);
    expect(detail).toMatchObject({ fileCount: 1, totalFiles: 3, totalFolders: 1 });
  });

  it('a private folder is 404 to a stranger; a grant on it reaches its files and subfolders', async () => {
    const secret = await folder(owner, { name: unique('Board'), isPrivate: true });
    const inner = await folder(owner, { name: 'Minutes', parentId: secret.id });
    const file = await upload(owner, inner.id, 'minutes.txt');
    expect(file.path).toMatch(/\/private\//);
    expect((await t.call(stranger, api.getFolder, { params: { id: secret.id } })).statusCode).toBe(404);
    expect((await download(stranger, file.path)).statusCode).toBe(404);
    await shareFolder(secret.id, stranger);
    expect((await t.call(stranger, api.getFolder, { params: { id: inner.id } })).statusCode).toBe(200);
    expect((await download(stranger, file.path)).body).toBe('minutes.txt');
  });

  it('a write grant on a folder lets the grantee upload into it; a read grant answers 403', async () => {
    const shared = await folder(owner, { name: unique('Drop box'), isPrivate: true });
    const writer = await t.createUser({ scopes: ALL_SCOPES });
    const reader = await t.createUser({ scopes: ALL_SCOPES });
    await shareFolder(shared.id, writer, 'write');
    await shareFolder(shared.id, reader, 'read');
    expect(
      (await uploadAs(t, reader, { files: [{ name: 'r.txt', content: 'r' }], folderId: shared.id })).statusCode,
    ).toBe(403);
    const file = await upload(writer, shared.id, 'w.txt');
    expect(file).toMatchObject({ folderId: shared.id, ownerId: writer.id, effectivePrivate: true });
  });
});

describe('renaming and moving', () => {
  it('renaming a folder keeps the grants of its files', async () => {
    const box = await folder(owner, { name: unique('Box') });
    const file = await upload(owner, box.id, 'x.txt', true);
    await t.callOk(owner, api.grantAccess, {
      body: { fileId: file.id, accessType: 'read', grantAccessTo: { type: 'user', id: stranger.id } },
    });
    await t.callOk(owner, api.updateFolder, { params: { id: box.id }, body: { name: unique('Renamed') } });
    expect((await download(stranger, file.path)).statusCode).toBe(200);
  });

  it('moving a folder into a private one keeps its files’ grants, and its files turn private (the public link stops)', async () => {
    const open = await folder(owner, { name: unique('Open') });
    const vault = await folder(owner, { name: unique('Vault'), isPrivate: true });
    const file = await upload(owner, open.id, 'plan.txt');
    const reader = await t.createUser({ scopes: ['internal-file-manager:files:read'] });
    await t.callOk(owner, api.grantAccess, {
      body: { fileId: file.id, accessType: 'read', grantAccessTo: { type: 'user', id: reader.id } },
    });
    expect((await download(null, file.path)).statusCode).toBe(200);
    const moved = await t.callOk(owner, api.updateFolder, { params: { id: open.id }, body: { parentId: vault.id } });
    expect(moved).toMatchObject({ parentId: vault.id, effectivePrivate: true });
    expect((await download(null, file.path)).statusCode).toBe(404);
    const privateLink = file.path.replace('/public/', '/private/');
    expect((await download(reader, privateLink)).body).toBe('plan.txt');
    expect((await download(stranger, privateLink)).statusCode).toBe(404);
    const detail = await t.callOk(owner, api.getFolder, { params: { id: open.id } });
    expect(detail.breadcrumbs.map((b) => b.id)).toEqual([vault.id]);
  });

  it('moving a folder carries everything below it (their paths follow)', async () => {
    const a = await folder(owner, { name: unique('A') });
    const b = await folder(owner, { name: 'B', parentId: a.id });
    const c = await folder(owner, { name: 'C', parentId: b.id });
    const target = await folder(owner, { name: unique('Target') });
    await t.callOk(owner, api.updateFolder, { params: { id: b.id }, body: { parentId: target.id } });
    const detail = await t.callOk(owner, api.getFolder, { params: { id: c.id } });
    expect(detail.breadcrumbs.map((f) => f.id)).toEqual([target.id, b.id]);
  });

  it('refuses to move a folder into itself or below itself (409)', async () => {
    const a = await folder(owner, { name: unique('Loop') });
    const b = await folder(owner, { name: 'Inner', parentId: a.id });
    for (const parentId of [a.id, b.id]) {
      const res = await t.call(owner, api.updateFolder, { params: { id: a.id }, body: { parentId } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'FILES_FOLDER_LOOP', details: [{ field: 'body.parentId' }] });
    }
  });

  it('moving a file to another folder keeps its grants', async () => {
    const from = await folder(owner, { name: unique('From') });
    const to = await folder(owner, { name: unique('To'), isPrivate: true });
    const file = await upload(owner, from.id, 'f.txt');
    const reader = await t.createUser({ scopes: ['internal-file-manager:files:read'] });
    await t.callOk(owner, api.grantAccess, {
      body: { fileId: file.id, accessType: 'read', grantAccessTo: { type: 'user', id: reader.id } },
    });
    const moved = await t.callOk(owner, api.updateFile, { params: { id: file.id }, body: { folderId: to.id } });
    expect(moved).toMatchObject({ folderId: to.id, effectivePrivate: true });
    expect((await download(reader, moved.path)).statusCode).toBe(200);
  });
});

describe('deleting folders', () => {
  it('deletes the folder with everything below it and says how many files and folders went', async () => {
    const top = await folder(owner, { name: unique('Old') });
    const inner = await folder(owner, { name: 'Inner', parentId: top.id });
    const a = await upload(owner, top.id, 'a.txt');
    await upload(owner, inner.id, 'b.txt');
    const res = await t.callOk(owner, api.deleteFolder, { params: { id: top.id } });
    expect(res).toEqual({ id: top.id, deletedFiles: 2, deletedFolders: 1 });
    expect((await t.call(owner, api.getFolder, { params: { id: inner.id } })).statusCode).toBe(404);
    expect((await download(null, a.path)).statusCode).toBe(404);
  });

  it('is for the owner: a write grantee gets a 403, a stranger to a private folder a 404', async () => {
    const shared = await folder(owner, { name: unique('Keep'), isPrivate: true });
    const writer = await t.createUser({ scopes: ALL_SCOPES });
    await shareFolder(shared.id, writer, 'write');
    expect((await t.call(writer, api.deleteFolder, { params: { id: shared.id } })).statusCode).toBe(403);
    expect((await t.call(stranger, api.deleteFolder, { params: { id: shared.id } })).statusCode).toBe(404);
    expect((await t.call(owner, api.getFolder, { params: { id: shared.id } })).statusCode).toBe(200);
  });
});
