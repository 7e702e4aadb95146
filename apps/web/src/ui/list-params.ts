import { DEFAULT_TAKE } from '@backoffice/contract/http';
import { useCallback } from 'react';
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
 */
export function useUpdateParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (patch: Patch, { replace = false } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!('page' in patch)) next.delete('page');
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
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
