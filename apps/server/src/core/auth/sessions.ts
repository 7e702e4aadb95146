import { randomBytes, randomUUID } from 'node:crypto';
import type { SessionUser } from '@backoffice/contract';
import type { FastifyBaseLogger } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type pg from 'pg';
import type { Bus } from '../bus.js';
import { tokenExpired, tokenInvalid } from '../errors.js';
import { type SessionLifetime, type SessionRow, SessionRows, type SessionSummary } from './session-rows.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISSUER = 'backoffice';
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 10_000;
/** A session's row is renewed at most this often: a use within it changes nothing on disk. */
export const RENEW_EVERY_MS = 60_000;

export interface AuthUser extends Omit<SessionUser, 'scopes'> {
  sessionId: string;
  roleId: number | null;
  scopes: string[];
}

interface CachedSession {
  user: AuthUser;
  /** When the session ends unless it is used again (ms). */
  expiresAt: number;
  /** Its last recorded use (ms): the row is renewed when this is a minute old. */
  lastUsedAt: number;
  /** Its sign-in (ms): no renewal reaches beyond SESSION_MAX_DAYS after it. */
  createdAt: number;
  loadedAt: number;
}

/**
 * Signed tokens bound to rows of the sessions table. A session slides: each use renews it (at most
 * once a minute, in the background), and it ends after `idleDays` without use or `maxDays` after its
 * sign-in. The row decides; a token's own `exp` is the longest a session can last, so it never ends
 * a live one early and the token stays the same while the session slides.
 *
 * Resolved sessions are cached briefly; every change that affects them (revocation, user or role
 * edits) is published on the bus and drops the cached entries on every instance, so checks always
 * use current scopes and a revoked session is refused on its very next call.
 */
export class Sessions {
  private readonly cache = new Map<string, CachedSession>();
  /** Tokens whose signature was already checked (about 0.1 ms of CPU each): token → session id, expiry. */
  private readonly verified = new Map<string, { sessionId: string; exp: number }>();
  private readonly key: Uint8Array;
  private readonly idleMs: number;
  private readonly maxMs: number;
  private readonly rows: SessionRows;
  /** Renewals under way (a request never waits for them; tests and shutdown may). */
  private readonly renewals = new Set<Promise<void>>();

  constructor(
    pool: pg.Pool,
    private readonly bus: Bus,
    secret: string,
    lifetime: SessionLifetime = { idleDays: 7, maxDays: 30 },
    private readonly log?: FastifyBaseLogger,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.idleMs = lifetime.idleDays * DAY_MS;
    this.maxMs = lifetime.maxDays * DAY_MS;
    this.rows = new SessionRows(pool, lifetime);
    bus.subscribe((event) => {
      if (event.type === 'sessions.revoked') for (const id of event.sessionIds) this.cache.delete(id);
      if (event.type === 'users.changed') this.dropWhere((u) => event.userIds.includes(u.id));
      if (event.type === 'roles.changed') this.dropWhere((u) => u.roleId !== null && event.roleIds.includes(u.roleId));
    });
  }

  async create(
    userId: number,
    meta: { ip?: string; userAgent?: string } = {},
  ): Promise<{ jwt: string; user: AuthUser }> {
    const sessionId = randomUUID();
    const wsKey = randomBytes(24).toString('base64url');
    const now = Date.now();
    await this.rows.insert(sessionId, userId, wsKey, now, now + Math.min(this.idleMs, this.maxMs), meta);
    const jwt = await this.sign(userId, sessionId, new Date(now + this.maxMs), new Date(now));
    const user = await this.load(sessionId);
    if (!user) throw new Error('session vanished right after creation');
    return { jwt, user };
  }

  /**
   * The token of a session; `expiresAt` is the longest it may last (the row ends it sooner). `issuedAt`
   * is the sign-in's own instant, so that `exp - iat` is the lifetime exactly, whatever the clock did
   * while the row was written.
   */
  sign(userId: number, sessionId: string, expiresAt: Date, issuedAt = new Date()): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The user of a bearer token, renewing its session; throws TOKEN_INVALID or TOKEN_EXPIRED. */
  async resolve(token: string): Promise<AuthUser> {
    const sessionId = await this.verify(token);
    const cached = this.cache.get(sessionId);
    const now = Date.now();
    // An entry that says "ended" is read again: another instance may have renewed the session.
    if (cached && now - cached.loadedAt < CACHE_TTL_MS && cached.expiresAt > now) {
      this.renew(sessionId, cached, now);
      return cached.user;
    }
    const row = await this.rows.load('s.id = $1', sessionId);
    if (!row || row.revokedAt) throw tokenInvalid();
    if (row.expiresAt.getTime() <= now) throw tokenExpired();
    const user = this.remember(row);
    this.renew(sessionId, this.cache.get(sessionId), now);
    return user;
  }

