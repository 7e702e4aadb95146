/**
 * Screens that belong to another menu entry than their path suggests (spec §2, "active menu tab"):
 * a path equal to or below the key highlights the value.
 */
export const MENU_ALIASES: Readonly<Record<string, string>> = {
  '/qc/chats/review': '/qc/chats/queue',
  '/calendar/shifts/type': '/calendar/shifts/manage',
  '/calendar/shifts/automation': '/calendar/shifts/manage',
  '/calendar/events/event': '/calendar/events/manage',
  '/calendar/events/national-event': '/calendar/events/manage',
  '/calendar/events/repeatable-event': '/calendar/events/manage',
};

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isWithin(pathname: string, parent: string): boolean {
  return pathname === parent || pathname.startsWith(`${parent}/`);
}

/**
 * The menu path to highlight for the current location, or null:
 * 1. a menu path equal to the location;
 * 2. an alias (the chat review screen belongs to the chat queue, shift types to shift management…);
 * 3. the longest menu path that the location lies below: `/users/edit/5` and `/users/create` → `/users`,
 *    `/qc-settings/tags/update/3` → `/qc-settings/tags`, `/dns/zone/7` → `/dns`.
 * The home path `/` is only ever matched exactly.
 */
export function activeMenuPath(
  pathname: string,
  menuPaths: readonly string[],
  aliases: Readonly<Record<string, string>> = MENU_ALIASES,
): string | null {
  const path = normalise(pathname);
  const candidates = menuPaths.map(normalise);
  if (candidates.includes(path)) return path;

  for (const [from, to] of Object.entries(aliases)) {
    if (isWithin(path, from) && candidates.includes(to)) return to;
  }

  let best: string | null = null;
  for (const candidate of candidates) {
    if (candidate === '/' || !isWithin(path, candidate)) continue;
    if (!best || candidate.length > best.length) best = candidate;
  }
  return best;
}
