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

// ---- Declared scopes ----
//
// Each module's contract file declares the scopes it owns, with words for people:
//
//   export const declaredScopes = defineScopes({
//     groups: { dns: 'DNS', 'dns:zone': 'DNS zones' },
//     scopes: { 'dns:zone:read': { label: 'Read DNS zones', description: '…' }, … },
//   });
//
// One export of that name per module (like `errorCodes`): scope-catalogue.ts collects them into the
// catalogue (`SCOPE_CATALOGUE`, `scopeInfo`, `scopeLabel`) and the `Scope` type, so that `scopes()`,
// route guards, `useCan()` and menu entries accept only declared scopes and a typo does not compile.

/** What a person reads about a scope: the role editor, `GET /auth/scopes`. */
export interface ScopeInfo {
  /** Short and plain: "Read DNS zones". */
  readonly label: string;
  /** What holding the scope opens, in a sentence or two. */
  readonly description: string;
  /**
   * Scopes without which this one is of little use, because the screens it opens call endpoints
   * that need them (issue 25; cal.com's `dependsOn` is the model): `qa:chat:review` opens a chat
   * whose scorecard lists score types and grades and whose tags come from the tag list. Declared
   * scopes only, of any module (scope-catalogue.test.ts). The role editor adds them when the scope
   * is ticked, and warns while a role lacks them; the server still checks each endpoint's own
   * scopes and nothing else.
   */
  readonly dependsOn?: readonly `${string}:${string}`[];
}

/** The scopes one module declares, and the names of the groups (services, resources) they sit in. */
export interface ScopeDeclarations<S extends string = string> {
  /** A label for every node above a scope in the tree: `dns` → "DNS", `dns:zone` → "DNS zones". */
  readonly groups: Readonly<Record<string, string>>;
  readonly scopes: { readonly [K in S]: ScopeInfo };
}

type ServiceOf<S extends string> = S extends `${infer Service}:${string}` ? Service : never;

/**
 * Declares a module's scopes. The scope strings become the module's part of the `Scope` type; the
 * compiler wants a group label for each service they name (resource labels are checked by a test).
 */
export function defineScopes<S extends `${string}:${string}`>(declarations: {
  groups: { readonly [G in ServiceOf<NoInfer<S>>]: string } & Readonly<Record<string, string>>;
  scopes: { readonly [K in S]: ScopeInfo };
}): ScopeDeclarations<S> {
  return declarations;
}

/** `qa:score:type:read` → `qa:*` | `qa:score:*` | `qa:score:type:*`. */
type PrefixPatterns<S extends string> = S extends `${infer Head}:${infer Rest}`
  ? `${Head}:*` | `${Head}:${PrefixPatterns<Rest>}`
  : never;

/**
 * The wildcards code may require (spec §5): `*`, or a declared scope cut after one of its `:` with
 * `*` in place of the rest (`dns:*`, `qa:score:*`). A typo in them does not compile either. Patterns
 * with `*` elsewhere (`qa:*:read`) still match when roles hold or pickers send them, but code does
 * not require them.
 */
export type ScopePatternOf<S extends string> = '*' | PrefixPatterns<S>;

/** The catalogue collected from every module's declarations. */
export interface ScopeCatalogue<S extends string = string> {
  /** Every declared scope, sorted. */
  readonly scopes: readonly S[];
  /** Label and description of a declared scope; `undefined` for anything else. */
  info(scope: string): ScopeInfo | undefined;
  /**
   * The words for a node of the scope tree: a group (`dns` → "DNS"), a resource (`dns:zone` → "DNS
   * zones") or a scope (its label). Anything undeclared (a retired scope) shows its last part.
   */
  label(key: string): string;
  /**
   * What a scope needs to be usable: its `dependsOn`, theirs in turn, and so on (each once, nearest
   * first, never the scope itself). Empty for a scope that needs nothing or is not declared.
   */
  needs(scope: string): string[];
}

/** Collects declarations into one catalogue; a scope or group declared twice is a programming error. */
export function collectScopes(declarations: readonly ScopeDeclarations[]): ScopeCatalogue {
  const scopes = new Map<string, ScopeInfo>();
  const groups = new Map<string, string>();
  for (const declaration of declarations) {
    for (const [scope, info] of Object.entries<ScopeInfo>(declaration.scopes)) {
      if (scopes.has(scope)) throw new Error(`Scope "${scope}" is declared twice`);
      scopes.set(scope, info);
    }
    for (const [key, label] of Object.entries(declaration.groups)) {
      if (groups.has(key) && groups.get(key) !== label) throw new Error(`Scope group "${key}" has two labels`);
      groups.set(key, label);
    }
  }
  const needs = (scope: string): string[] => {
    const found: string[] = [];
    const queue = [...(scopes.get(scope)?.dependsOn ?? [])];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (next === scope || found.includes(next)) continue;
      found.push(next);
      queue.push(...(scopes.get(next)?.dependsOn ?? []));
    }
    return found;
  };
  return {
    scopes: [...scopes.keys()].sort(),
    info: (scope) => scopes.get(scope),
    label: (key) => groups.get(key) ?? scopes.get(key)?.label ?? key.slice(key.lastIndexOf(':') + 1),
    needs,
  };
}
