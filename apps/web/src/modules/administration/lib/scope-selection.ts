import { scopeInfo, scopeLabel, scopeNeeds } from '@backoffice/contract/scope-catalogue';
import { type ScopeTreeNode, scopeMatches, scopeTree } from '@backoffice/contract/scopes';

/**
 * The role editor's scope picker as pure state: the catalogue (GET /auth/scopes) shown as the tree
 * group → child → leaf, and the role's scopes as a plain list of strings. A role may hold wildcards
 * (`qa:*`): the leaves they match show as checked, and unchecking one of them replaces the wildcard
 * by the leaves it still grants, so that what the user sees is what the role gets.
 */
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

export interface ScopeNode extends ScopeTreeNode {
  children: ScopeNode[];
  /** Every catalogue scope at or below this node. */
  scopes: string[];
  /** What its module declares it is called: "DNS", "DNS zones", "Read DNS zones" (`label` is the key's part). */
  title: string;
  /** A scope's declared description. */
  description?: string;
  /** What a scope needs to be usable (its module's `dependsOn`, and theirs), by title: "Read tags". */
  needs?: string[];
}

const byTitle = (a: ScopeNode, b: ScopeNode) => a.title.localeCompare(b.title);
const byLabel = (a: ScopeNode, b: ScopeNode) => a.label.localeCompare(b.label);

/**
 * The catalogue as a tree; a node whose key is itself a scope counts it among its scopes. Siblings
 * are sorted by what the picker shows: a resource's row of scopes by their actions (`create`,
 * `read`…), everything else by title.
 */
export function buildScopeTree(catalogue: readonly string[]): ScopeNode[] {
  const known = new Set(catalogue);
  const annotate = (node: ScopeTreeNode, depth: number): ScopeNode => {
    const children = node.children.map((child) => annotate(child, depth + 1));
    const row = depth > 0 && children.length > 0 && children.every((c) => c.children.length === 0);
    children.sort(row ? byLabel : byTitle);
    const scopes = [...(known.has(node.key) ? [node.key] : []), ...children.flatMap((c) => c.scopes)];
    const description = scopeInfo(node.key)?.description;
    const needs = scopeNeeds(node.key).map(scopeLabel);
    return {
      ...node,
      children,
      scopes,
      title: scopeLabel(node.key),
      ...(description ? { description } : {}),
      ...(needs.length ? { needs } : {}),
    };
  };
  return scopeTree(catalogue)
    .map((node) => annotate(node, 0))
    .sort(byTitle);
}

export function isWildcard(scope: string): boolean {
  return scope.includes('*');
}

/** Is a catalogue scope granted by the selection, exactly or through a wildcard? */
export function isGranted(scope: string, selected: readonly string[]): boolean {
  return selected.some((held) => held === scope || (isWildcard(held) && scopeMatches(scope, held)));
}

/** Granted through a wildcard only (shown checked, with the wildcard named). */
export function grantingWildcard(scope: string, selected: readonly string[]): string | null {
  if (selected.includes(scope)) return null;
  return selected.find((held) => isWildcard(held) && scopeMatches(scope, held)) ?? null;
}

export function checkState(node: ScopeNode, selected: readonly string[]): CheckState {
  const granted = node.scopes.filter((scope) => isGranted(scope, selected)).length;
  if (granted === 0) return 'unchecked';
  return granted === node.scopes.length ? 'checked' : 'indeterminate';
}

export function grantedCount(node: ScopeNode, selected: readonly string[]): number {
  return node.scopes.filter((scope) => isGranted(scope, selected)).length;
}

/**
 * Clicking a node's checkbox: a fully checked node is cleared, anything else is filled. Clearing
 * removes the node's scopes, and any wildcard that grants one of them gives way to the catalogue
 * scopes it grants outside the node. The result is sorted and free of duplicates.
 */
export function toggleNode(
  node: Pick<ScopeNode, 'scopes'>,
  selected: readonly string[],
  catalogue: readonly string[],
): string[] {
  const targets = new Set(node.scopes);
  const allGranted = node.scopes.every((scope) => isGranted(scope, selected));
  const next = new Set(selected);
  if (!allGranted) {
    for (const scope of node.scopes) if (!isGranted(scope, selected)) next.add(scope);
    return [...next].sort();
  }
  for (const scope of targets) next.delete(scope);
  for (const held of selected) {
    if (!isWildcard(held) || !node.scopes.some((scope) => scopeMatches(scope, held))) continue;
    next.delete(held);
    for (const scope of catalogue) if (!targets.has(scope) && scopeMatches(scope, held)) next.add(scope);
  }
  return [...next].sort();
}

/**
 * The tree narrowed to a search: a node whose key or title contains the text keeps its whole
 * subtree (so `dns` shows the DNS group, `zones` the DNS zones); otherwise it stays only for its
 * matching descendants (`read` shows every read scope under its parents). Scopes lists are narrowed
 * too, so that a group checkbox acts on what is shown.
 */
