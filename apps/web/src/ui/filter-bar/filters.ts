// What a list can be filtered by, declared once per list and read from the address (docs/ui.md
// "Filters"). The bar (filter-bar.tsx) draws a chip per filter that is on and offers the others under
// "+ Filter"; this file holds the rules that need no screen: which parameters a filter owns, whether
// it is on, and the words on its chip.
import type { ReactNode } from 'react';
import { dayPresets, formatDay, formatDayRange } from '../../core/dates';
import type { Lookup } from '../../core/lookups/lookups';

export interface FilterOption {
  value: string;
  label: string;
  /** The heading it is listed under ("Changes", "Security events"); options keep their order. */
  group?: string;
  /** A second word beside the label, in small print (`POST, PUT`). */
  detail?: string;
}

interface Common {
  /** The filter's name, on its chip and in the "+ Filter" menu: "Status", "Agent". */
  label: string;
  /** An icon beside the name in the menu. */
  icon?: ReactNode;
  /**
   * Parameters that mean nothing without this filter's value (the audit log's record id, of an
   * entity): they go when this filter changes or goes.
   */
  clears?: readonly string[];
}

/** One of a few values (`multiple`: any of them, written comma-separated: `?tags=1,4`). */
export interface ChoiceFilter extends Common {
  kind: 'choice';
  param: string;
  options: readonly FilterOption[];
  multiple?: boolean;
}

/** A record picked by searching (a person, a department): its id in the address. */
export interface LookupFilter extends Common {
  kind: 'lookup';
  param: string;
  // biome-ignore lint/suspicious/noExplicitAny: any record kind; the bar only shows its label
  lookup: Lookup<any>;
  /** The label of an id no read gives any more (a deleted user). */
  fallbackLabel?: string | null;
}

/** A range of days (`?from=&to=`, both inclusive), picked from presets or on the calendar. */
export interface DatesFilter extends Common {
  kind: 'dates';
  from: string;
  to: string;
  /** The past periods (last 7, 30, 90 days, this month and quarter); off for a list of days ahead. */
  presets?: boolean;
}

/** A range of numbers (a score from 50 to 80): either end may stay open. */
export interface RangeFilter extends Common {
  kind: 'range';
  min: string;
  max: string;
  /** The lowest and highest values that may be typed. */
  bounds: readonly [number, number];
  /** Written after a value on the chip: `%`. */
  unit?: string;
}

/** Free words the list matches in one field (a channel's name). */
export interface TextFilter extends Common {
  kind: 'text';
  param: string;
  placeholder?: string;
}

export type FilterSpec = ChoiceFilter | LookupFilter | DatesFilter | RangeFilter | TextFilter;

/** The address parameters a filter writes. */
export function paramsOf(filter: FilterSpec): string[] {
  switch (filter.kind) {
    case 'dates':
      return [filter.from, filter.to];
    case 'range':
      return [filter.min, filter.max];
    default:
      return [filter.param];
  }
}

/** A filter is on when one of its parameters is in the address. */
export function isOn(filter: FilterSpec, params: URLSearchParams): boolean {
  return paramsOf(filter).some((name) => Boolean(params.get(name)));
}

/** The values of a multiple choice, from `1,4`. */
export function valuesOf(raw: string | null): string[] {
  return (raw ?? '').split(',').filter(Boolean);
}

/** "Active", "Active or Locked", "3 chosen": what the chip says of a choice. */
function choiceSummary(filter: ChoiceFilter, params: URLSearchParams): string {
  const chosen = valuesOf(params.get(filter.param));
  const labels = chosen.map((value) => filter.options.find((o) => o.value === value)?.label ?? value);
  if (labels.length <= 2) return labels.join(' or ');
  return `${labels.length} chosen`;
}

/** "Last 30 days", "24–28 Nov 2026", "from 24 Nov 2026", "until 28 Nov 2026". */
export function datesSummary(from: string | null, to: string | null, presets = true, today?: Date): string {
  if (from && to) {
    const preset = presets ? dayPresets(today).find((p) => p.from === from && p.to === to) : undefined;
    return preset ? preset.label : formatDayRange(from, to);
  }
  if (from) return `from ${formatDay(from, { weekday: false })}`;
  if (to) return `until ${formatDay(to, { weekday: false })}`;
  return '';
}

/** "50–80 %", "at least 50 %", "at most 80 %". */
function rangeSummary(filter: RangeFilter, params: URLSearchParams): string {
  const unit = filter.unit ? ` ${filter.unit}` : '';
  const min = params.get(filter.min);
  const max = params.get(filter.max);
  if (min && max) return `${min}–${max}${unit}`;
  if (min) return `at least ${min}${unit}`;
  return `at most ${max}${unit}`;
}

/**
 * The words after the filter's name on its chip, for every kind but a lookup (whose record's label
 * is read by the chip itself): `Status: Active`.
 */
export function summaryOf(filter: Exclude<FilterSpec, LookupFilter>, params: URLSearchParams, today?: Date): string {
  switch (filter.kind) {
    case 'choice':
      return choiceSummary(filter, params);
    case 'dates':
      return datesSummary(params.get(filter.from), params.get(filter.to), filter.presets !== false, today);
    case 'range':
      return rangeSummary(filter, params);
    case 'text':
      return `“${params.get(filter.param)}”`;
  }
}

/** The parameters that clear a filter: each of its names with no value. */
export function cleared(filter: FilterSpec): Record<string, null> {
  return Object.fromEntries([...paramsOf(filter), ...(filter.clears ?? [])].map((name) => [name, null]));
}

/** A change a filter's panel writes, with the parameters it `clears`. */
export function changed(filter: FilterSpec, patch: Record<string, string | null>): Record<string, string | null> {
  return { ...Object.fromEntries((filter.clears ?? []).map((name) => [name, null])), ...patch };
}

/** A choice's options from its values and how each is written. */
export function optionsOf<T extends string>(
  values: readonly T[],
  label: (value: T) => string = (v) => v,
): FilterOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}
