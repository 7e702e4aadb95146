import TablePagination from '@mui/material/TablePagination';

interface Props {
  total: number;
  page: number;
  take: number;
  /** The page sizes offered; the first is the default (the list is offered in ascending order). */
  sizes: readonly number[];
  onChange: (page: number, take: number) => void;
}

/** Page controls under a server-paged table; hidden while everything fits on the first page. */
export function PagingFooter({ total, page, take, sizes, onChange }: Props) {
  if (total <= sizes[0]! && page <= 1) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={take}
      rowsPerPageOptions={[...sizes].sort((a, b) => a - b)}
      onPageChange={(_, next) => onChange(next + 1, take)}
      onRowsPerPageChange={(event) => onChange(1, Number(event.target.value))}
    />
  );
}
