// A misbehaving "ACME server" for tests: HTTPS on loopback (a certificate made by openssl, trusted
// through ACME_CA_FILE) that answers what the test asks for — garbage JSON, an HTML error page, a cut
// connection, or a real RFC 8555 problem document — optionally late, and counts what it was asked.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { localhostCertificate } from '../../../test/openssl.js';

export type FakeAcmeMode =
  /** Every request: 200 with a JSON content type and a body that is not JSON. */
  | 'garbage'
  /** Every request: 500 with an HTML page. */
  | 'html-error'
  /** Every request: the connection is cut without an answer. */
  | 'cut'
  /** A real directory and nonces, and a problem document refusing the new account. */
  | 'problem';

export interface FakeAcme {
  directoryUrl: string;
  caFile: string;
  /** What the next requests get, and how many ms later. */
  set(mode: FakeAcmeMode, delayMs?: number): void;
  /** Requests received so far (`GET /dir`, `POST /new-acct`, …). */
  requests: string[];
  stop(): Promise<void>;
}

/** The detail of the problem document of mode `problem`, as an ACME server words it for people. */
export const PROBLEM_DETAIL = 'Error creating new account :: contact email has forbidden domain "example.invalid"';

function tlsCertificate(dir: string): { key: string; cert: string; caFile: string } {
  localhostCertificate(dir, 'fake ACME CA');
  return {
    key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    caFile: path.join(dir, 'ca.pem'),
  };
}

export async function startFakeAcme(): Promise<FakeAcme> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bo-fake-acme-'));
  const tls = tlsCertificate(dir);
  let mode: FakeAcmeMode = 'garbage';
  let delay = 0;
  const requests: string[] = [];
  let base = '';

  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    req.resume();
    setTimeout(() => {
      if (mode === 'cut') {
        req.socket.destroy();
        return;
      }
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"newAccount": "https://');
        return;
      }
      if (mode === 'html-error') {
        res
          .writeHead(500, { 'content-type': 'text/html' })
          .end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        return;
      }
      const nonce = { 'replay-nonce': `nonce-${requests.length}`, 'cache-control': 'no-store' };
      if (req.url === '/dir') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            newNonce: `${base}/nonce`,
            newAccount: `${base}/new-acct`,
            newOrder: `${base}/new-order`,
            revokeCert: `${base}/revoke`,
            keyChange: `${base}/key-change`,
          }),
        );
      } else if (req.url === '/nonce') {
        res.writeHead(200, nonce).end();
      } else {
        res
          .writeHead(400, { ...nonce, 'content-type': 'application/problem+json' })
          .end(
            JSON.stringify({ type: 'urn:ietf:params:acme:error:invalidContact', detail: PROBLEM_DETAIL, status: 400 }),
          );
      }
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    directoryUrl: `${base}/dir`,
    caFile: tls.caFile,
    set(next, delayMs = 0) {
      mode = next;
      delay = delayMs;
    },
    requests,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
