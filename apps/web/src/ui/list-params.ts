import { DEFAULT_TAKE, type SortDirection } from '@backoffice/contract/http';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The page sizes a list offers; the first is the default. */
export const PAGE_SIZES: readonly number[] = [DEFAULT_TAKE, 50, 100];

/** Where a paged list stands, and how its footer moves it. */
export interface Paging {
  page: number;
  take: number;
  sizes: readonly number[];
  setPaging: (page: number, take: number) => void;
}

type Patch = Record<string, string | null | undefined>;

/**
 * Sets query parameters, or removes the empty ones. Anything but the page itself starts the
 * list again at page 1; `replace` keeps typing in a search box out of the history.
 *
 * Two changes in a row both count, even before the screen has drawn the first: the router's own
 * setter builds on the parameters of the last render, and its navigations render in a transition,
 * which a busy machine may not have drawn yet when the next change comes (a date typed, then a scope
 * picked at once, could lose the date). So a change builds on the one asked for before it, as long as
 * nothing else has moved the address since (the back button, a link: then on what was drawn).
 */
export function useUpdateParams() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<{ drawn: string; next: URLSearchParams } | null>(null);
  const drawn = params.toString();
  // Once the screen draws other parameters, the last change is behind it (or the address moved).
  useEffect(() => {
    if (asked.current && asked.current.drawn !== drawn) asked.current = null;
  }, [drawn]);
  return useCallback(
    (patch: Patch, { replace = false } = {}) => {
      const pending = asked.current;
      const next = new URLSearchParams(pending && pending.drawn === drawn ? pending.next : params);
      if (!('page' in patch)) next.delete('page');
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      asked.current = { drawn, next };
      setParams(next, { replace });
    },
    [params, drawn, setParams],
  );
}

/**
 * Paging, search and filters of a server-paged list, kept in the URL (`?search=&page=&take=`), so
 * that a reload, the back button and a shared link keep them. Defaults stay out of the URL.
 */
export function useListParams(sizes: readonly number[] = PAGE_SIZES) {
  const [params, setParams] = useSearchParams();
  const update = useUpdateParams();
  const page = Number(params.get('page'));
  const take = Number(params.get('take'));
  const paging: Paging = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    take: sizes.includes(take) ? take : sizes[0]!,
    sizes,
    setPaging: (nextPage, nextTake) =>
      update({
        page: nextPage === 1 ? null : String(nextPage),
        take: nextTake === sizes[0] ? null : String(nextTake),
      }),
  };
  return {
    ...paging,
    search: params.get('search') ?? '',
    params,
    setSearch: (search: string) => update({ search }, { replace: true }),
    setFilter: (name: string, value: string | null | undefined) => update({ [name]: value }),
    /** Back to the whole list: no search, no filter, first page. */
    clear: () => setParams(new URLSearchParams()),
  };
}

/** Where a sortable list stands: the column (`sortBy`) and `direction` in the URL, or the default. */
export interface Sorting<C extends string> {
  sortBy: C | undefined;
  direction: SortDirection;
  /** Sorts by a column: ascending first, then descending, then back to the list's own order. */
  toggle: (column: C) => void;
}

/**
 * The sort of a server-sorted list, kept in the URL like its paging (`?sortBy=name&direction=ASC`).
 * Unknown columns and directions fall back to the list's default order; a change returns to page 1.
 */
export function useSortParams<const C extends string>(columns: readonly C[]): Sorting<C> {
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const raw = params.get('sortBy');
  const sortBy = columns.find((c) => c === raw);
  const direction: SortDirection = params.get('direction') === 'DESC' ? 'DESC' : 'ASC';
  return {
    sortBy,
    direction,
    toggle: (column) => {
      if (sortBy !== column) update({ sortBy: column, direction: 'ASC' });
      else if (direction === 'ASC') update({ sortBy: column, direction: 'DESC' });
      else update({ sortBy: null, direction: null });
    },
  };
}

/** The sort as list query fields: only when a column is chosen (the server's default otherwise). */
export function sortFields<C extends string>(sort: Sorting<C>): { sortBy?: C; direction?: SortDirection } {
  return sort.sortBy ? { sortBy: sort.sortBy, direction: sort.direction } : {};
}
