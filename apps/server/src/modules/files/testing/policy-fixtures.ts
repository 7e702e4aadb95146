// The record matrix's private files: one of another user (hidden), one of the caller (visible),
// under a use of their own that lets the uploader read.
import { storedFilePath } from '@backoffice/contract/modules/files';
import { storeBytes } from '../../../core/files/service.js';
import { defineFileUse } from '../../../core/files/uses.js';
import type { Fixture, FixtureKit } from '../../../core/policy.js';

const PNG = Buffer.from(
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
