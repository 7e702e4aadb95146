// Private keys at rest: AES-256-GCM under the installation's key, `SSL_KEY_ENCRYPTION_KEY` or, when
// it is unset, a random key made on first use in `DATA_DIR/secrets/ssl-keys.key` (mode 0600; every
// instance shares DATA_DIR). The database alone never yields a key: a dump or a backup of it holds
// only ciphertext. Losing the key file loses the keys (docs/ssl.md says to back it up).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../core/context.js';
import { sslSettings } from './settings.js';

const remembered = new Map<string, Promise<Buffer>>();

async function keyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'secrets', 'ssl-keys.key');
  try {
    return await readExisting(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another instance made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readExisting(file);
}

async function readExisting(file: string): Promise<Buffer> {
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

export function encryptionKey(ctx: AppContext): Promise<Buffer> {
  const configured = sslSettings.of(ctx).encryptionKey;
  if (configured) return Promise.resolve(configured);
  const dir = ctx.config.dataDir;
  let key = remembered.get(dir);
  if (!key) {
    key = keyFile(dir);
    key.catch(() => remembered.delete(dir));
    remembered.set(dir, key);
  }
  return key;
}

/** `v1:<iv>:<tag>:<ciphertext>`, base64 parts. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64'))).join(':');
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Not a sealed key');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}
