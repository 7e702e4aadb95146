// Where stored files' bytes live: one small interface, so an object store can take the disk's place
// without a change anywhere else. The disk store keeps DATA_DIR/files/objects/<2 hex>/<id>: the
// row's opaque id, never a name or a path a user chose. Several instances share the folder (a
// shared volume); everything here is safe to run from two of them at once.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** An id of a stored file (the UUID of its `stored_files` row); the only names the store knows. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Inclusive byte offsets, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  id: string;
  size: number;
  /** When the bytes were put: the sweep leaves young objects alone (an upload between put and row). */
  modifiedAt: Date;
}

export interface FileStore {
  /** Takes over a complete local file (a staged upload) as the bytes of `id`. */
  put(id: string, localFile: string): Promise<void>;
  /** The bytes of `id` (only `range` of them when given), or null when there are none. */
  open(id: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the bytes of `id`; absent ones are no error. */
  remove(id: string): Promise<void>;
  /** Every stored object, for the orphan sweep. */
  list(): AsyncIterable<StoredObject>;
}

function assertId(id: string): void {
  // The pattern admits no separator and no dot: a path built from it stays inside the store.
  if (!ID.test(id)) throw new Error(`not a stored file id: ${id}`);
}

/** The disk store under `root` (DATA_DIR/files/objects). */
export function diskStore(root: string): FileStore {
  const fileOf = (id: string) => {
    assertId(id);
    return path.join(root, id.slice(0, 2), id);
  };
  return {
    async put(id, localFile) {
      const target = fileOf(id);
      await mkdir(path.dirname(target), { recursive: true });
      // The staging folder is on the same volume: a rename, so a reader never sees half a file.
      await rename(localFile, target);
    },
    async open(id, range) {
      const file = fileOf(id);
      try {
        const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
        // Opening is asynchronous: wait for it, so a missing file is a null and not a stream error.
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', reject);
        });
        return stream;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
    async *list() {
      const folders = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      for (const folder of folders) {
        const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const name of names) {
          if (!ID.test(name)) continue;
          const info = await stat(path.join(root, folder, name)).catch(() => null);
          if (info?.isFile()) yield { id: name, size: info.size, modifiedAt: info.mtime };
        }
      }
    },
  };
}
