import { privateFile, publicFile } from '@backoffice/contract/modules/files';
import { notFound } from '../../core/errors.js';
import { sendStoredFile } from '../../core/files/serve.js';
import { findStoredFile } from '../../core/files/service.js';
import { handle } from '../../core/http.js';

export const handlers = [
  handle(publicFile, async ({ ctx, params, request, reply }) => {
    const file = await findStoredFile(ctx, params.path);
    if (file?.visibility !== 'public') throw notFound('File');
    return sendStoredFile(ctx, request, reply, file);
  }),
  // The policy found the file and its use let the caller read it (policy.ts).
  handle(privateFile, ({ ctx, record, request, reply }) => sendStoredFile(ctx, request, reply, record)),
];
