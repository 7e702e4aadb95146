// The statements over the sessions table, with today's lifetimes written into them (sessions.ts
// keeps the tokens, the cache and the renewals).
import type pg from 'pg';
import type { AuthUser } from './sessions.js';

/** How long sessions last (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
export interface SessionLifetime {
  idleDays: number;
  maxDays: number;
}

/** One live session of a user, for the profile page's list. */
export interface SessionSummary {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

export interface SessionRow extends AuthUser {
  expiresAt: Date;
  lastUsedAt: Date;
  createdAt: Date;
  revokedAt: Date | null;
}

export class SessionRows {
  /** The lifetimes as SQL intervals. */
  private readonly idleSql: string;
  private readonly maxSql: string;
  /** When a session ends, as SQL over `sessions s`: the stored end, or sooner by today's settings. */
  private readonly endsAtSql: string;

  constructor(
    private readonly pool: pg.Pool,
    lifetime: SessionLifetime,
  ) {
    // Whole days checked by loadConfig: safe to write into the statement.
    this.idleSql = `interval '${Math.trunc(lifetime.idleDays)} days'`;
    this.maxSql = `interval '${Math.trunc(lifetime.maxDays)} days'`;
    this.endsAtSql = `LEAST(s.expires_at, s.last_used_at + ${this.idleSql}, s.created_at + ${this.maxSql})`;
  }

  async insert(
    sessionId: string,
    userId: number,
    wsKey: string,
    now: number,
    expiresAt: number,
    meta: { ip?: string; userAgent?: string },
  ): Promise<void> {
    await this.pool.query(
      `INSERT INTO sessions (id, user_id, ws_key, created_at, last_used_at, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
      [
        sessionId,
        userId,
        wsKey,
        new Date(now),
        new Date(expiresAt),
        meta.ip ?? null,
        meta.userAgent?.slice(0, 500) ?? null,
      ],
    );
  }

  /**
   * Slides a session: its new last use and end. Skips a row renewed within `everyMs` (less 5 s, by
   * another instance), a revoked one and one that has ended.
   */
  renew(sessionId: string, everyMs: number): Promise<unknown> {
    return this.pool.query(
      `UPDATE sessions s SET last_used_at = now(),
              expires_at = LEAST(now() + ${this.idleSql}, s.created_at + ${this.maxSql})
        WHERE s.id = $1 AND s.revoked_at IS NULL AND ${this.endsAtSql} > now()
          AND s.last_used_at < now() - interval '${everyMs / 1000 - 5} seconds'`,
      [sessionId],
    );
  }

  /** A user's live sessions (or the one `sessionId`), the most recently used first. */
  async summaries(userId: number, sessionId?: string): Promise<SessionSummary[]> {
    const { rows } = await this.pool.query<SessionSummary>(
      `SELECT s.id, host(s.ip) AS ip, s.user_agent AS "userAgent", s.created_at AS "createdAt",
              s.last_used_at AS "lastUsedAt", ${this.endsAtSql} AS "expiresAt"
         FROM sessions s
        WHERE s.user_id = $1 AND ($2::uuid IS NULL OR s.id = $2::uuid)
          AND s.revoked_at IS NULL AND ${this.endsAtSql} > now()
        ORDER BY s.last_used_at DESC, s.created_at DESC`,
      [userId, sessionId ?? null],
    );
    return rows;
  }

  /** Revokes one session, or the live sessions of a user but `except`; returns the ids revoked. */
  async revoke(where: { sessionId: string } | { userId: number; except?: string }): Promise<string[]> {
    const { rows } =
      'sessionId' in where
        ? await this.pool.query<{ id: string }>(
            'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
            [where.sessionId],
          )
        : await this.pool.query<{ id: string }>(
            // Only live ones: an ended session needs no revoking, and the count says who was signed out.
            `UPDATE sessions s SET revoked_at = now()
              WHERE s.user_id = $1 AND s.revoked_at IS NULL AND ${this.endsAtSql} > now()
                AND ($2::uuid IS NULL OR s.id <> $2::uuid) RETURNING s.id`,
            [where.userId, where.except ?? null],
          );
    return rows.map((r) => r.id);
  }

  /** Drops sessions that ended or were revoked more than a day ago. */
  async prune(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM sessions s WHERE ${this.endsAtSql} < now() - interval '1 day' OR s.revoked_at < now() - interval '1 day'`,
    );
    return rowCount ?? 0;
  }

  /** A session's row with its user, found by `where` (a condition on `s` with `$1`). */
  async load(where: string, value: string): Promise<SessionRow | undefined> {
    const { rows } = await this.pool.query<SessionRow>(
      `SELECT s.id AS "sessionId", s.ws_key AS "wsKey", ${this.endsAtSql} AS "expiresAt",
              s.last_used_at AS "lastUsedAt", s.created_at AS "createdAt", s.revoked_at AS "revokedAt",
              u.id, u.username, u.email, u.name, u.is_admin AS "isAdmin", u.role_id AS "roleId",
              u.department_id AS "departmentId", p.id AS "profileId",
              COALESCE(p.enabled_dark_theme, false) AS "darkTheme",
              -- The session user carries QC's preference (spec "session user"; core/preferences.ts).
              COALESCE((SELECT (up.value)::boolean FROM user_preferences up
                         WHERE up.user_id = u.id AND up.name = 'showReviewedEscalations'), false)
                AS "showReviewedEscalations",
              p.image AS "profileImage",
              COALESCE((SELECT array_agg(rs.scope ORDER BY rs.scope) FROM role_scopes rs WHERE rs.role_id = u.role_id),
                       '{}') AS scopes
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN profiles p ON p.user_id = u.id
        WHERE ${where}`,
      [value],
    );
    return rows[0];
  }
}
