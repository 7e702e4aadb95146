// openssl for the tests that need real certificates: a CA, requests it signs, self-signed ones.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** openssl's options for a new, unencrypted P-256 key (`openssl req`). */
export const NEW_EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

/** Runs openssl quietly in `dir`, so file names may be given relative to it. */
export function openssl(dir: string, ...args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
}

/** `openssl x509 -req`: the request `csr` signed by the CA `ca` with its key, with `extfile`'s extensions. */
export function signRequest(
  dir: string,
  request: { csr: string; ca: string; caKey: string; days: number; extfile: string; out: string },
): void {
  const { csr, ca, caKey, days, extfile, out } = request;
  // biome-ignore format: openssl's arguments read best on one line
  openssl(dir, 'x509', '-req', '-in', csr, '-CA', ca, '-CAkey', caKey, '-CAcreateserial', '-days', String(days), '-extfile', extfile, '-out', out);
}

/**
 * What a local TLS server of the tests serves, made in `dir`: a CA named `caName` (`ca.pem`, `ca.key`)
 * and a two-day certificate it signed for localhost and 127.0.0.1 (`cert.pem`, `key.pem`).
 */
export function localhostCertificate(dir: string, caName: string): void {
  // biome-ignore format: openssl's arguments read best on one line
  openssl(dir, 'req', '-x509', ...NEW_EC_KEY, '-days', '2', '-subj', `/CN=${caName}`, '-keyout', 'ca.key', '-out', 'ca.pem');
  openssl(dir, 'req', ...NEW_EC_KEY, '-subj', '/CN=localhost', '-keyout', 'key.pem', '-out', 'leaf.csr');
  writeFileSync(path.join(dir, 'leaf.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  signRequest(dir, { csr: 'leaf.csr', ca: 'ca.pem', caKey: 'ca.key', days: 2, extfile: 'leaf.ext', out: 'cert.pem' });
}
