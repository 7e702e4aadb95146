// What a module offers the command palette (Ctrl+K) and the keyboard shortcuts sheet (`?`): its
// `commands.ts`, which its module.tsx declares (`commands: () => import('./commands')`) and the
// palette loads when it first opens, so none of it weighs on the shell (docs/ui.md "Command palette
// and keys"). No central file names a module's commands.
import type { Endpoint, ReplyOf } from '@backoffice/contract/http';
import type { ScopeRequirement } from '@backoffice/contract/scope-catalogue';
import type { CallInput } from '../api';

/** Something to do from anywhere ("New leave request"): a screen that starts it. */
export interface PaletteAction {
  label: string;
  path: string;
  /** Declared scopes, all needed, as for a menu item; the path's route must also let the user in. */
  scopes: readonly ScopeRequirement[];
  /** Other words people type for it ("holiday", "vacation"). */
  keywords?: readonly string[];
}

/** One record a search found: what the palette shows and where Enter goes. */
export interface PaletteHit {
  id: number | string;
  label: string;
  /** A second line that tells alike names apart (an address, a server, an expiry). */
  detail?: string;
  /**
   * Where Enter goes: the first of these the user may open (the user's edit screen, else the users
   * list searching for them). A hit with none the user may open is not shown.
   */
  paths: readonly string[];
}

/** How a module finds its records by text: one of its list endpoints, called with the search. */
export interface RecordSearch<E extends Endpoint = Endpoint> {
  endpoint: E;
  /** The call for a search text: its first few matches (`{ query: { search, take: 5 } }`). */
  input: (search: string) => CallInput<E>;
  hits: (reply: ReplyOf<E>) => readonly PaletteHit[];
}

/** Ties a search's input and hits to its endpoint's types. */
export function recordSearch<E extends Endpoint>(
  endpoint: E,
  search: Omit<RecordSearch<E>, 'endpoint'>,
): RecordSearch<Endpoint> {
  return { endpoint, ...search } as unknown as RecordSearch<Endpoint>;
}

/** Records of one kind found by search ("Servers"): one group of the palette's results. */
export interface RecordSource {
  /** The heading of its results: "Users", "Servers". */
  group: string;
  /** The group's place among the record groups, ascending. */
  order: number;
  /** Scopes the user needs before the search is loaded or called (its endpoint's, as a rule). */
  scopes: readonly ScopeRequirement[];
  /**
   * Loaded only for a user who holds `scopes`, so nobody downloads the contract of a module they
   * cannot search: `() => import('@backoffice/contract/modules/hosting').then(({ listServers }) =>
   * recordSearch(listServers, { input, hits }))`.
   */
  search: () => Promise<RecordSearch>;
}

/** Keys a module's screens answer to, for the shortcuts sheet. */
export interface KeyGroup {
  /** "QC review (chat and ticket queues)". */
  title: string;
  /** Who sees the group: scopes of which the user holds at least one (`[]`: everyone). */
  anyOf: readonly ScopeRequirement[];
  keys: readonly { keys: readonly string[]; does: string }[];
}

/** What a module offers the palette and the shortcuts sheet (`modules/<m>/commands.ts`). */
export interface ModuleCommands {
  actions?: readonly PaletteAction[];
  records?: readonly RecordSource[];
  keys?: readonly KeyGroup[];
}

/** `modules/<m>/commands.ts` default-exports `defineCommands({ actions, records, keys })`. */
export function defineCommands(commands: ModuleCommands): ModuleCommands {
  return commands;
}
