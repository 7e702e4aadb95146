// A private ACME server for tests: Debian's `pebble` (Let's Encrypt's test CA), with a TLS
// certificate made here by openssl (the package ships none), validating DNS-01 challenges against the
// PowerDNS of the test (`-dnsserver`). PEBBLE_VA_NOSLEEP: no random validation delay;
// PEBBLE_WFE_NONCEREJECT=0: no nonces refused at random; PEBBLE_AUTHZREUSE=0: every order is
// challenged again (docs/ssl.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt.js';
import { localhostCertificate } from './openssl.js';
import { freePort } from './pdns.js';
import { serviceProcess } from './service-process.js';

export interface PebbleInstance {
  directoryUrl: string;
  /** The CA of pebble's own TLS certificate (ACME_CA_FILE). */
  caFile: string;
  stop(): Promise<void>;
}

export function ensurePebbleInstalled(): void {
  if (!existsSync('/usr/bin/pebble')) aptInstall(['pebble']);
}

export async function startPebble(options: { dnsPort: number }): Promise<PebbleInstance> {
  ensurePebbleInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bo-pebble-'));
  localhostCertificate(dir, 'pebble test CA');
  const [port, management, httpPort, tlsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  writeFileSync(
    path.join(dir, 'config.json'),
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${port}`,
        managementListenAddress: `127.0.0.1:${management}`,
        certificate: path.join(dir, 'cert.pem'),
        privateKey: path.join(dir, 'key.pem'),
        httpPort,
        tlsPort,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const child = spawn(
    'pebble',
    ['-config', path.join(dir, 'config.json'), '-dnsserver', `127.0.0.1:${options.dnsPort}`],
    {
      env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_AUTHZREUSE: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const { stop, exited, output } = serviceProcess(child, dir);
  const directoryUrl = `https://127.0.0.1:${port}/dir`;
  const ca = readFileSync(path.join(dir, 'ca.pem'));
  const answers = () =>
    new Promise<boolean>((resolve) => {
      https
        .get(directoryUrl, { ca }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
  const deadline = Date.now() + 20_000;
  while (!(await answers())) {
    if (exited() || Date.now() > deadline) {
      await stop();
      throw new Error(`pebble did not start:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { directoryUrl, caFile: path.join(dir, 'ca.pem'), stop };
}
