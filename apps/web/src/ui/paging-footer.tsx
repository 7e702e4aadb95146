import TablePagination from '@mui/material/TablePagination';
import { formatNumber } from '../core/numbers';
import type { Paging } from './list-params';
import { countOf, totalOf } from './list-table';

interface Props {
  paging: Paging;
  /** The server's reply for the page on screen (any `listOf` reply). */
  data: { items: readonly unknown[]; total: number; totalCapped?: boolean } | undefined;
  /** Hidden while everything fits on the first page, rather than showing "1–4 of 4". */
  hideWhenSinglePage?: boolean;
}

/** Page controls under a server-paged table. */
export function PagingFooter({ paging, data, hideWhenSinglePage = false }: Props) {
  const { page, take, sizes, setPaging } = paging;
  const total = data?.total ?? 0;
  const capped = data?.totalCapped === true;
  if (hideWhenSinglePage && total <= sizes[0]! && page <= 1) return null;
  return (
    <TablePagination
      component="div"
      count={capped ? -1 : total}
      page={total > 0 ? page - 1 : 0}
      rowsPerPage={take}
      rowsPerPageOptions={[...sizes].sort((a, b) => a - b)}
      onPageChange={(_, next) => setPaging(next + 1, take)}
      onRowsPerPageChange={(event) => setPaging(1, Number(event.target.value))}
      // Nothing while the page loads (not "0–0 of 0", which reads as an empty list).
      labelDisplayedRows={({ from, to }) =>
        data ? `${formatNumber(from)}–${formatNumber(to)} of ${totalOf({ total, totalCapped: capped })}` : ''
      }
      // On a phone the "Rows per page" words give way (the select keeps them as its name), so that
      // the page buttons stay in the box.
      sx={{
        '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-input': { ml: { xs: 0, sm: 1 }, mr: { xs: 2, sm: 4 } },
      }}
      // Past the counting cap the total is unknown: a short page is the last one.
      slotProps={capped ? { actions: { nextButton: { disabled: (data?.items.length ?? 0) < take } } } : {}}
    />
  );
}

/** What a paged list's query hook gives (a react-query result) that its table shows. */
interface PagedQuery<T> {
  data: { items: readonly T[]; total: number; totalCapped?: boolean } | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
}

/**
 * The props of a `ListTable` that follow from a paged list's query: its rows, its count ("6 servers"),
 * its loading and its error, and the page controls under it (hidden while everything fits on one page).
 */
export function pagedTableProps<T>(query: PagedQuery<T>, paging: Paging, singular: string, plural?: string) {
  const { data } = query;
  return {
    items: data?.items,
    count: data ? countOf(data, singular, plural) : null,
    pending: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    footer: <PagingFooter paging={paging} data={data} hideWhenSinglePage />,
  };
}
