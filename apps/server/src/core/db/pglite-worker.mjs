// Runs the embedded PostgreSQL (PGlite, WebAssembly) on its own thread behind a PostgreSQL-protocol
// unix socket, so a heavy query never blocks the web server's event loop. Plain JS: workers are
// started without the TypeScript loader.
import { existsSync, unlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;

try {
  // pg_trgm: substring search of large lists (websites, CDN virtual hosts) by a trigram index, as on
  // PostgreSQL, where it ships with the server (docs/architecture.md "Database extensions").
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // A crash leaves the socket file behind; listening on it would fail with EADDRINUSE.
  if (existsSync(socketPath)) unlinkSync(socketPath);
  // One connection only: the multiplexer of several connections mixed up statements under load.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.postMessage({ type: 'ready' });
  parentPort.on('message', async (message) => {
    if (message?.type !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'stopped' });
  });
} catch (error) {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
