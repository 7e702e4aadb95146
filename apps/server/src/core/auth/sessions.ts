import { randomBytes, randomUUID } from 'node:crypto';
import type { SessionUser } from '@backoffice/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type pg from 'pg';
import type { Bus } from '../bus.js';
import { tokenExpired, tokenInvalid } from '../errors.js';

/** Sessions last a working day and then some; a revoked one is refused on its very next call. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'backoffice';
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 10_000;

export interface AuthUser extends Omit<SessionUser, 'scopes'> {
  sessionId: string;
  roleId: number | null;
  scopes: string[];
}

interface CachedSession {
  user: AuthUser;
  expiresAt: number;
  loadedAt: number;
}

const sessionUserSql = `
  SELECT s.id AS "sessionId", s.ws_key AS "wsKey", s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt",
         u.id, u.username, u.email, u.name, u.is_admin AS "isAdmin", u.role_id AS "roleId",
         u.department_id AS "departmentId", p.id AS "profileId",
         COALESCE(p.enabled_dark_theme, false) AS "darkTheme",
         COALESCE(p.show_reviewed_escalations, false) AS "showReviewedEscalations",
         p.image AS "profileImage",
         COALESCE((SELECT array_agg(rs.scope ORDER BY rs.scope) FROM role_scopes rs WHERE rs.role_id = u.role_id),
                  '{}') AS scopes
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN profiles p ON p.user_id = u.id`;

interface SessionRow extends AuthUser {
  expiresAt: Date;
  revokedAt: Date | null;
}

/**
 * Signed tokens bound to rows of the sessions table. Resolved sessions are cached briefly; every
 * change that affects them (revocation, user or role edits) is published on the bus and drops the
 * cached entries on every instance, so checks always use current scopes.
 */
export class Sessions {
  private readonly cache = new Map<string, CachedSession>();
  /** Tokens whose signature was already checked (about 0.1 ms of CPU each): token → session id, expiry. */
  private readonly verified = new Map<string, { sessionId: string; exp: number }>();
  private readonly key: Uint8Array;

  constructor(
    private readonly pool: pg.Pool,
    private readonly bus: Bus,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
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
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    await this.pool.query(
      'INSERT INTO sessions (id, user_id, ws_key, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5, $6)',
      [sessionId, userId, wsKey, expiresAt, meta.ip ?? null, meta.userAgent?.slice(0, 500) ?? null],
    );
    const jwt = await this.sign(userId, sessionId, expiresAt);
    const user = await this.load(sessionId);
    if (!user) throw new Error('session vanished right after creation');
    return { jwt, user };
  }

  /** A fresh token for a live session's user (after a role move): a new session, same user. */
  sign(userId: number, sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The user of a bearer token; throws TOKEN_INVALID or TOKEN_EXPIRED. */
  async resolve(token: string): Promise<AuthUser> {
    const sessionId = await this.verify(token);
    const cached = this.cache.get(sessionId);
    const now = Date.now();
    if (cached && now - cached.loadedAt < CACHE_TTL_MS) {
      if (cached.expiresAt <= now) throw tokenExpired();
      return cached.user;
    }
    const row = await this.loadRow('s.id = $1', sessionId);
    if (!row || row.revokedAt) throw tokenInvalid();
    if (row.expiresAt.getTime() <= now) throw tokenExpired();
    return this.remember(row);
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

  /** The user of a socket's `key`, or null when the key is unknown, revoked or expired. */
  async resolveWsKey(wsKey: string): Promise<AuthUser | null> {
    const row = await this.loadRow('s.ws_key = $1', wsKey);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
    return this.remember(row);
  }

  async load(sessionId: string): Promise<AuthUser | null> {
    const row = await this.loadRow('s.id = $1', sessionId);
    return row ? this.remember(row) : null;
  }

  /**
   * Revokes sessions and returns their ids (so their sockets can be closed): one session, or every
   * session of a user, optionally but the one `except` (a password change keeps the session that made it).
   */
  async revoke(where: { sessionId: string } | { userId: number; except?: string }): Promise<string[]> {
    const { rows } =
      'sessionId' in where
        ? await this.pool.query<{ id: string }>(
            'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
            [where.sessionId],
          )
        : await this.pool.query<{ id: string }>(
            `UPDATE sessions SET revoked_at = now()
              WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING id`,
            [where.userId, where.except ?? null],
          );
    const sessionIds = rows.map((r) => r.id);
    if ('sessionId' in where && !sessionIds.includes(where.sessionId)) sessionIds.push(where.sessionId);
    if (sessionIds.length) this.bus.publish({ type: 'sessions.revoked', sessionIds });
    return sessionIds;
  }

  /** Drops expired and long-revoked sessions. */
  async prune(): Promise<number> {
    const { rowCount } = await this.pool.query(
      "DELETE FROM sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'",
    );
    return rowCount ?? 0;
  }

  private async loadRow(where: string, value: string): Promise<SessionRow | undefined> {
    const { rows } = await this.pool.query<SessionRow>(`${sessionUserSql} WHERE ${where}`, [value]);
    return rows[0];
  }

  private remember(row: SessionRow): AuthUser {
    const { expiresAt, revokedAt: _revoked, ...user } = row;
    if (this.cache.size >= CACHE_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(user.sessionId, { user, expiresAt: expiresAt.getTime(), loadedAt: Date.now() });
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
