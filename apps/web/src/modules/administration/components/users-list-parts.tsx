import type { USER_SORT_COLUMNS } from '@backoffice/contract/modules/administration';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { Sorting } from '../../../ui/list-params';
import { ActionsHeadCell, SortableHeadCell } from '../../../ui/list-table';
import { mdUp, smUp, xlUp } from '../lib/list-columns';

/** The users list's toolbar while users are ticked: how many, clear, and move them to a role. */
export function SelectionBar({ count, onClear, onMove }: { count: number; onClear: () => void; onMove: () => void }) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ flex: 1 }} data-testid="selection-count">
        {count} selected
      </Typography>
      <Button size="small" color="inherit" onClick={onClear}>
        Clear
      </Button>
      <Button size="small" variant="contained" startIcon={<DriveFileMoveOutlined />} onClick={onMove}>
        Move to role
      </Button>
    </>
  );
}

interface SelectAll {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/**
 * The users list's sortable headings, after a tick-all box for those who may move users: the cells
 * themselves (a function, not a component), so that `ListTable` reads their shape for its placeholder rows.
 */
export function usersHeadCells({
  sort,
  selectAll,
}: {
  sort: Sorting<(typeof USER_SORT_COLUMNS)[number]>;
  selectAll: SelectAll | null;
}) {
  return (
    <>
      {selectAll ? (
        <TableCell padding="checkbox">
          <Checkbox
            size="small"
            checked={selectAll.checked}
            indeterminate={selectAll.indeterminate}
            disabled={selectAll.disabled}
            onChange={selectAll.onToggle}
            slotProps={{ input: { 'aria-label': 'Select all users on this page' } }}
          />
        </TableCell>
      ) : null}
      <SortableHeadCell column="name" sort={sort}>
        User
      </SortableHeadCell>
      <SortableHeadCell column="email" sort={sort} sx={mdUp}>
        Email
      </SortableHeadCell>
      <SortableHeadCell column="role" sort={sort}>
        Role
      </SortableHeadCell>
      <SortableHeadCell column="department" sort={sort} sx={smUp}>
        Department
      </SortableHeadCell>
      <SortableHeadCell column="createdAt" sort={sort} sx={xlUp}>
        Created
      </SortableHeadCell>
      <ActionsHeadCell width={120} />
    </>
  );
}
