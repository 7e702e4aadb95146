// Files stored before `stored_files` existed lie in DATA_DIR/files/{public,private}/<uuid>.<ext>, and
// profiles keep links to them (`/api/internal-file-manager/public/<uuid>.png`). At start each one a
// declared column references is adopted: given a row under that uuid (hashed, its type sniffed) and
// moved into the store, so its old link goes on working unchanged. Files nothing references stay
// where they are (logged), for an administrator to look at; nothing is deleted here. Safe when
// several instances start at once: the row is inserted once, and a file already moved is skipped.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { FILE_PATH_PATTERN } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { storedFiles } from '../db/schema.js';
import { fileStore, unreferenced } from './service.js';
import { sniffType, TextCheck } from './sniff.js';
import { allFileUses, type FileUse } from './uses.js';

async function digest(file: string, text: TextCheck): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    text.push(chunk as Buffer);
  }
  return hash.digest('hex');
}

async function referencingUse(ctx: AppContext, visibility: string, id: string): Promise<FileUse | undefined> {
  for (const use of allFileUses().filter((u) => u.visibility === visibility && u.references.length)) {
    const result = await ctx.db.execute<{ referenced: boolean }>(
      sql`SELECT NOT (${unreferenced(use, sql`${id}`)}) AS referenced`,
    );
    if (result.rows[0]?.referenced) return use;
  }
  return undefined;
}

export async function adoptLegacyFiles(ctx: AppContext): Promise<void> {
  const store = fileStore(ctx);
  let adopted = 0;
  let left = 0;
  for (const visibility of ['public', 'private'] as const) {
    const dir = path.join(ctx.config.dataDir, 'files', visibility);
    const names = await readdir(dir).catch(() => null);
    if (!names) continue;
    for (const name of names) {
      const id = FILE_PATH_PATTERN.exec(name)?.[1];
      const file = path.join(dir, name);
      if (!id || !(await stat(file).catch(() => null))?.isFile()) {
        left += 1;
        continue;
      }
      const use = await referencingUse(ctx, visibility, id);
      if (!use) {
        left += 1;
        continue;
      }
      const info = await stat(file);
      const text = new TextCheck();
      const sha256 = await digest(file, text);
      const contentType = await sniffType(file, use.accept, { isText: text.isText, name });
      if (!contentType) {
        left += 1;
        continue;
      }
      await ctx.db
        .insert(storedFiles)
        .values({
          id,
          use: use.name,
          visibility,
          name,
          contentType,
          size: info.size,
          sha256,
          createdBy: null,
          createdAt: info.mtime,
        })
        .onConflictDoNothing();
      try {
        await store.put(id, file);
        adopted += 1;
      } catch (error) {
        // Another instance moved it first.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    await rmdir(dir).catch(() => undefined); // only when empty
  }
  if (adopted) ctx.log.info({ adopted }, 'stored files of the old layout adopted');
  if (left)
    ctx.log.warn(
      { left },
      'files of the old layout (DATA_DIR/files/public, private) that nothing references were left',
    );
}
