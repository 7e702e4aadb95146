// The scheduled status check: each server with a check is probed (a TCP connect, or an HTTP(S) GET
// answered below 500) and its status follows: two failures in a row make it Down (one lost packet
// does not), one success makes it Up. Probes run with no database connection held.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { hostingServers } from '../schema.js';
import { applyStatus, findServer, type ServerRow } from './servers.js';

const TIMEOUT_MS = 5_000;
const PARALLEL = 20;

/** Resolves with what answered, rejects with why the server did not. */
export async function probe(server: Pick<ServerRow, 'address' | 'check'>, signal?: AbortSignal): Promise<string> {
  const check = server.check;
  if (check.kind === 'tcp') {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: server.address, port: check.port, timeout: TIMEOUT_MS });
      const fail = (why: string) => {
        socket.destroy();
        reject(new Error(`TCP ${server.address}:${check.port}: ${why}`));
      };
      socket.once('connect', () => {
        socket.end();
        resolve(`TCP ${server.address}:${check.port} answered`);
      });
      socket.once('timeout', () => fail(`no answer within ${TIMEOUT_MS / 1000} s`));
      socket.once('error', (e: NodeJS.ErrnoException) => fail(e.code ?? e.message));
    });
  }
  if (check.kind === 'http') {
    // A fresh connection each time (no keep-alive pool): a probe must not ride a socket of the last one.
    const status = await new Promise<number>((resolve, reject) => {
      const get = check.url.startsWith('https:') ? https.get : http.get;
      const request = get(check.url, { agent: false, timeout: TIMEOUT_MS, signal }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      request.once('error', (e: NodeJS.ErrnoException) =>
        reject(new Error(`GET ${check.url}: ${e.code ?? e.message}`)),
      );
    });
    if (status >= 500) throw new Error(`GET ${check.url}: ${status}`);
    return `GET ${check.url}: ${status}`;
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
  const changed: { id: number; status: 'Up' | 'Down' }[] = [];
  for (let i = 0; i < servers.length; i += PARALLEL) {
    const batch = servers.slice(i, i + PARALLEL);
    const outcomes = await Promise.all(
      batch.map((s) =>
        probe(s, signal).then(
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
