// Who reads a private file: the use that stored it decides (`canRead` of its `defineFileUse`), so the
// module that owns the record the file belongs to keeps the rule. To anyone else it does not exist.
import { findStoredFile } from '../../core/files/service.js';
import { fileUseNamed, type StoredFile } from '../../core/files/uses.js';
import { type FixtureKit, modulePolicies } from '../../core/policy.js';

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'files.privateFile': StoredFile;
  }
}

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
    fixture: async (kit: FixtureKit) => (await import('./testing/policy-fixtures.js')).privateFileFixture(kit),
  },
});
