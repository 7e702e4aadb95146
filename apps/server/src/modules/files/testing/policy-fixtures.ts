// The record matrix's records: private stored files of a use of their own (read by the uploader), and the
// file manager's private files, folders and grants of another user (hidden) and of the caller (visible).
import { storedFilePath } from '@backoffice/contract/modules/files';
import type { AuthUser } from '../../../core/auth/sessions.js';
import { storeBytes } from '../../../core/files/service.js';
import { defineFileUse } from '../../../core/files/uses.js';
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { storeFile } from '../services/entries.js';
import { createFolder } from '../services/folders.js';
import { grant } from '../services/grants.js';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const matrixFiles = defineFileUse({
  name: 'files.record-matrix',
  visibility: 'private',
  accept: ['images'],
  references: [],
  canRead: (_ctx, user, file) => file.createdBy === user.id,
});

const pathOf = (file: Parameters<typeof storedFilePath>[0]) => storedFilePath(file).split('/').at(-1)!;

export async function privateFileFixture(kit: FixtureKit): Promise<Fixture> {
  const other = await kit.createUser();
  const hidden = await storeBytes(kit.ctx, matrixFiles, { bytes: PNG, name: 'other.png', createdBy: other.id });
  const visible = await storeBytes(kit.ctx, matrixFiles, { bytes: PNG, name: 'mine.png', createdBy: kit.caller.id });
  return { hidden: pathOf(hidden), visible: pathOf(visible) };
}

/** A person as the services take them (no session needed: the rules read id, role, department, admin). */
const person = (id: number): AuthUser =>
  ({ id, isAdmin: false, roleId: null, departmentId: null, scopes: [], sessionId: '' }) as unknown as AuthUser;

export async function fileFixture(kit: FixtureKit): Promise<Fixture> {
  const other = await kit.createUser();
  const hidden = await storeFile(kit.ctx, person(other.id), { bytes: PNG, name: 'theirs.png', isPrivate: true });
  const visible = await storeFile(kit.ctx, person(kit.caller.id), { bytes: PNG, name: 'mine.png', isPrivate: true });
  return { hidden: hidden.id, visible: visible.id };
}

export async function folderFixture(kit: FixtureKit): Promise<Fixture> {
  const other = await kit.createUser();
  const hidden = await createFolder(kit.ctx, person(other.id), { name: `Theirs ${other.id}`, isPrivate: true });
  const visible = await createFolder(kit.ctx, person(kit.caller.id), {
    name: `Mine ${kit.caller.id}`,
    isPrivate: true,
  });
  return { hidden: hidden.id, visible: visible.id };
}

export async function grantFixture(kit: FixtureKit): Promise<Fixture> {
  const other = await kit.createUser();
  const third = await kit.createUser();
  const theirs = await storeFile(kit.ctx, person(other.id), { bytes: PNG, name: 'theirs.png', isPrivate: true });
  const mine = await storeFile(kit.ctx, person(kit.caller.id), { bytes: PNG, name: 'mine.png', isPrivate: true });
  const access = { accessType: 'read', grantAccessTo: { type: 'user', id: third.id } } as const;
  const hidden = await grant(kit.ctx, person(other.id), { fileId: theirs.id }, access);
  const visible = await grant(kit.ctx, person(kit.caller.id), { fileId: mine.id }, access);
  return { hidden: hidden.id, visible: visible.id };
}