export function filterScopeTree(nodes: readonly ScopeNode[], search: string): ScopeNode[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...nodes];
  const visit = (node: ScopeNode): ScopeNode | null => {
    if (node.key.toLowerCase().includes(text) || node.title.toLowerCase().includes(text)) return node;
    const children = node.children.map(visit).filter((c): c is ScopeNode => c !== null);
    if (children.length === 0) return null;
    return { ...node, children, scopes: children.flatMap((c) => c.scopes) };
  };
  return nodes.map(visit).filter((n): n is ScopeNode => n !== null);
}

/** Held scopes that are not catalogue entries: wildcards (with what they grant) and unknown ones. */
export function extraScopes(
  selected: readonly string[],
  catalogue: readonly string[],
): { wildcards: { scope: string; grants: number }[]; unknown: string[] } {
  const known = new Set(catalogue);
  const wildcards: { scope: string; grants: number }[] = [];
  const unknown: string[] = [];
  for (const scope of selected) {
    if (known.has(scope)) continue;
    if (isWildcard(scope)) {
      const grants = catalogue.filter((c) => scopeMatches(c, scope)).length;
      if (grants > 0) {
        wildcards.push({ scope, grants });
        continue;
      }
    }
    unknown.push(scope);
  }
  return { wildcards, unknown };
}

/** How many catalogue scopes the selection grants. */
export function grantedTotal(selected: readonly string[], catalogue: readonly string[]): number {
  return catalogue.filter((scope) => isGranted(scope, selected)).length;
}

/** True when every child of the node is a leaf: its scopes fit on one line of checkboxes. */
export function hasOnlyLeaves(node: ScopeNode): boolean {
  return node.children.length > 0 && node.children.every((c) => c.children.length === 0);
}

/** `users:roles:read`, `users:*`, `qa:chat:read` → users (all), qa (1): what a role reaches, at a glance. */
export function scopeSummary(scopes: readonly string[]): { service: string; label: string; scopes: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const scope of scopes) {
    const service = scope.split(':')[0] ?? scope;
    groups.set(service, [...(groups.get(service) ?? []), scope]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([service, list]) => ({
      service,
      label: list.includes(`${service}:*`) || service === '*' ? `${service} · all` : `${service} · ${list.length}`,
      scopes: list,
    }));
}

// ---- What scopes need (issue 25) ----
//
// A scope may need others to be usable: `qa:chat:review` opens a chat whose scorecard lists score
// types and grades and whose tags come from the tag list (the module's `dependsOn`, collected by
// `scopeNeeds`). The editor adds them when a scope is ticked and says so, and warns while a role
// grants a scope without what it needs. The server still checks each endpoint's own scopes only.

/** A granted scope and the scopes it needs that the selection does not grant. */
export interface MissingNeed {
  scope: string;
  missing: string[];
}

/** Every catalogue scope the selection grants (wildcards too) whose needs it does not all grant. */
export function missingNeeds(selected: readonly string[], catalogue: readonly string[]): MissingNeed[] {
  return catalogue
    .filter((scope) => isGranted(scope, selected))
    .map((scope) => ({ scope, missing: scopeNeeds(scope).filter((need) => !isGranted(need, selected)) }))
    .filter((entry) => entry.missing.length > 0);
}

/** What ticking did beyond the ticked scopes: the needs it added, and those the editor may not grant. */
export interface NeedsOutcome {
  /** The selection with the needs added, sorted. */
  scopes: string[];
  /** Needs added, each with the newly granted scopes that needed it. */
  added: { scope: string; for: string[] }[];
  /** Needs the editor holds no scope to grant (the granting rule): left out, with who needs them. */
  refused: { scope: string; for: string[] }[];
}

/**
 * After a change from `before` to `after`, adds what the newly granted scopes need (and theirs),
 * when the editor may grant it; a need it may not grant is reported instead. Scopes granted before
 * bring nothing new: clearing a need on purpose is not undone by the next tick elsewhere.
 */
export function addNeeds(
  before: readonly string[],
  after: readonly string[],
  catalogue: readonly string[],
  grantable: (scope: string) => boolean = () => true,
): NeedsOutcome {
  const fresh = catalogue.filter((scope) => isGranted(scope, after) && !isGranted(scope, before));
  const next = new Set(after);
  const added = new Map<string, string[]>();
  const refused = new Map<string, string[]>();
  for (const scope of fresh) {
    for (const need of scopeNeeds(scope)) {
      if (isGranted(need, after)) continue;
      const into = grantable(need) ? added : refused;
      into.set(need, [...(into.get(need) ?? []), scope]);
      if (grantable(need)) next.add(need);
    }
  }
  const list = (map: Map<string, string[]>) => [...map].map(([scope, needers]) => ({ scope, for: needers }));
  return { scopes: [...next].sort(), added: list(added), refused: list(refused) };
}

/** "Read tags", "Read tags and Read score types", "A, B and C": titles of scopes for a sentence. */
export function scopeList(scopes: readonly string[]): string {
  const titles = scopes.map(scopeLabel);
  return titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}
