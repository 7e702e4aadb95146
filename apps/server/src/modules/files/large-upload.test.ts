// A large upload streams through to the store: 1 GB generated as a stream (never written to disk by the
// test, never held in memory by the server) over a real socket, with the process's memory sampled
// throughout (docs/files.md "Large files"). FM_LARGE_UPLOAD_MB picks another size.

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { ALL_SCOPES } from './testing/manager.js';

const MB = 1024 * 1024;
const SIZE = Number(process.env.FM_LARGE_UPLOAD_MB ?? 1024) * MB;

let t: TestApp;
let dataDir: string;
let owner: TestUser;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-fm-large-'));
  t = await createTestApp({ config: { dataDir, maxUploadBytes: SIZE + MB } });
  owner = await t.createUser({ scopes: ALL_SCOPES });
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `size` bytes of a repeating pattern, produced as they are read. */
function generated(size: number): Readable {
  const chunk = Buffer.alloc(MB, 'backoffice ');
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    },
  });
}

it(`streams a ${SIZE / MB} MB upload to the store with the memory flat`, { timeout: 300_000 }, async () => {
  const boundary = '----large-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.log"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  const started = Date.now();
  const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/internal-file-manager/upload-files',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + SIZE + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const source = generated(SIZE);
    source.pipe(req, { end: false });
    source.on('end', () => req.end(tail));
  });
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  const rssAfter = process.memoryUsage().rss;
  expect(reply.status, reply.body).toBe(201);
  const [file] = JSON.parse(reply.body).files;
  expect(file).toMatchObject({ name: 'big.log', size: SIZE });
  const stored = path.join(dataDir, 'files', 'objects', file.path.split('/').at(-1).slice(0, 2));
  expect(statSync(path.join(stored, file.path.split('/').at(-1).split('.')[0])).size).toBe(SIZE);
  const grew = (rssPeak - rssBefore) / MB;
  console.info(
    `large upload: ${SIZE / MB} MB in ${seconds.toFixed(1)} s (${(SIZE / MB / seconds).toFixed(0)} MB/s); ` +
      `rss before ${(rssBefore / MB).toFixed(0)} MB, peak ${(rssPeak / MB).toFixed(0)} MB (+${grew.toFixed(0)}), ` +
      `after ${(rssAfter / MB).toFixed(0)} MB`,
  );
  // Flat: the process grows by buffers and a few stream chunks, not by the file (1/8 of it at most).
  expect(grew).toBeLessThan(Math.min(128, SIZE / MB / 8 + 32));
});
