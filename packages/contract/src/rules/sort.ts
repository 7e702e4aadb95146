import { z } from 'zod';
import { type SortDirection, sortDirection } from '../http.js';

/**
 * Query fields of a sortable list: `sortBy` limited to the given columns, `direction` ASC or DESC
 * (spec §5), newest first by default. Combine with paging as `pageQuery.extend(sortQuery([...]).shape)`.
 */
export function sortQuery<const Columns extends readonly [string, ...string[]]>(columns: Columns) {
  return z.object({
    sortBy: z.enum(columns).optional(),
    direction: sortDirection.default('DESC'),
  });
}

/**
 * For values the user can edit outside a form (the address bar, stored table state): `asc` or
 * ` Desc ` are read case-insensitively, anything else falls back to DESC. The API itself stays
 * strict and rejects anything but ASC or DESC.
 */
export function normalizeDirection(value: unknown): SortDirection {
  return typeof value === 'string' && value.trim().toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
}
