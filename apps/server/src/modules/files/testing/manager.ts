// The file manager's tests' helpers: a multipart body written by hand, an upload through the real route.
import { randomUUID } from 'node:crypto';
import type { TestApp, TestUser } from '../../../test/helpers.js';

export interface Part {
  field: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart body, byte for byte. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.field}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadOptions {
  files: { name: string; content: Buffer | string; type?: string }[];
  isPrivate?: boolean | string;
  folderId?: number | string | null;
  access?: unknown;
}

/** `POST /internal-file-manager/upload-files` as a browser's form would send it. */
export function uploadAs(t: TestApp, user: TestUser, options: UploadOptions) {
  const parts: Part[] = [];
  if (options.isPrivate !== undefined) parts.push({ field: 'isPrivate', content: String(options.isPrivate) });
  if (options.folderId !== undefined) parts.push({ field: 'folderId', content: String(options.folderId ?? '') });
  if (options.access !== undefined) {
    parts.push({
      field: 'access',
      content: typeof options.access === 'string' ? options.access : JSON.stringify(options.access),
    });
  }
  for (const file of options.files) {
    parts.push({
      field: 'files',
      filename: file.name,
      type: file.type ?? 'application/octet-stream',
      content: file.content,
    });
  }
  const { payload, headers } = multipart(parts);
  return t.as(user, { method: 'POST', url: '/api/internal-file-manager/upload-files', payload, headers });
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every scope of the manager. */
export const ALL_SCOPES = [
  'internal-file-manager:files:read',
  'internal-file-manager:files:create',
  'internal-file-manager:files:update',
  'internal-file-manager:files:delete',
  'internal-file-manager:files:share',
];
