import TablePagination from '@mui/material/TablePagination';

/** Page controls under a list of requests, shown when there is more than one page. */
export function RequestsPager({
  data,
  page,
  onPage,
}: {
  data: { total: number; take: number } | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  if (!data || data.total <= data.take) return null;
  return (
    <TablePagination
      component="div"
      count={data.total}
      page={page - 1}
      rowsPerPage={data.take}
      rowsPerPageOptions={[data.take]}
      onPageChange={(_, next) => onPage(next + 1)}
    />
  );
}
