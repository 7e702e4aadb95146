import { publicFile } from '@backoffice/contract/modules/files';
import { notFound } from '../../core/errors.js';
import { openFile } from '../../core/files.js';
import { handle } from '../../core/http.js';

export const handlers = [
  handle(publicFile, async ({ ctx, params, reply }) => {
    const file = await openFile(ctx.config.dataDir, 'public', params.path);
    if (!file) throw notFound('File');
    // A key is never reused for other content, so the file may be cached for good; the type
    // comes from the key (set from the file's bytes when stored) and is never sniffed.
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin');
    return file.stream;
  }),
];
