// Reads a multipart upload as it arrives: each file part is streamed to the staging folder while it
// is hashed, measured and checked (never held in memory), then its type is sniffed from the bytes and
// checked against its use. Whatever is refused leaves nothing behind. The caller keeps the staged
// files it wants with `saveStaged` and calls `discard()` in a `finally` for the rest.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { AppError, badRequest } from '../errors.js';
import { safeFileName } from './names.js';
import { type StagedFile, stagingDir } from './service.js';
import { sniffType, TextCheck } from './sniff.js';
import { acceptedLabel, type FileUse } from './uses.js';

export interface UploadSpec {
  /** The file fields by name, each with its use and how many files it takes (1 unless said). */
  files: Record<string, { use: FileUse; max?: number }>;
  /** The text fields read (others are ignored). */
  fields?: readonly string[];
}

export interface Upload {
  /** The text fields given, by name (the last value of a repeated one). */
  fields: Record<string, string>;
  files: StagedFile[];
  /** Removes the staged files not kept (call it in a `finally`). */
  discard(): Promise<void>;
}

/** Room for the form around its files (the boundaries, part headers and the text fields). */
const FORM_ALLOWANCE = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

const tooLarge = (field: string, limit: number, what = 'The file') => {
  const message = `${what} is larger than the upload limit of ${formatBytes(limit)}`;
  return new AppError('PAYLOAD_TOO_LARGE', `${field}: ${message}`, [{ field, message }]);
};

/** The byte limit of one file of a use: its own, or MAX_UPLOAD_MB when lower. */
export function fileLimit(ctx: AppContext, use: FileUse): number {
  return Math.min(use.maxBytes ?? Number.POSITIVE_INFINITY, ctx.config.maxUploadBytes);
}

/** Reads the multipart body of `request` as `spec` says; a refusal is a 400 or 413 naming the field. */
export async function readUpload(
  ctx: AppContext,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  spec: UploadSpec,
): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('body', 'Send the form as multipart/form-data');
  const fileFields = Object.entries(spec.files);
  const largest = Math.max(...fileFields.map(([, f]) => fileLimit(ctx, f.use)));
  const total = fileFields.reduce((sum, [, f]) => sum + (f.max ?? 1) * fileLimit(ctx, f.use), FORM_ALLOWANCE);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > total) {
    // Refused before a byte is read; the connection is closed rather than read to its announced end.
    reply.header('connection', 'close');
    throw tooLarge('body', total - FORM_ALLOWANCE, 'The upload');
  }

  const staged: StagedFile[] = [];
  const fields: Record<string, string> = {};
  const counts = new Map<string, number>();
  const discard = async () => {
    await Promise.all(staged.splice(0).map((f) => rm(f.localFile, { force: true })));
  };
  try {
    const parts = request.parts({
      // Busboy would cut a name down to its last segment: a `../` must reach the check to be refused.
      preservePath: true,
      limits: { fileSize: largest, fieldSize: FORM_ALLOWANCE },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (spec.fields?.includes(part.fieldname)) fields[part.fieldname] = String(part.value);
        continue;
      }
      const field = `body.${part.fieldname}`;
      const wanted = Object.hasOwn(spec.files, part.fieldname) ? spec.files[part.fieldname] : undefined;
      if (!wanted) {
        part.file.resume();
        const names = fileFields.map(([name]) => `"${name}"`).join(' or ');
        throw badRequest(field, `is not a file field of this form (send the file as ${names})`);
      }
      const count = (counts.get(part.fieldname) ?? 0) + 1;
      counts.set(part.fieldname, count);
      const max = wanted.max ?? 1;
      if (count > max) {
        part.file.resume();
        throw badRequest(field, max === 1 ? 'Send one file' : `Send at most ${max} files`);
      }
      staged.push(await stage(ctx, part, wanted.use, field));
    }
    return { fields, files: [...staged], discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Streams one file part to the staging folder, then checks it; the local file is gone if refused. */
async function stage(ctx: AppContext, part: MultipartFile, use: FileUse, field: string): Promise<StagedFile> {
  let name: string;
  try {
    name = safeFileName(field, part.filename, part.fieldname);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const limit = fileLimit(ctx, use);
  const dir = stagingDir(ctx);
  await mkdir(dir, { recursive: true });
  const localFile = path.join(dir, randomUUID());
  const hash = createHash('sha256');
  const text = use.accept.includes('text') || use.accept.includes('any') ? new TextCheck() : null;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(tooLarge(field, limit));
      hash.update(chunk);
      text?.push(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, meter, createWriteStream(localFile, { flags: 'wx' }));
    // Busboy stops at MAX_UPLOAD_MB and marks the part truncated (a use's own limit stops the meter).
    if (part.file.truncated) throw tooLarge(field, limit);
    if (size === 0) throw badRequest(field, 'The file is empty');
    const contentType = await sniffType(localFile, use.accept, { isText: text?.isText ?? false, name });
    if (!contentType) {
      throw badRequest(
        field,
        `Upload ${acceptedLabel(use)}; this file is not one (its content was checked, not its name)`,
      );
    }
    return { use, field: part.fieldname, name, contentType, size, sha256: hash.digest('hex'), localFile };
  } catch (error) {
    part.file.resume();
    await rm(localFile, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(field, limit);
    throw error;
  }
}

/**
 * The JSON text field `name` of a form, read with its contract schema: a refusal is a 400 naming
 * `body.<name>.<field>`. A missing field is `missing` when given (`{}`: all optional), else a 400.
 */
export function parseJsonField<S extends z.ZodType>(
  schema: S,
  text: string | undefined,
  name: string,
  missing?: unknown,
): z.output<S> {
  let json: unknown = missing;
  if (text === undefined && missing === undefined) throw badRequest(`body.${name}`, 'is required');
  if (text !== undefined) {
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest(`body.${name}`, 'must be JSON');
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: ['body', name, ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', `${details[0]!.field}: ${details[0]!.message}`, details);
  }
  return parsed.data;
}
