import {
  addIps,
  deleteIp as deleteIpEndpoint,
  deleteSet as deleteSetEndpoint,
  type IpEntry,
} from '@backoffice/contract/modules/ipset';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeleteButton } from '../../../ui/delete-button';
import { DownloadButton } from '../../../ui/download-button';
import { ErrorAlert } from '../../../ui/error-alert';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, countOf, ListTable, RowAction } from '../../../ui/list-table';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { SearchField } from '../../../ui/search-field';
import { describeEntry } from '../add-report';
import { useDeleteIp } from '../api/delete-ip';
import { useDeleteSet } from '../api/delete-set';
import { exportSetRequest } from '../api/export-set';
import { useSet } from '../api/get-set';
import { useIps } from '../api/list-ips';
import { AddEntries } from '../components/add-entries';
import { FAMILY_LABEL, TYPE_HELP } from '../labels';
import { ipsetPaths } from '../paths';

const PAGE_SIZES = [50, 100, 25] as const;
const COLUMNS = 4;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;
const number = new Intl.NumberFormat('en');

function SetNotFound({ name }: { name: string }) {
  return (
    <NotFoundScreen
      title="IP set not found"
      description={`There is no IP set named “${name}”. It may have been deleted or renamed.`}
      back={{ to: ipsetPaths.sets(), label: 'All IP sets' }}
    />
  );
}

function Entries({ setRef, canAdd, total }: { setRef: string; canAdd: boolean; total: number }) {
  const list = useListParams(PAGE_SIZES);
  const { page, take, search } = list;
  const { data, error, isPending, isFetching } = useIps({ params: { id: setRef }, query: { page, take, search } });
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
        items={data?.items}
        toolbar={<SearchField label="Search entries" placeholder="Find an address, network or prefix" width={380} />}
        count={
          data
            ? search
              ? `${number.format(data.total)} of ${number.format(total)} match`
              : countOf(data, 'entry', 'entries')
            : null
        }
        pending={isPending}
        fetching={isFetching}
        skeletonRows={8}
        error={error}
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
        footer={<PagingFooter paging={list} data={data} hideWhenSinglePage />}
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

export default function SetPage() {
  const { setName = '' } = useParams();
  const navigate = useNavigate();
  const set = useSet({ params: { id: setName } });
  const canAdd = useCanCall(addIps);
  const canDelete = useCanCall(deleteSetEndpoint);
  const deleteSet = useDeleteSet();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (set.error instanceof ApiRequestError && (set.error.status === 404 || set.error.status === 400)) {
    return <SetNotFound name={setName} />;
  }
  const data = set.data;

  const remove = () =>
    deleteSet.mutate(
      { params: { id: setName } },
      {
        onSuccess: (deleted) => {
          notify({ level: 'success', title: 'IP set deleted', body: `${deleted.name} and its entries are gone.` });
          navigate(ipsetPaths.sets(), { replace: true });
        },
        onError: (error) => showError(errorMessage(error)),
        onSettled: () => setConfirmDelete(false),
      },
    );

  return (
    <>
      <PageHeader
        back={{ to: ipsetPaths.sets(), label: 'IP sets' }}
        title={
          data ? (
            <Box component="span" sx={{ ...mono, fontSize: '1.25rem', fontWeight: 700 }}>
              {data.name}
            </Box>
          ) : (
            <Skeleton width={200} />
          )
        }
        chips={
          data ? (
            <>
              <Chip
                size="small"
                variant="outlined"
                label={`${data.family} · ${FAMILY_LABEL[data.family]}`}
                sx={{ height: 22 }}
              />
              <Tooltip title={TYPE_HELP[data.type]}>
                <Chip size="small" variant="outlined" label={data.type} sx={{ height: 22 }} />
              </Tooltip>
            </>
          ) : null
        }
        subtitle={
          data ? (
            <>
              {number.format(data.entryCount)} entr{data.entryCount === 1 ? 'y' : 'ies'} · changed{' '}
              {formatInstant(data.updatedAt)}
              {data.description ? ` · ${data.description}` : ''}
            </>
          ) : (
            <Skeleton width={260} />
          )
        }
        actions={
          <>
            <DownloadButton
              label="Export"
              tooltip="Download as an ipset restore script"
              disabled={!data}
              download={async () => ({
                filename: `${data?.name ?? setName}.ipset`,
                text: await exportSetRequest(setName),
              })}
            />
            {canDelete ? (
              <DeleteButton label="Delete set" onClick={() => setConfirmDelete(true)} disabled={!data} />
            ) : null}
          </>
        }
      />
      <ErrorAlert error={set.error} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: canAdd ? 'minmax(0, 1fr) 380px' : '1fr' },
        }}
      >
        <Box sx={{ order: { xs: 2, lg: 1 }, minWidth: 0 }}>
          <Entries setRef={setName} canAdd={canAdd} total={data?.entryCount ?? 0} />
        </Box>
        {canAdd ? (
          <Box sx={{ order: { xs: 1, lg: 2 }, position: { lg: 'sticky' }, top: { lg: 80 } }}>
            {data ? <AddEntries set={data} setRef={setName} /> : <Skeleton variant="rounded" height={220} />}
          </Box>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete IP set?"
        confirmLabel="Delete set"
        pending={deleteSet.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={remove}
      >
        <strong>{data?.name}</strong> and its {number.format(data?.entryCount ?? 0)} entries will be deleted. This
        cannot be undone; export it first if you may need it again.
      </ConfirmDialog>
    </>
  );
}
