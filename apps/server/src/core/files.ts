// File storage on the local disk: DATA_DIR/files/<visibility>/<key>. A key is a random UUID plus
// the extension of the file's type, so it is never derived from user input and never reused.
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_KEY_PATTERN } from '@backoffice/contract';

/** Public files are served to anyone who knows the key; private ones only through their module. */
export type FileVisibility = 'public' | 'private';

export interface ImageType {
  ext: 'png' | 'jpg' | 'webp' | 'gif';
  contentType: string;
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * The raster image type of some bytes, read from their magic numbers (never from the file name or
 * the declared content type), or null. SVG is deliberately absent: it can carry scripts.
 */
export function detectImage(bytes: Buffer): ImageType | null {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', contentType: contentTypes.png! };
  if (starts([0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: contentTypes.jpg! };
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return { ext: 'gif', contentType: contentTypes.gif! };
  if (bytes.length >= 12 && starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) {
    return { ext: 'webp', contentType: contentTypes.webp! };
  }
  return null;
}

export function contentTypeOf(key: string): string {
  return contentTypes[path.extname(key).slice(1)] ?? 'application/octet-stream';
}

function folder(dataDir: string, visibility: FileVisibility): string {
  return path.join(dataDir, 'files', visibility);
}

function fileOf(dataDir: string, visibility: FileVisibility, key: string): string {
  // The pattern admits no separator and no dot segment, so the path stays inside the folder.
  if (!FILE_KEY_PATTERN.test(key)) throw new Error(`not a file key: ${key}`);
  return path.join(folder(dataDir, visibility), key);
}

/** Stores bytes under a new key (written to a temporary name first, so a reader never sees half a file). */
export async function saveFile(
  dataDir: string,
  visibility: FileVisibility,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  const key = `${randomUUID()}.${ext}`;
  const target = fileOf(dataDir, visibility, key);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, bytes, { flag: 'wx' });
  await rename(temporary, target);
  return key;
}

export interface OpenedFile {
  stream: ReadStream;
  size: number;
  contentType: string;
}

/** Opens a stored file for reading, or null when there is none under that key. */
export async function openFile(dataDir: string, visibility: FileVisibility, key: string): Promise<OpenedFile | null> {
  if (!FILE_KEY_PATTERN.test(key)) return null;
  const file = fileOf(dataDir, visibility, key);
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes a stored file; a missing one is not an error. */
export async function removeFile(dataDir: string, visibility: FileVisibility, key: string): Promise<void> {
  if (!FILE_KEY_PATTERN.test(key)) return;
  await rm(fileOf(dataDir, visibility, key), { force: true });
}
