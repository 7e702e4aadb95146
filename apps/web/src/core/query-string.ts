type Scalar = string | number | boolean | Date;
export type QueryValue = Scalar | null | undefined | readonly QueryValue[] | { readonly [key: string]: QueryValue };

function scalar(value: Scalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function append(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // DESIGN.md §3: array filters travel as repeated bracketed keys, `ids[]=1&ids[]=2`.
    for (const item of value) append(pairs, `${key}[]`, item);
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [sub, item] of Object.entries(value)) append(pairs, `${key}[${sub}]`, item);
    return;
  }
  pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(value as Scalar))}`);
}

/**
 * Serialises a query object: `{ page: 2, ids: [1, 2], filters: { status: 'open' } }` →
 * `page=2&ids%5B%5D=1&ids%5B%5D=2&filters%5Bstatus%5D=open`. `undefined` and `null` are left out;
 * empty strings are kept (a module that wants them dropped drops them, spec §5).
 */
export function buildQuery(query: { readonly [key: string]: QueryValue } | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) append(pairs, key, value);
  return pairs.join('&');
}
