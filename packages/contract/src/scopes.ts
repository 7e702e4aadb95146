/**
 * Permission scopes are `service:resource:action` strings (spec §6). A required scope containing
 * `*` matches any held scope of that pattern; a held scope with `*` grants every scope of its
 * pattern. `isAdmin` passes every check (the caller decides that, not this file).
 */

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

const cache = new Map<string, RegExp>();
function matcher(pattern: string): RegExp {
  let re = cache.get(pattern);
  if (!re) {
    re = toRegExp(pattern);
    cache.set(pattern, re);
  }
  return re;
}

/** Does one held scope satisfy one required scope? */
export function scopeMatches(required: string, held: string): boolean {
  if (required === held) return true;
  if (required.includes('*') && matcher(required).test(held)) return true;
  if (held.includes('*') && matcher(held).test(required)) return true;
  return false;
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
