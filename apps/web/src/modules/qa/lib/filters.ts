// Spec §5: a chat feedback list leaves out the keys starting with "ticket", a ticket list the keys
// starting with "chat"; empty values are not sent. Statistic filters send only non-empty values.
// And the filters the QC lists share, as the filter bar declares them (docs/qa.md "Filters").
import type { QaDepartments } from '@backoffice/contract/modules/qa';
import type { FilterSpec } from '../../../ui/filter-bar/filter-bar';

type Value = string | number | readonly (string | number)[] | null | undefined;

const empty = (v: Value) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Only the non-empty filters. */
export function nonEmpty<T extends Record<string, Value>>(filters: T): Partial<T> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => !empty(v))) as Partial<T>;
}

/** The feedback query of one kind: the other kind's keys and empty values dropped. */
export function feedbackQuery<T extends Record<string, Value>>(kind: 'chat' | 'ticket', filters: T): Partial<T> {
  const other = kind === 'chat' ? 'ticket' : 'chat';
  return nonEmpty(Object.fromEntries(Object.entries(filters).filter(([k]) => !k.startsWith(other))) as T);
}

/** The department a conversation came from: one of the names the chat or ticket system sent. */
export function departmentFilter(kind: 'chat' | 'ticket', departments: QaDepartments | undefined): FilterSpec {
  const names = departments?.[kind] ?? [];
  return {
    kind: 'choice',
    param: 'department',
    label: 'Department',
    options: names.map((name) => ({ value: name, label: name })),
  };
}
