import { DEFAULT_TAKE } from '@backoffice/contract/http';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [DEFAULT_TAKE, 50, 100];

export interface ListParams {
  page: number;
  take: number;
  search: string;
}

/** Paging and search of a list, read from the URL (`?search=&page=&take=`): shareable and kept on back. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const take = Number(params.get('take'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    take: PAGE_SIZES.includes(take) ? take : PAGE_SIZES[0]!,
    search: (params.get('search') ?? '').slice(0, 100),
  };
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readListParams(params), [params]);
  const update = useCallback(
    (patch: Partial<ListParams>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const merged = { ...readListParams(prev), ...patch };
          // A new search or page size starts again at page 1.
          if (patch.search !== undefined || patch.take !== undefined) merged.page = patch.page ?? 1;
          for (const [key, value] of Object.entries(merged)) {
            const isDefault =
              (key === 'page' && value === 1) || (key === 'take' && value === PAGE_SIZES[0]) || value === '';
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: patch.search !== undefined },
      );
    },
    [setParams],
  );
  return { ...list, update, params, setParams };
}
