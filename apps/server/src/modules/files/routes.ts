// The files module's calls (spec §7 "/internal-file-manager"; docs/files.md), thin over services/.
import * as api from '@backoffice/contract/modules/files';
import { notFound } from '../../core/errors.js';
import { sendStoredFile } from '../../core/files/serve.js';
import { findStoredFile } from '../../core/files/service.js';
import { handle } from '../../core/http.js';
import * as entries from './services/entries.js';
import * as folders from './services/folders.js';
import * as grants from './services/grants.js';

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  handle(api.publicFile, async ({ ctx, params, request, reply }) => {
    const file = await findStoredFile(ctx, params.path);
    if (file?.visibility !== 'public') throw notFound('File');
    return sendStoredFile(ctx, request, reply, file);
  }),
  // The policy found the file and its use let the caller read it (policy.ts).
  handle(api.privateFile, ({ ctx, record, request, reply }) => sendStoredFile(ctx, request, reply, record)),

  handle(api.uploadFiles, ({ ctx, user, request, reply }) => entries.uploadFiles(ctx, user, { request, reply })),
  handle(api.listFiles, ({ ctx, user, query }) => entries.listFiles(ctx, user, query)),
  handle(api.getFile, ({ ctx, record }) => entries.fileDetail(ctx, record)),
  handle(api.updateFile, ({ ctx, user, record, body }) => entries.updateFile(ctx, user, record, body)),
  handle(api.deleteFiles, ({ ctx, user, query }) => entries.deleteFiles(ctx, user, query.ids)),
  handle(api.grantAccess, ({ ctx, user, record, body }) =>
    grants.grant(ctx, user, { fileId: record.id }, { accessType: body.accessType, grantAccessTo: body.grantAccessTo }),
  ),
  handle(api.revokeAccess, ({ ctx, record }) => grants.revoke(ctx, record)),

  handle(api.createFolder, ({ ctx, user, body }) => folders.createFolder(ctx, user, body)),
  handle(api.listFolders, ({ ctx, user }) => folders.listFolders(ctx, user)),
  handle(api.getFolder, ({ ctx, user, record }) => folders.folderDetail(ctx, user, record)),
  handle(api.updateFolder, ({ ctx, user, record, body }) => folders.updateFolder(ctx, user, record, body)),
  handle(api.deleteFolder, ({ ctx, record }) => folders.deleteFolder(ctx, record)),
  handle(api.grantFolderAccess, ({ ctx, user, record, body }) =>
    grants.grant(ctx, user, { folderId: record.id }, body),
  ),
];
