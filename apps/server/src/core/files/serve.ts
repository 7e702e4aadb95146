// Sends a stored file: streamed from the store, with its sniffed type, its original name (RFC 6266),
// its SHA-256 as a strong ETag (304 on If-None-Match), one byte range (206, 416), and headers that
// keep a browser from ever treating it as a page of ours.
import { servedType } from '@backoffice/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { fileStore } from './service.js';
import type { ByteRange } from './store.js';
import type { StoredFile } from './uses.js';

/** Shown in the browser rather than saved: pictures and PDFs (the web app's preview shows them too). */
const INLINE = /^(image\/(png|jpeg|webp|gif)|application\/pdf)$/;

/** `Content-Disposition` with the original name: an ASCII fallback and the exact UTF-8 name (RFC 6266, 5987). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): a W/ prefix does not count.
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The one range asked for, `'unsatisfiable'`, or null for the whole file: several ranges, a
 * malformed header or a stale If-Range get the whole file, as RFC 9110 allows.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  etag: string,
): ByteRange | 'unsatisfiable' | null {
  if (!header || (ifRange !== undefined && ifRange.trim() !== etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '') {
    // The last n bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** Answers `request` with the file (a handler returns what this returns). */
export async function sendStoredFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
): Promise<unknown> {
  const etag = `"${file.sha256}"`;
  const notModified = etagMatches(request.headers['if-none-match'], etag);
  const range = notModified
    ? null
    : requestedRange(request.headers.range, file.size, String(request.headers['if-range'] ?? '') || undefined, etag);
  const stream =
    notModified || range === 'unsatisfiable' ? null : await fileStore(ctx).open(file.id, range ?? undefined);
  if (!notModified && range !== 'unsatisfiable' && !stream) {
    // A row without bytes (a volume not shared between instances, a file removed by hand).
    ctx.log.error({ id: file.id }, 'stored file has a row but no bytes');
    throw notFound('File');
  }
  reply
    .header('etag', etag)
    .header('last-modified', file.createdAt.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin')
    // Nothing in a stored file runs as ours; a PDF viewer is left its plugin (a sandbox would block it).
    .header('content-security-policy', `default-src 'none'${file.contentType === 'application/pdf' ? '' : '; sandbox'}`)
    .header(
      'cache-control',
      // A file never changes under its id: a public one may be kept for good; a private one is never kept.
      file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    );
  if (notModified) {
    reply.status(304);
    return '';
  }
  if (range === 'unsatisfiable') {
    reply.status(416).header('content-range', `bytes */${file.size}`).header('content-type', 'application/json');
    return {
      statusCode: 416,
      error: 'Range Not Satisfiable',
      code: 'RANGE_NOT_SATISFIABLE',
      message: `The file has ${file.size} bytes; ask for a range that starts within them`,
    };
  }
  const inline = INLINE.test(file.contentType);
  // A type no kind names (HTML, SVG, scripts kept by the file manager) goes as bytes to save, never a page.
  const type = servedType(file.contentType);
  reply
    .header('content-type', type.startsWith('text/') ? `${type}; charset=utf-8` : type)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name));
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return stream;
}
