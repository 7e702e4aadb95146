import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import type { Sorting } from '../../../ui/list-params';
import { SortableHeadCell } from '../../../ui/list-table';

/** A column heading of a QC table: it sorts the list by its column where the screen sorts (QC v1's lists). */
export function ListHeading<C extends string>({
  column,
  sort,
  children,
}: {
  column: C;
  sort: Sorting<C> | undefined;
  children: ReactNode;
}) {
  return sort ? (
    <SortableHeadCell column={column} sort={sort}>
      {children}
    </SortableHeadCell>
  ) : (
    <TableCell>{children}</TableCell>
  );
}
