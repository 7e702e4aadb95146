// Stored files through the real stack: multipart uploads (the profile picture's endpoint, and a route
// of this test for a PDF-only private use), the two download endpoints, the disk, the sweep.
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as employees from '@backoffice/contract/modules/employees';
import { privateFile, publicFile, storedFilePath } from '@backoffice/contract/modules/files';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest } from '../../core/errors.js';
import { adoptLegacyFiles } from '../../core/files/legacy.js';
import { deleteStoredFiles, findStoredFile, saveStaged, storeBytes } from '../../core/files/service.js';
import { sweepFiles } from '../../core/files/sweep.js';
import { readUpload } from '../../core/files/upload.js';
import { defineFileUse, fileUseNamed, type StoredFile } from '../../core/files/uses.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const MAX_UPLOAD = 64 * 1024;
const DAY = 24 * 60 * 60_000;

/** Private PDFs, read only by whoever uploaded them: the use a leave document would be. */
const documents = defineFileUse({
  name: 'files.test-documents',
  visibility: 'private',
  accept: ['pdf'],
  references: [],
  canRead: (_ctx, user, file) => file.createdBy === user.id,
});
const UPLOAD_URL = '/api/test/documents';

let t: TestApp;
let dataDir: string;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-files-'));
  t = await createTestApp({
    config: { dataDir, maxUploadBytes: MAX_UPLOAD },
    // An upload endpoint of the test's own use, built as a module's would be (readUpload + saveStaged).
    setup: (app) =>
      app.post(UPLOAD_URL, async (request, reply) => {
        const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        const user = await app.ctx.sessions.resolve(token);
        const upload = await readUpload(app.ctx, { request, reply }, { files: { document: { use: documents } } });
        try {
          const staged = upload.files[0];
          if (!staged) throw badRequest('body.document', 'is required');
          return await saveStaged(app.ctx, staged, user.id);
        } finally {
          await upload.discard();
        }
      }),
  });
  owner = await t.createUser();
  stranger = await t.createUser();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Part {
  field: string;
  /** Written into the part header as is (so a test can send what no browser would). */
  filename?: string;
  /** A `filename*` parameter instead (RFC 5987, percent-encoded UTF-8). */
  encodedFilename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart body written by hand, byte for byte. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.field}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
    if (part.encodedFilename !== undefined) disposition += `; filename*=UTF-8''${part.encodedFilename}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadDocument = (user: TestUser, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return t.as(user, { method: 'POST', url: UPLOAD_URL, payload, headers });
};

const uploadPicture = (user: TestUser, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return t.as(user, { method: 'PATCH', url: `/api/employee-controller/profile/user/${user.id}`, payload, headers });
};

function expectRefused(res: LightMyRequestResponse, status: number, field: string, message: RegExp): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.details).toContainEqual({ field, message: expect.stringMatching(message) });
  expect(body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
}

let listeningPort: Promise<number> | undefined;
/** The app on a real port, for what only a socket can send (a body cut off, a length announced). */
function listening(): Promise<number> {
  listeningPort ??= t.app.listen({ port: 0, host: '127.0.0.1' }).then((address) => Number(new URL(address).port));
  return listeningPort;
}

const objectsDir = () => path.join(dataDir, 'files', 'objects');
const objectFile = (id: string) => path.join(objectsDir(), id.slice(0, 2), id);
/** Every file under DATA_DIR/files: the stored bytes and anything staged. */
function filesOnDisk(): string[] {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
const fileCount = async () => Number((await t.database.pool.query('SELECT count(*) AS n FROM stored_files')).rows[0].n);
const pathParam = (file: StoredFile) => storedFilePath(file).split('/').at(-1)!;

async function storedPicture(user: TestUser, content: Buffer = PNG, filename = 'me.png'): Promise<StoredFile> {
  const res = await uploadPicture(user, [{ field: 'image', filename, type: 'image/png', content }]);
  expect(res.statusCode, res.body).toBe(200);
  const link = res.json().personalDetails.image as string;
  return (await findStoredFile(t.app.ctx, link))!;
}

describe('uploads', () => {
  it('streams a picture to the store: its row holds the sniffed type, size and SHA-256 of the bytes on disk', async () => {
    const me = await t.createUser();
    const file = await storedPicture(me, PNG, 'portrait.exe');
    expect(file).toMatchObject({
      use: 'employees.profile-image',
      visibility: 'public',
      name: 'portrait.exe',
      contentType: 'image/png',
      size: PNG.length,
      createdBy: me.id,
    });
    // Stored under its opaque id, not under any name the user sent.
    const onDisk = readFileSync(objectFile(file.id));
    expect(onDisk.equals(PNG)).toBe(true);
    expect(file.sha256).toBe(createHash('sha256').update(onDisk).digest('hex'));
    expect(filesOnDisk().some((f) => f.includes('portrait'))).toBe(false);
    // Nothing is left in the staging folder.
    expect(readdirSync(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('refuses a file over MAX_UPLOAD_MB with a 413 naming the limit, and leaves nothing on disk', async () => {
    const me = await t.createUser();
    const [before, rows] = [filesOnDisk(), await fileCount()];
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD)]);
    const res = await uploadPicture(me, [{ field: 'image', filename: 'big.png', type: 'image/png', content: big }]);
    expectRefused(res, 413, 'body.image', /larger than the upload limit of 64 KB/);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(filesOnDisk()).toEqual(before);
    expect(await fileCount()).toBe(rows);
  });

  it('refuses a huge declared Content-Length before reading the body, and closes the connection', async () => {
    const port = await listening();
    const me = await t.createUser();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      // The server answering and closing, although 10 GB were announced and a few bytes sent.
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        `PATCH /api/employee-controller/profile/user/${me.id} HTTP/1.1\r\nHost: localhost\r\n` +
          `Authorization: Bearer ${me.token}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
          'Content-Length: 10737418240\r\n\r\n--x\r\n',
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"field":"body","message":"The upload is larger than the upload limit of');
  });

  it('leaves nothing staged when the sender goes away in the middle of a file', async () => {
    const port = await listening();
    const me = await t.createUser();
    const staging = path.join(dataDir, 'files', 'tmp');
    const rows = await fileCount();
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      `PATCH /api/employee-controller/profile/user/${me.id} HTTP/1.1\r\nHost: localhost\r\n` +
        `Authorization: Bearer ${me.token}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        'Content-Length: 200000\r\n\r\n--x\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\n\r\n',
    );
    socket.write(PNG);
    socket.write(Buffer.alloc(30_000));
    // The part is being written to the staging folder; then the connection drops.
    await expect.poll(() => existsSync(staging) && readdirSync(staging).length, { timeout: 10_000 }).toBe(1);
    socket.destroy();
    await expect.poll(() => readdirSync(staging).length, { timeout: 10_000 }).toBe(0);
    expect(await fileCount()).toBe(rows);
  });

  it('reads the type from the bytes: a PNG named .pdf is no PDF, an HTML file declared an image is no image', async () => {
    const [before, rows] = [filesOnDisk(), await fileCount()];
    const png = await uploadDocument(owner, [
      { field: 'document', filename: 'contract.pdf', type: 'application/pdf', content: PNG },
    ]);
    expectRefused(png, 400, 'body.document', /^Upload a PDF; this file is not one/);
    const html = await uploadPicture(owner, [{ field: 'image', filename: 'me.png', type: 'image/png', content: HTML }]);
    expectRefused(html, 400, 'body.image', /^Upload a PNG, JPEG, WebP or GIF image; this file is not one/);
    const pdf = await uploadDocument(owner, [
      { field: 'document', filename: 'scan.png', type: 'image/png', content: PDF },
    ]);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ contentType: 'application/pdf', name: 'scan.png', visibility: 'private' });
    expect(filesOnDisk().length).toBe(before.length + 1);
    expect(await fileCount()).toBe(rows + 1);
  });

  it.each([
    ['a parent folder', '../../etc/passwd.pdf', /without a folder or a path/],
    ['an absolute path', '/etc/passwd', /without a folder or a path/],
    ['a Windows path', 'C:\\Users\\me\\scan.pdf', /without a folder or a path/],
    ['a NUL', 'scan\u0000.pdf', /NUL or control character/],
    ['a control character', 'scan\u001b[31m.pdf', /NUL or control character/],
  ])('refuses a file name with %s (400 naming the field), storing nothing', async (_, filename, message) => {
    const [before, rows] = [filesOnDisk(), await fileCount()];
    const res = await uploadDocument(owner, [{ field: 'document', filename, content: PDF }]);
    expectRefused(res, 400, 'body.document', message);
    expect(filesOnDisk()).toEqual(before);
    expect(await fileCount()).toBe(rows);
  });

  it('refuses a NUL or a path sent percent-encoded (filename*) just the same', async () => {
    for (const [encoded, message] of [
      ['scan%00.pdf', /NUL or control character/],
      ['..%2F..%2Fscan.pdf', /without a folder or a path/],
    ] as const) {
      const res = await uploadDocument(owner, [{ field: 'document', encodedFilename: encoded, content: PDF }]);
      expectRefused(res, 400, 'body.document', message);
    }
  });

  it('keeps a safe display name: UTF-8 kept, invisible reordering dropped, Windows-reserved characters replaced', async () => {
    const res = await uploadDocument(owner, [
      { field: 'document', encodedFilename: encodeURIComponent('Résumé: 2024 \u202egpj.pdf'), content: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Résumé_ 2024 gpj.pdf');
  });
});

describe('downloads', () => {
  it('serves a public file with its type, name (RFC 6266), ETag, nosniff, and a cache for good', async () => {
    const me = await t.createUser();
    const file = await storedPicture(me, PNG, 'Zoë’s portrait.png');
    const res = await t.call(null, publicFile, { params: { path: pathParam(file) } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `inline; filename="Zoe_s portrait.png"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20portrait.png`,
      etag: `"${file.sha256}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // The id alone finds it too (the extension is for whoever saves the file).
    expect((await t.call(null, publicFile, { params: { path: file.id } })).statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match, and the file to a stale one', async () => {
    const me = await t.createUser();
    const file = await storedPicture(me);
    const url = storedFilePath(file);
    for (const tag of [`"${file.sha256}"`, `W/"${file.sha256}"`, `"other", "${file.sha256}"`, '*']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(res.statusCode, tag).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(`"${file.sha256}"`);
    }
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"0000"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers byte ranges with the right bytes (206), and 416 for a range past the end', async () => {
    const upload = await uploadDocument(owner, [{ field: 'document', filename: 'range.pdf', content: PDF }]);
    const file = upload.json() as StoredFile;
    const get = (range: string, extra: Record<string, string> = {}) =>
      t.call(owner, privateFile, { params: { path: file.id }, headers: { range, ...extra } });
    const cases: [string, number, number][] = [
      ['bytes=0-7', 0, 7],
      ['bytes=9-', 9, PDF.length - 1],
      ['bytes=-6', PDF.length - 6, PDF.length - 1],
      ['bytes=4-100000', 4, PDF.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(range);
      expect(res.statusCode, range).toBe(206);
      expect(res.rawPayload.equals(PDF.subarray(start, end + 1)), range).toBe(true);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${PDF.length}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
    }
    expect((await get('bytes=0-7')).rawPayload.toString()).toBe('%PDF-1.4');
    const past = await get(`bytes=${PDF.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PDF.length}`);
    expect(past.json().code).toBe('RANGE_NOT_SATISFIABLE');
    // Several ranges, a malformed one, or a stale If-Range: the whole file.
    for (const [range, extra] of [
      ['bytes=0-1,4-5', {}],
      ['lines=1-2', {}],
      ['bytes=0-3', { 'if-range': '"stale"' }],
    ] as const) {
      const res = await get(range, extra);
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('serves a private file to whom its use lets read it (never cached), and 404 to anyone else', async () => {
    const upload = await uploadDocument(owner, [{ field: 'document', filename: 'leave.pdf', content: PDF }]);
    const file = upload.json() as StoredFile;
    const mine = await t.call(owner, privateFile, { params: { path: pathParam(file) } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="leave.pdf"; filename*=UTF-8''leave.pdf`,
      'x-content-type-options': 'nosniff',
    });
    const theirs = await t.call(stranger, privateFile, { params: { path: pathParam(file) } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND', message: 'File not found' });
    expect((await t.call(null, privateFile, { params: { path: pathParam(file) } })).statusCode).toBe(401);
    // Not through the public path either, and a public file is not served as a private one.
    expect((await t.call(null, publicFile, { params: { path: pathParam(file) } })).statusCode).toBe(404);
    const picture = await storedPicture(owner);
    expect((await t.call(owner, privateFile, { params: { path: pathParam(picture) } })).statusCode).toBe(404);
  });

  it('answers 404 for what is no file path (no way out of the store) and for an unknown id', async () => {
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '..', 'x.png', '%2e%2e', 'ABCDEF00-0000-4000-8000-000000000000.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/internal-file-manager/public/${bad}` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    const unknown = await t.call(null, publicFile, { params: { path: `${randomUUID()}.png` } });
    expect(unknown.statusCode).toBe(404);
    const private404 = await t.call(owner, privateFile, { params: { path: 'x.png' } });
    expect(private404.json()).toMatchObject({ code: 'NOT_FOUND', message: 'File not found' });
  });
});

describe('removal', () => {
  it('deleting a file removes its bytes from the disk, and it is 404 afterwards', async () => {
    const upload = await uploadDocument(owner, [{ field: 'document', filename: 'gone.pdf', content: PDF }]);
    const file = upload.json() as StoredFile;
    expect(existsSync(objectFile(file.id))).toBe(true);
    await deleteStoredFiles(t.app.ctx, [file.id]);
    expect(existsSync(objectFile(file.id))).toBe(false);
    expect(await findStoredFile(t.app.ctx, file.id)).toBeNull();
    expect((await t.call(owner, privateFile, { params: { path: file.id } })).statusCode).toBe(404);
  });

  it('replacing and removing a profile picture delete the old files, row and bytes', async () => {
    const me = await t.createUser();
    const first = await storedPicture(me);
    const second = await storedPicture(me);
    expect(await findStoredFile(t.app.ctx, first.id)).toBeNull();
    expect(existsSync(objectFile(first.id))).toBe(false);
    const { payload, headers } = multipart([{ field: 'data', content: JSON.stringify({ removeImage: true }) }]);
    const removed = await t.call(me, employees.updateProfile, { params: { id: me.id }, rawBody: payload, headers });
    expect(removed.reply().personalDetails.image).toBeNull();
    expect(await findStoredFile(t.app.ctx, second.id)).toBeNull();
    expect(existsSync(objectFile(second.id))).toBe(false);
  });

  it('the sweep removes old unreferenced files and stray bytes, and keeps referenced and fresh ones', async () => {
    const me = await t.createUser();
    const referenced = await storedPicture(me);
    const ctx = t.app.ctx;
    const pictures = fileUseNamed('employees.profile-image')!;
    const orphan = await storeBytes(ctx, pictures, { bytes: PNG, name: 'orphan.png', createdBy: me.id });
    const fresh = await storeBytes(ctx, pictures, { bytes: PNG, name: 'fresh.png', createdBy: me.id });
    // Bytes with no row (an instance stopped between storing and writing the row), and a staged upload.
    const stray = randomUUID();
    mkdirSync(path.dirname(objectFile(stray)), { recursive: true });
    writeFileSync(objectFile(stray), PNG);
    const staged = path.join(dataDir, 'files', 'tmp', randomUUID());
    writeFileSync(staged, PNG);
    const old = new Date(Date.now() - 2 * DAY);
    for (const file of [stray, staged].map((f) => (f === stray ? objectFile(f) : f))) utimesSync(file, old, old);
    await t.database.pool.query('UPDATE stored_files SET created_at = $1 WHERE id = ANY($2)', [
      old,
      [referenced.id, orphan.id],
    ]);

    const result = await sweepFiles(ctx);
    expect(result).toMatchObject({ objects: 1, staged: 1 });
    expect(result.files).toBeGreaterThanOrEqual(1);
    expect(await findStoredFile(ctx, orphan.id)).toBeNull();
    expect(existsSync(objectFile(orphan.id))).toBe(false);
    expect(existsSync(objectFile(stray))).toBe(false);
    expect(existsSync(staged)).toBe(false);
    // Referenced by the profile: kept, and still served.
    expect(await findStoredFile(ctx, referenced.id)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: storedFilePath(referenced) })).statusCode).toBe(200);
    // Unreferenced but younger than the grace period: kept.
    expect(await findStoredFile(ctx, fresh.id)).not.toBeNull();
    expect(existsSync(objectFile(fresh.id))).toBe(true);
  });
});

describe('pictures stored before stored_files', () => {
  it('adopts a referenced file of the old layout: its old link keeps working; unreferenced ones are left', async () => {
    const me = await t.createUser();
    const legacy = path.join(dataDir, 'files', 'public');
    mkdirSync(legacy, { recursive: true });
    const key = `${randomUUID()}.png`;
    const unreferenced = `${randomUUID()}.png`;
    writeFileSync(path.join(legacy, key), PNG);
    writeFileSync(path.join(legacy, unreferenced), PNG);
    const link = `/api/internal-file-manager/public/${key}`;
    await t.database.pool.query('UPDATE profiles SET image = $1 WHERE user_id = $2', [link, me.id]);

    await adoptLegacyFiles(t.app.ctx);
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const file = (await findStoredFile(t.app.ctx, link))!;
    expect(file).toMatchObject({ use: 'employees.profile-image', contentType: 'image/png', size: PNG.length });
    expect(file.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(readdirSync(legacy)).toEqual([unreferenced]);
    // The profile's link is what the API answers, unchanged.
    const profile = await t.call(me, employees.getProfile, { params: { id: me.id } });
    expect(profile.reply().personalDetails.image).toBe(link);
    // A second start (or a second instance) finds nothing more to do.
    await adoptLegacyFiles(t.app.ctx);
    expect(await findStoredFile(t.app.ctx, link)).toMatchObject({ sha256: file.sha256 });
  });
});
