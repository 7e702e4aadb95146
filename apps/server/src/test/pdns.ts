// A private PowerDNS Authoritative server for tests (DNS zones, and the DNS-01 challenges of SSL
// certificates): Debian's pdns_server with the sqlite3 backend, its DNS port and HTTP API on
// loopback, in a temporary directory (docs/dns.md).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { aptInstall } from './apt.js';
import { serviceProcess } from './service-process.js';

const run = promisify(execFile);

const PDNS_SERVER = '/usr/sbin/pdns_server';
const SQLITE_SCHEMA = '/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql';

export interface PowerDnsInstance {
  apiUrl: string;
  apiKey: string;
  dnsPort: number;
  /** `dig +short` answers of one name and type, straight from the private server. */
  dig(name: string, type: string): Promise<string[]>;
  stop(): Promise<void>;
}

function onPath(binary: string): boolean {
  return (process.env.PATH ?? '/usr/bin:/bin').split(':').some((dir) => existsSync(path.join(dir, binary)));
}

/** Installs the Debian packages when a fresh machine lacks them (they start no service). */
export function ensurePowerDnsInstalled(): void {
  const missing = !existsSync(PDNS_SERVER) || !existsSync(SQLITE_SCHEMA) || !onPath('dig') || !onPath('sqlite3');
  if (!missing) return;
  aptInstall(['pdns-server', 'pdns-backend-sqlite3', 'dnsutils', 'sqlite3']);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function digExitsCleanly(port: number): Promise<boolean> {
  try {
    // Exit status, not output: "connection refused" is printed on stdout.
    await run('dig', ['@127.0.0.1', '-p', String(port), '.', 'SOA', '+time=1', '+tries=1']);
    return true;
  } catch {
    return false;
  }
}

export async function startPowerDns(): Promise<PowerDnsInstance> {
  ensurePowerDnsInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bo-pdns-'));
  const database = path.join(dir, 'pdns.sqlite3');
  execFileSync('sqlite3', [database], { input: readFileSync(SQLITE_SCHEMA) });
  const dnsPort = await freePort();
  const webPort = await freePort();
  const apiKey = randomBytes(16).toString('hex');
  writeFileSync(
    path.join(dir, 'pdns.conf'),
    [
      'launch=gsqlite3',
      `gsqlite3-database=${database}`,
      'local-address=127.0.0.1',
      `local-port=${dnsPort}`,
      'api=yes',
      `api-key=${apiKey}`,
      'webserver=yes',
      'webserver-address=127.0.0.1',
      `webserver-port=${webPort}`,
      'webserver-allow-from=127.0.0.1',
      `socket-dir=${dir}`,
      'daemon=no',
      'guardian=no',
      'disable-syslog=yes',
      'security-poll-suffix=',
      'default-soa-content=ns.invalid. hostmaster.@ 0 10800 3600 604800 3600',
      // No caches: a deleted record must vanish from the very next answer.
      'cache-ttl=0',
      'negquery-cache-ttl=0',
      'query-cache-ttl=0',
      'zone-cache-refresh-interval=0',
      'loglevel=4',
      '',
    ].join('\n'),
  );
  const child = spawn(PDNS_SERVER, [`--config-dir=${dir}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  const { stop, exited, output } = serviceProcess(child, dir);

  const apiUrl = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (exited()) {
      await stop();
      throw new Error(`pdns_server exited at start:\n${output()}`);
    }
    if (await digExitsCleanly(dnsPort)) {
      const api = await fetch(`${apiUrl}/api/v1/servers/localhost`, { headers: { 'X-API-Key': apiKey } }).catch(
        () => null,
      );
      if (api?.ok) break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pdns_server did not answer within 20 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    apiUrl,
    apiKey,
    dnsPort,
    async dig(name, type) {
      const { stdout } = await run('dig', ['@127.0.0.1', '-p', String(dnsPort), name, type, '+short', '+time=2']);
      return stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    },
    stop,
  };
}
