import { useSearchParams } from 'react-router';

/** `?page=&take=` of a server-paged list, and the `?search=` that `UrlSearchField` keeps. */
export function usePaging(sizes: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const take = Number(params.get('take'));
  const paging = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    take: sizes.includes(take) ? take : sizes[0]!,
  };
  const setPaging = (nextPage: number, nextTake: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(nextPage));
      next.set('take', String(nextTake));
      return next;
    });
  return { ...paging, search: params.get('search') ?? '', setPaging };
}
