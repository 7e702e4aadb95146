/**
 * Permission scopes are `service:resource:action` strings (spec §6). A required scope containing
 * `*` matches any held scope of that pattern; a held scope with `*` grants every scope of its
 * pattern. `isAdmin` passes every check (the caller decides that, not this file).
 */

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/**
 * Compiled patterns. Bounded: patterns also arrive from callers (`GET /auth/users/scopes/{scope}`),
 * and an unbounded cache would let anyone signed in grow the server's memory with distinct ones.
 * Once full, a new pattern is compiled for the call and not kept (the code's and the roles' few
 * patterns are in long before).
 */
const cache = new Map<string, RegExp>();
export const PATTERN_CACHE_MAX = 1_000;
function matcher(pattern: string): RegExp {
  let re = cache.get(pattern);
  if (!re) {
    re = toRegExp(pattern);
    if (cache.size < PATTERN_CACHE_MAX) cache.set(pattern, re);
  }
  return re;
}

/** How many compiled patterns are kept (for the test that the cache stays bounded). */
export function cachedPatternCount(): number {
  return cache.size;
}

/** Does one held scope satisfy one required scope? */
export function scopeMatches(required: string, held: string): boolean {
  if (required === held) return true;
  if (required.includes('*') && matcher(required).test(held)) return true;
  if (held.includes('*') && matcher(held).test(required)) return true;
  return false;
}

/**
 * Does a held scope grant everything `wanted` grants? Unlike `scopeMatches` this has a direction:
 * `qa:*` covers `qa:chat:*` and `qa:chat:read`; `qa:chat:*` does not cover `qa:*`, and `*` is
 * covered only by `*`. (A `*` in `wanted` can be matched only by a `*` of `held`, whose `.*` then
 * stands for whatever the wanted pattern's `*` stands for, so the held pattern's set contains it.)
 */
export function scopeCovers(held: string, wanted: string): boolean {
  if (held === wanted) return true;
  return held.includes('*') && matcher(held).test(wanted);
}

/**
 * The granting rule: the scopes of `wanted` that the holder of `held` may not hand out, because no
 * held scope covers them. Empty for an administrator.
 */
export function scopesBeyond(held: readonly string[], wanted: readonly string[], isAdmin = false): string[] {
  if (isAdmin) return [];
  return wanted.filter((w) => !held.some((h) => scopeCovers(h, w)));
}

/** True when the held scopes satisfy every required scope. */
export function hasScopes(held: readonly string[], required: readonly string[], isAdmin = false): boolean {
  if (isAdmin) return true;
  return required.every((r) => held.some((h) => scopeMatches(r, h)));
}

/** True when the held scopes satisfy at least one of the required scopes (menu groups). */
export function hasAnyScope(held: readonly string[], required: readonly string[], isAdmin = false): boolean {
  if (isAdmin || required.length === 0) return true;
  return required.some((r) => held.some((h) => scopeMatches(r, h)));
}

export interface ScopeTreeNode {
  /** Full path of this node: `users`, `users:roles`, `users:roles:read`. */
  key: string;
  label: string;
  children: ScopeTreeNode[];
}

/** Groups scope strings as a tree of group → child → leaf (spec §3, "Scope entry"). */
export function scopeTree(all: readonly string[]): ScopeTreeNode[] {
  const roots: ScopeTreeNode[] = [];
  for (const scope of [...all].sort()) {
    let level = roots;
    const parts = scope.split(':');
    parts.forEach((label, i) => {
      const key = parts.slice(0, i + 1).join(':');
      let node = level.find((n) => n.key === key);
      if (!node) {
        node = { key, label, children: [] };
        level.push(node);
      }
      level = node.children;
    });
  }
  return roots;
}

/**
 * The scope catalogue (spec §6). `POST /auth/scopes/sync` writes it to the database; modules add
 * the scopes their endpoints use to this list.
 */
export const SCOPE_CATALOGUE = [
  'users:users:create',
  'users:users:read',
  'users:users:update',
  'users:users:delete',
  'users:scopes:sync',
  'users:roles:create',
  'users:roles:read',
  'users:roles:update',
  'users:roles:delete',
  'users:departments:create',
  'users:departments:read',
  'users:departments:update',
  'users:departments:delete',
  'ipset:ipset:create',
  'ipset:ipset:read',
  'vhost:vhost:read',
  'vhost:vhost:create',
  'server:server:read',
  'server:server:create',
  'sms:sms:read',
  'sms:sms:create',
  'dns:zone:read',
  'dns:zone:create',
  'dns:department',
  'ssl:cert:read',
  'ssl:cert:create',
  'ssl:cert:delete',
  'qa:chat:read',
  'qa:chat:review',
  'qa:chat:settings',
  'qa:ticket:read',
  'qa:ticket:review',
  'qa:tag:read',
  'qa:tag:create',
  'qa:tag:update',
  'qa:tag:delete',
  'qa:score:type:read',
  'qa:score:type:create',
  'qa:score:type:update',
  'qa:score:grade:read',
  'qa:score:grade:create',
  'qa:score:grade:update',
  'qa:escalation:read',
  'qa:feedback:read',
  'qa:statistic:read',
  'qa:manager',
  'dossier:comment:create',
  'dossier:comment:read',
  'dossier:user:read',
  'dossier:user:create',
  'dossier:user:update',
  'dossier:team:read',
  'dossier:team:create',
  'dossier:feedback:read',
  'dossier:feedback:create',
  'dossier:feedback:update',
  'calendar:shifts:read',
  'calendar:shifts:create',
  'calendar:events:read',
  'calendar:events:create',
  'calendar:leave:create',
  'calendar:request:approvers',
  'calendar:employee:update',
  'internal-file-manager:files:read',
  'bug-report:bugs:read',
  'bug-report:settings:read',
  'bug-report:archive:read',
  'feature-request:features:read',
  'database:databases:read',
  'database:users:read',
  'system:user:read',
  'scrums:audits:read',
  'scrums:components:read',
  'audit:log:read',
] as const;
