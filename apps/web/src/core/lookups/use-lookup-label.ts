import { useCanCall } from '../use-can';
import type { Lookup, LookupOption } from './lookups';

interface Options<T> {
  /** An option already in hand for this id (chosen or among the results): no read is made. */
  known?: LookupOption<T> | null;
  /** The label of a record no read gives (a deleted user). */
  fallbackLabel?: string | null;
  /** Shown while the record is read. */
  loadingLabel?: string;
}

/**
 * The label of a looked-up record by its id (the person's name), for a picker's box and a filter's
 * chip alike: the option in hand, else the record read by its id, else the caller's fallback, else
 * "User #5". Null while no id is given.
 */
export function useLookupLabel<T>(
  lookup: Lookup<T>,
  id: number | null,
  { known, fallbackLabel, loadingLabel = 'Loading…' }: Options<T> = {},
): string | null {
  const canList = useCanCall(lookup.list);
  const record = lookup.useRecord(id, canList && !known);
  if (id === null) return null;
  if (known) return known.label;
  if (record.data) return record.data.label;
  if (fallbackLabel) return fallbackLabel;
  if (canList && record.isFetching) return loadingLabel;
  return `${lookup.noun.charAt(0).toUpperCase()}${lookup.noun.slice(1)} #${id}`;
}
