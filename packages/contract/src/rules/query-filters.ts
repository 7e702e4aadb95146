import { isoDate } from './dates.js';

export type FeedbackKind = 'chat' | 'ticket';

/** Filter keys that belong to the other kind of feedback and are never sent (spec §5). */
const FOREIGN_PREFIX: Record<FeedbackKind, string> = { chat: 'ticket', ticket: 'chat' };

/**
 * What a cleared filter field holds: undefined, null, '', NaN (a cleared number input read with
 * `valueAsNumber`), or an array with nothing else in it. `0` and `false` are real values.
 */
export function isEmptyFilterValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isEmptyFilterValue);
  return value === undefined || value === null || value === '' || Number.isNaN(value);
}

function withoutEmpty(value: unknown): unknown {
  return Array.isArray(value) ? value.filter((item) => !isEmptyFilterValue(item)) : value;
}

/** The filters that hold a value; arrays also lose their empty items (statistic filters, spec §5). */
export function nonEmptyFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  const kept = Object.entries(filters)
    .filter(([, value]) => !isEmptyFilterValue(value))
    .map(([key, value]) => [key, withoutEmpty(value)]);
  return Object.fromEntries(kept) as Partial<T>;
}

/**
 * A feedback list's query (spec §5): the chat list drops keys starting with `ticket`, the ticket
 * list drops keys starting with `chat` (case-sensitive, as the keys are camelCase), then empty
 * values are dropped.
 */
export function feedbackQuery<T extends Record<string, unknown>>(kind: FeedbackKind, filters: T): Partial<T> {
  const foreign = FOREIGN_PREFIX[kind];
  const own = Object.entries(filters).filter(([key]) => !key.startsWith(foreign));
  return nonEmptyFilters(Object.fromEntries(own)) as Partial<T>;
}

function queryScalar(key: string, value: unknown): string {
  if (value instanceof Date) return isoDate(value);
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  ) {
    return String(value);
  }
  // `[object Object]` on the wire would be a silent bug; nested filters need their own encoding.
  throw new TypeError(`Query value of "${key}" must be a string, number, boolean or Date`);
}

/**
 * The query string of a call, without the leading `?` (spec §5, §7). Arrays become repeated
 * bracketed keys, even with one item, so the server always reads an array: `ids[]=1&ids[]=2`
 * (URLSearchParams writes the brackets as `%5B%5D`; every query parser decodes them). Dates are
 * sent as `YYYY-MM-DD`; empty values are left out. Keys keep the object's order.
 */
export function toSearchParams(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isEmptyFilterValue(value)) continue;
    if (Array.isArray(value)) {
      for (const item of withoutEmpty(value) as unknown[]) params.append(`${key}[]`, queryScalar(key, item));
    } else {
      params.append(key, queryScalar(key, value));
    }
  }
  return params.toString();
}

/**
 * The server's side of `toSearchParams`: `ids[]` keys become `ids` arrays, a single value
 * included. A plain key sent alongside its bracketed form (`ids=1&ids[]=2`) is merged into the
 * same array, plain values first. Other keys are passed through as parsed.
 */
export function parseBracketedArrays(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
): Record<string, string | string[]> {
  // Most queries hold no bracketed key: they are passed on as parsed (a third of the work, every request).
  if (!needsMerging(query)) return query as Record<string, string | string[]>;
  const plain = new Map<string, string | string[]>();
  const bracketed = new Map<string, string[]>();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = typeof value === 'string' ? [value] : [...value];
    if (isBracketed(key)) {
      const name = key.slice(0, -2);
      bracketed.set(name, [...(bracketed.get(name) ?? []), ...values]);
    } else {
      plain.set(key, typeof value === 'string' ? value : values);
    }
  }
  for (const [name, values] of bracketed) {
    plain.set(name, [...[plain.get(name) ?? []].flat(), ...values]);
  }
  // fromEntries defines own properties, so a `__proto__[]` key cannot reach the prototype.
  return Object.fromEntries(plain);
}

/** `ids[]`: a bracketed key (a bare `[]` is a plain one). */
const isBracketed = (key: string) => key.length > 2 && key.endsWith('[]');

function needsMerging(query: Readonly<Record<string, string | readonly string[] | undefined>>): boolean {
  for (const key in query) {
    if (query[key] === undefined || isBracketed(key)) return true;
  }
  return false;
}
