// Who reaches which record (docs/files.md "Who reaches what"). A private stored file: the use that stored
// it decides (`canRead` of its `defineFileUse`; the file manager's is services/uses.ts), so the module that
// owns the record the file belongs to keeps the rule. The manager's files, folders and grants: the rules of
// services/access.ts, read in the query. To anyone else the record does not exist (404).
import { eq } from 'drizzle-orm';
import { forbidden } from '../../core/errors.js';
import { findStoredFile } from '../../core/files/service.js';
import { fileUseNamed, type StoredFile } from '../../core/files/uses.js';
import { type FixtureKit, modulePolicies } from '../../core/policy.js';
import { fileManagerGrants } from './schema.js';
import { findFile } from './services/entries.js';
import { findFolder } from './services/folders.js';
import type { GrantRow } from './services/grants.js';
import type { FileRow, FolderRow } from './services/views.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'files.privateFile': StoredFile;
    'files.entry': FileRow;
    'files.entryEdit': FileRow;
    'files.entryShare': FileRow;
    'files.grant': GrantRow & { target: { name: string; canShare: boolean } };
    'files.folder': FolderRow;
    'files.folderEdit': FolderRow;
    'files.folderOwner': FolderRow;
  }
}

const fixtures = () => import('./testing/policy-fixtures.js');

export const policies = modulePolicies({
  'files.privateFile': {
    kind: 'record',
    noun: 'File',
    async find(ctx, user, path: string) {
      const file = await findStoredFile(ctx, path);
      if (file?.visibility !== 'private') return null;
      const use = fileUseNamed(file.use);
      if (use?.visibility !== 'private') return null;
      return (await use.canRead(ctx, user, file)) ? file : null;
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).privateFileFixture(kit),
  },
  'files.entry': {
    kind: 'record',
    noun: 'File',
    find: (ctx, user, id: number) => findFile(ctx.db, user, id),
    fixture: async (kit: FixtureKit) => (await fixtures()).fileFixture(kit),
  },
  'files.entryEdit': {
    kind: 'record',
    noun: 'File',
    find: (ctx, user, id: number) => findFile(ctx.db, user, id),
    check(_ctx, _user, file) {
      if (!file.canWrite) throw forbidden(`You may only read "${file.name}": ask its owner for write access`);
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).fileFixture(kit),
  },
  'files.entryShare': {
    kind: 'record',
    noun: 'File',
    find: (ctx, user, id: number) => findFile(ctx.db, user, id),
    check(_ctx, _user, file) {
      if (!file.canShare) throw forbidden(`Only the owner of "${file.name}" may share it`);
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).fileFixture(kit),
  },
  'files.grant': {
    kind: 'record',
    noun: 'Grant',
    async find(ctx, user, id: number) {
      const [row] = await ctx.db.select().from(fileManagerGrants).where(eq(fileManagerGrants.id, id));
      if (!row) return null;
      const target =
        row.fileId !== null ? await findFile(ctx.db, user, row.fileId) : await findFolder(ctx.db, user, row.folderId!);
      return target ? { ...row, target: { name: target.name, canShare: Boolean(target.canShare) } } : null;
    },
    check(_ctx, _user, grant) {
      if (!grant.target.canShare) throw forbidden(`Only the owner of "${grant.target.name}" may take its grants back`);
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).grantFixture(kit),
  },
  'files.folder': {
    kind: 'record',
    noun: 'Folder',
    find: (ctx, user, id: number) => findFolder(ctx.db, user, id),
    fixture: async (kit: FixtureKit) => (await fixtures()).folderFixture(kit),
  },
  'files.folderEdit': {
    kind: 'record',
    noun: 'Folder',
    find: (ctx, user, id: number) => findFolder(ctx.db, user, id),
    check(_ctx, _user, folder) {
      if (!folder.canWrite)
        throw forbidden(`You may only read the folder "${folder.name}": ask its owner for write access`);
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).folderFixture(kit),
  },
  'files.folderOwner': {
    kind: 'record',
    noun: 'Folder',
    find: (ctx, user, id: number) => findFolder(ctx.db, user, id),
    check(_ctx, _user, folder) {
      if (!folder.canShare) throw forbidden(`Only the owner of the folder "${folder.name}" may delete or share it`);
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).folderFixture(kit),
  },
});
