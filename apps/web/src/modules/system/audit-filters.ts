// The audit log's filters as they stand in the URL (`?userId=5&entity=role&action=delete&from=…&to=…`),
// so a reload, back and forward, and a shared link show the same entries (docs/system.md).
import { MAX_ID } from '@backoffice/contract/http';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditLogQuery,
  auditDay,
  SECURITY_EVENTS,
} from '@backoffice/contract/modules/system';

export interface AuditFilters {
  userId: number | null;
  entity: string | null;
  /** Set by links to one record's history; shown, and cleared with the entity. */
  entityId: string | null;
  action: AuditAction | null;
  /** Days `YYYY-MM-DD` in the company time zone; `to` is included. */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: AuditFilters = {
  userId: null,
  entity: null,
  entityId: null,
  action: null,
  from: null,
  to: null,
};

/** The URL keys, the API's own names. `kind` and `event` are the older form of `action`. */
const KEYS = ['userId', 'entity', 'entityId', 'action', 'from', 'to'] as const;
const LEGACY_KEYS = ['kind', 'event'] as const;

const text = (value: string | null) => (value && value.length <= 100 && !value.includes('\0') ? value : null);
const day = (value: string | null) => (value !== null && auditDay.safeParse(value).success ? value : null);

function actionOf(params: URLSearchParams): AuditAction | null {
  const action = AUDIT_ACTIONS.find((a) => a === params.get('action'));
  if (action) return action;
  // Links written before `action` existed: `?kind=security&event=sign-in.failed`, `?kind=changes`.
  const kind = params.get('kind');
  const event = SECURITY_EVENTS.find((e) => e === params.get('event'));
  if (kind === 'changes') return 'change';
  if (kind === 'security' || event) return event ?? 'security';
  return null;
}

/**
 * The filters a URL holds. A value the API would refuse is left out rather than sent (a hand-edited
 * link still opens the log); a range written backwards is read the right way round.
 */
export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const rawUser = params.get('userId');
  const userId = rawUser !== null && /^\d{1,10}$/.test(rawUser) ? Number(rawUser) : null;
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const entity = text(params.get('entity'));
  return {
    userId: userId !== null && userId >= 1 && userId <= MAX_ID ? userId : null,
    entity,
    entityId: entity ? text(params.get('entityId')) : null,
    action: actionOf(params),
    from,
    to,
  };
}

/**
 * The URL change that sets these filters (null removes a key; `useUpdateParams` applies it and
 * goes back to page 1). The older keys go: `action` says what they said.
 */
export function filtersToParams(filters: Partial<AuditFilters>): Record<string, string | null> {
  const patch: Record<string, string | null> = {};
  for (const key of KEYS) {
    if (!(key in filters)) continue;
    const value = filters[key];
    patch[key] = value === null || value === undefined || value === '' ? null : String(value);
  }
  // An entity's record id means nothing without it.
  if ('entity' in filters && filters.entity !== undefined) patch.entityId = filters.entityId ?? null;
  if ('action' in filters) for (const key of LEGACY_KEYS) patch[key] = null;
  return patch;
}

/**
 * The action an older link's `kind` / `event` names, while the link has them (undefined when it
 * has none; null when they name nothing).
 */
export function legacyAction(params: URLSearchParams): AuditAction | null | undefined {
  if (!LEGACY_KEYS.some((key) => params.has(key))) return undefined;
  return actionOf(params);
}

/** Every filter off, the older keys included. */
export function clearedParams(): Record<string, null> {
  return Object.fromEntries([...KEYS, ...LEGACY_KEYS].map((key) => [key, null]));
}

export function hasFilters(filters: AuditFilters): boolean {
  return KEYS.some((key) => filters[key] !== null);
}

/** The filters as the list endpoint's query (empty ones are not sent). */
export function auditQuery(filters: AuditFilters): Omit<AuditLogQuery, 'page' | 'take'> {
  const query: Omit<AuditLogQuery, 'page' | 'take'> = {};
  if (filters.userId !== null) query.userId = filters.userId;
  if (filters.entity !== null) query.entity = filters.entity;
  if (filters.entityId !== null) query.entityId = filters.entityId;
  if (filters.action !== null) query.action = filters.action;
  if (filters.from !== null) query.from = filters.from;
  if (filters.to !== null) query.to = filters.to;
  return query;
}