  private async verify(token: string): Promise<string> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 <= Date.now()) throw tokenExpired();
      return known.sessionId;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') throw tokenInvalid();
      if (this.verified.size >= CACHE_MAX) this.verified.clear();
      this.verified.set(token, { sessionId: payload.sid, exp: payload.exp });
      return payload.sid;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
      throw tokenInvalid();
    }
  }

  /**
   * Slides a session that was last used a minute or more ago: its row gets the new last use and end,
   * in the background (the request does not wait). The statement itself skips a row renewed within
   * the minute (by another instance), a revoked one and one that has ended, so the database sees at
   * most about one write a minute per session, however many instances serve it.
   */
  private renew(sessionId: string, entry: CachedSession | undefined, now: number): void {
    if (!entry || now - entry.lastUsedAt < RENEW_EVERY_MS) return;
    entry.lastUsedAt = now;
    entry.expiresAt = Math.min(now + this.idleMs, entry.createdAt + this.maxMs);
    const write = this.rows.renew(sessionId, RENEW_EVERY_MS).then(
      () => {},
      (err: unknown) => this.log?.warn({ err, sessionId }, 'renewing a session failed'),
    );
    this.renewals.add(write);
    void write.finally(() => this.renewals.delete(write));
  }

  /** Resolves once the renewals started so far are written (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.renewals.size) await Promise.all([...this.renewals]);
  }

  /** The user of a socket's `key`, or null when the key is unknown, revoked or ended. Opening a socket is a use. */
  async resolveWsKey(wsKey: string): Promise<AuthUser | null> {
    const row = await this.rows.load('s.ws_key = $1', wsKey);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
    const user = this.remember(row);
    this.renew(user.sessionId, this.cache.get(user.sessionId), Date.now());
    return user;
  }

  async load(sessionId: string): Promise<AuthUser | null> {
    const row = await this.rows.load('s.id = $1', sessionId);
    return row ? this.remember(row) : null;
  }

  /** A user's live sessions (not revoked, not ended), the most recently used first. */
  listOf(userId: number): Promise<SessionSummary[]> {
    return this.rows.summaries(userId);
  }

  /** One live session of this user, or null (another user's session is none of theirs). */
  async findOf(userId: number, sessionId: string): Promise<SessionSummary | null> {
    return (await this.rows.summaries(userId, sessionId))[0] ?? null;
  }

  /**
   * Revokes sessions and returns their ids (so their sockets can be closed): one session, or every
   * session of a user, optionally but the one `except` (a password change keeps the session that made it).
   */
  async revoke(
    where: { sessionId: string } | { userId: number; except?: string },
    options: { notice?: 'forceLogout' } = {},
  ): Promise<string[]> {
    const sessionIds = await this.rows.revoke(where);
    if ('sessionId' in where && !sessionIds.includes(where.sessionId)) sessionIds.push(where.sessionId);
    if (sessionIds.length) this.bus.publish({ type: 'sessions.revoked', sessionIds, ...options });
    return sessionIds;
  }

  /** Drops sessions that ended or were revoked more than a day ago. */
  async prune(): Promise<number> {
    return this.rows.prune();
  }

  private remember(row: SessionRow): AuthUser {
    const { expiresAt, lastUsedAt, createdAt, revokedAt: _revoked, ...user } = row;
    if (this.cache.size >= CACHE_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(user.sessionId, {
      user,
      expiresAt: expiresAt.getTime(),
      lastUsedAt: lastUsedAt.getTime(),
      createdAt: createdAt.getTime(),
      loadedAt: Date.now(),
    });
    return user;
  }

  private dropWhere(test: (user: AuthUser) => boolean): void {
    for (const [id, entry] of this.cache) if (test(entry.user)) this.cache.delete(id);
  }
}

export function toSessionUser(user: AuthUser): SessionUser {
  const { sessionId: _s, roleId: _r, ...sessionUser } = user;
  return sessionUser;
}
