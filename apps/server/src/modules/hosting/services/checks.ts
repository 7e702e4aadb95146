// The scheduled status check: each server with a check is probed (a TCP connect, or an HTTP(S) GET
// answered below 500) and its status follows: two failures in a row make it Down (one lost packet
// does not), one success makes it Up. Probes run with no database connection held.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { hostingServers } from '../schema.js';
import { hostingSettings } from '../settings.js';
import { type Cidr, guardedLookup, InternalTargetError, internalKind, literalAddress } from '../targets.js';
import { applyStatus, findServer, type ServerRow } from './servers.js';

const TIMEOUT_MS = 5_000;
const PARALLEL = 20;

/**
 * The words a failed probe is told in (its status reason and Down window): never the OS's error,
 * which would tell a closed port from a filtered one or a missing host — a port scanner's answers.
 */
function failure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof InternalTargetError || code === 'EINTERNALTARGET') return 'refused: internal address';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ETIMEDOUT' || code === 'ECHECKTIMEOUT') return 'timed out';
  return 'unreachable';
}

const timedOut = () => Object.assign(new Error('timed out'), { code: 'ECHECKTIMEOUT' });

/**
 * Resolves with what answered, rejects with why the server did not. Never connects inside
 * (targets.ts): a literal address is checked before connecting, a name by the lookup the socket
 * resolves it with, so what it resolves to at connect time counts.
 */
export async function probe(
  server: Pick<ServerRow, 'address' | 'check'>,
  allow: readonly Cidr[],
  signal?: AbortSignal,
): Promise<string> {
  const check = server.check;
  const lookup = guardedLookup(allow);
  /** The address to connect to: a literal one (checked here; a socket does not look it up), or the name. */
  const target = (host: string) => {
    const literal = literalAddress(host);
    if (literal && internalKind(literal, allow)) throw new InternalTargetError();
    return literal ?? host;
  };
  if (check.kind === 'tcp') {
    const what = `TCP ${server.address}:${check.port}`;
    return new Promise((resolve, reject) => {
      const fail = (error: unknown) => reject(new Error(`${what}: ${failure(error)}`));
      let host: string;
      try {
        host = target(server.address);
      } catch (error) {
        return fail(error);
      }
      const socket = net.connect({ host, port: check.port, timeout: TIMEOUT_MS, lookup });
      socket.once('connect', () => {
        socket.end();
        resolve(`${what}: answered`);
      });
      socket.once('timeout', () => socket.destroy(timedOut()));
      socket.once('error', fail);
    });
  }
  if (check.kind === 'http') {
    const what = `GET ${check.url}`;
    // A fresh connection each time (no keep-alive pool): a probe must not ride a socket of the last one.
    // Redirects are not followed (node's http never does): the status of this URL is the answer.
    const status = await new Promise<number>((resolve, reject) => {
      const fail = (error: unknown) => reject(new Error(`${what}: ${failure(error)}`));
      // The URL parser has read numeric IPv4 forms already (`http://0177.0.0.1/` is 127.0.0.1), as http.get will.
      const url = new URL(check.url);
      try {
        target(url.hostname);
      } catch (error) {
        return fail(error);
      }
      const get = url.protocol === 'https:' ? https.get : http.get;
      const request = get(url, { agent: false, timeout: TIMEOUT_MS, signal, lookup }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('timeout', () => request.destroy(timedOut()));
      request.once('error', fail);
    });
    if (status >= 500) throw new Error(`${what}: answered ${status}`);
    return `${what}: answered ${status}`;
  }
  return 'no check';
}

/** One round of checks; returns the servers whose status changed. */
export async function checkServers(
  ctx: AppContext,
  signal?: AbortSignal,
): Promise<{ id: number; status: 'Up' | 'Down' }[]> {
  const servers = await ctx.db
    .select()
    .from(hostingServers)
    .where(ne(sql`${hostingServers.check}->>'kind'`, 'none'));
  const { checkAllow } = hostingSettings.of(ctx);
  const changed: { id: number; status: 'Up' | 'Down' }[] = [];
  for (let i = 0; i < servers.length; i += PARALLEL) {
    const batch = servers.slice(i, i + PARALLEL);
    const outcomes = await Promise.all(
      batch.map((s) =>
        probe(s, checkAllow, signal).then(
          (said) => ({ ok: true as const, said }),
          (e: unknown) => ({ ok: false as const, said: e instanceof Error ? e.message : String(e) }),
        ),
      ),
    );
    for (const [j, outcome] of outcomes.entries()) {
      const { id, status: was, checkFailures } = batch[j]!;
      // An Up server that answers, as most do every minute: nothing to write.
      if (outcome.ok && was === 'Up' && checkFailures === 0) continue;
      const status = await ctx.db.transaction(async (tx) => {
        const server = await findServer(tx, id, { lock: true });
        if (outcome.ok) {
          if (await applyStatus(tx, server, 'Up', `Check: ${outcome.said}`)) return 'Up';
          if (server.checkFailures)
            await tx.update(hostingServers).set({ checkFailures: 0 }).where(eq(hostingServers.id, id));
          return null;
        }
        const failures = server.checkFailures + 1;
        if (failures >= 2 && (await applyStatus(tx, server, 'Down', `Check: ${outcome.said}`))) return 'Down';
        await tx.update(hostingServers).set({ checkFailures: failures }).where(eq(hostingServers.id, id));
        return null;
      });
      if (status) changed.push({ id, status });
    }
  }
  return changed;
}
