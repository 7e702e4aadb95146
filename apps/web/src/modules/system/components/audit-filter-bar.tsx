import { listUsers } from '@backoffice/contract/modules/administration';
import { CHANGE_METHODS, SECURITY_EVENTS } from '@backoffice/contract/modules/system';
import { useMemo } from 'react';
import { userLookup } from '../../../core/lookups/lookups';
import { useCanCall } from '../../../core/use-can';
import { FilterBar, type FilterOption, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { useAuditEntities } from '../api/get-audit-entities';
import type { AuditFilters } from '../audit-filters';
import { ACTION_LABELS } from '../lib/audit-labels';

/** Changes by kind with their HTTP methods, then security events (docs/system.md "Audit log filters"). */
const ACTION_OPTIONS: FilterOption[] = [
  { value: 'change', label: ACTION_LABELS.change, group: 'Changes' },
  ...(['create', 'update', 'delete'] as const).map((action) => ({
    value: action,
    label: ACTION_LABELS[action],
    detail: CHANGE_METHODS[action].join(', '),
    group: 'Changes',
  })),
  { value: 'security', label: ACTION_LABELS.security, group: 'Security events' },
  ...SECURITY_EVENTS.map((event) => ({ value: event, label: ACTION_LABELS[event], group: 'Security events' })),
];

interface Props {
  filters: AuditFilters;
  /** The name of the filtered user when no read gives it any more (deleted). */
  username: string | null | undefined;
}

/**
 * The audit log's filters on the one filter bar (docs/ui.md "Filters"): who, which entity (and, from
 * a record's "History" link, which record of it), what kind of action, and which days; all in the
 * URL (audit-filters.ts).
 */
export function AuditFilterBar({ filters, username }: Props) {
  const canPickUsers = useCanCall(listUsers);
  const { data: entities } = useAuditEntities();
  const specs = useMemo<FilterSpec[]>(() => {
    // A link may name an entity the log no longer lists.
    const names = entities ?? [];
    const entityNames = filters.entity && !names.includes(filters.entity) ? [filters.entity, ...names] : names;
    return [
      ...(canPickUsers || filters.userId !== null
        ? [{ kind: 'lookup', param: 'userId', label: 'User', lookup: userLookup, fallbackLabel: username } as const]
        : []),
      {
        kind: 'choice',
        param: 'entity',
        label: 'Entity',
        options: entityNames.map((name) => ({ value: name, label: name })),
        clears: ['entityId'],
      },
      // One record's history, as its screen's link opens it: meaningful only with its entity.
      ...(filters.entity ? [{ kind: 'text', param: 'entityId', label: 'Record', placeholder: 'Its id' } as const] : []),
      { kind: 'choice', param: 'action', label: 'Action', options: ACTION_OPTIONS, clears: ['kind', 'event'] },
      { kind: 'dates', label: 'When', from: 'from', to: 'to' },
    ];
  }, [entities, filters.entity, filters.userId, canPickUsers, username]);
  return <FilterBar label="Filter the audit log" filters={specs} />;
}
