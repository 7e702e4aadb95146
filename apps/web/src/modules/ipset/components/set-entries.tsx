import { deleteIp as deleteIpEndpoint, type IpEntry } from '@backoffice/contract/modules/ipset';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { formatNumber } from '../../../core/numbers';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { mono } from '../../../ui/monospace';
import { pagedTableProps } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { useDeleteIp } from '../api/delete-ip';
import { useIps } from '../api/list-ips';
import { describeEntry } from '../lib/add-report';

const PAGE_SIZES = [50, 100, 25] as const;
const COLUMNS = 4;

/** The entries of a set, searchable and paged, each removable on its own. */
export function SetEntries({ setRef, canAdd, total }: { setRef: string; canAdd: boolean; total: number }) {
  const list = useListParams(PAGE_SIZES);
  const { page, take, search } = list;
  const query = useIps({ params: { id: setRef }, query: { page, take, search } });
  const paged = pagedTableProps(query, list, 'entry', 'entries');
  const deleteIp = useDeleteIp();
  const canRemove = useCanCall(deleteIpEndpoint);
  const [toDelete, setToDelete] = useState<IpEntry | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const entry = toDelete;
    deleteIp.mutate(
      { params: { set: setRef, ip: entry.ip } },
      {
        onSuccess: () => notify({ level: 'success', title: 'Entry removed', body: entry.ip }),
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: () => setToDelete(null),
      },
    );
  };

  return (
    <>
      <ListTable
        label="Entries"
        columns={COLUMNS}
        {...paged}
        toolbar={<SearchField label="Search entries" placeholder="Find an address, network or prefix" width={380} />}
        count={query.data && search ? `${formatNumber(query.data.total)} of ${formatNumber(total)} match` : paged.count}
        skeletonRows={8}
        head={
          <>
            <TableCell>Entry</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Added</TableCell>
            <ActionsHeadCell width={56} />
          </>
        }
        empty={{
          icon: <PlaylistAdd />,
          title: 'This set is empty',
          description: canAdd ? 'Add addresses or paste a list with the form.' : undefined,
        }}
        filtered={Boolean(search)}
        noMatch={{
          title: 'No entry matches',
          description: `Nothing in this set is, contains or starts with “${search}”.`,
        }}
      >
        {(entry) => (
          <TableRow key={entry.id} hover data-testid="entry-row">
            <TableCell sx={{ ...mono, wordBreak: 'break-all' }}>{entry.ip}</TableCell>
            <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>{describeEntry(entry.ip)}</TableCell>
            <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {formatInstant(entry.createdAt)}
            </TableCell>
            <TableCell align="right">
              {canRemove ? (
                <RowAction
                  title="Remove from the set"
                  label={`Remove ${entry.ip}`}
                  icon={DeleteOutline}
                  onClick={() => setToDelete(entry)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <ConfirmDialog
        open={toDelete !== null}
        title="Remove entry?"
        confirmLabel="Remove"
        pending={deleteIp.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        <Box component="span" sx={mono}>
          {toDelete?.ip}
        </Box>{' '}
        will no longer be in this set.
      </ConfirmDialog>
    </>
  );
}
