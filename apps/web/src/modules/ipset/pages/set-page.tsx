import type { IpEntry } from '@backoffice/contract/modules/ipset';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { saveTextFile } from '../../../core/download';
import { notify } from '../../../core/notifications';
import { useCan } from '../../../core/use-can';
import { usePaging } from '../../../core/use-paging';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, EmptyTableRow } from '../../../ui/empty-state';
import { PagingFooter } from '../../../ui/paging-footer';
import { RefetchBar } from '../../../ui/refetch-bar';
import { StatusScreen } from '../../../ui/status-screen';
import { UrlSearchField } from '../../../ui/url-search-field';
import { describeEntry } from '../add-report';
import { useDeleteIp } from '../api/delete-ip';
import { useDeleteSet } from '../api/delete-set';
import { exportSetRequest } from '../api/export-set';
import { useSet } from '../api/get-set';
import { useIps } from '../api/list-ips';
import { AddEntries } from '../components/add-entries';
import { FAMILY_LABEL, TYPE_HELP } from '../labels';

const PAGE_SIZES = [50, 100, 25] as const;
const COLUMNS = 4;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;
const number = new Intl.NumberFormat('en');

function SetNotFound({ name }: { name: string }) {
  return (
    <StatusScreen
      visual={<Typography sx={{ fontSize: 56, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>404</Typography>}
      title="IP set not found"
      description={`There is no IP set named “${name}”. It may have been deleted or renamed.`}
      actions={
        <Button component={RouterLink} to="/ipset/sets" variant="contained">
          All IP sets
        </Button>
      }
    />
  );
}

function Entries({ setRef, canEdit, total }: { setRef: string; canEdit: boolean; total: number }) {
  const { page, take, search, setPaging } = usePaging(PAGE_SIZES);
  const { data, error, isPending, isFetching } = useIps(setRef, { page, take, search });
  const deleteIp = useDeleteIp();
  const [toDelete, setToDelete] = useState<IpEntry | null>(null);
  const items = data?.items ?? [];
  const count = data?.total ?? 0;

  const confirmDelete = () => {
    if (!toDelete) return;
    const entry = toDelete;
    deleteIp.mutate(
      { set: setRef, ip: entry.ip },
      {
        onSuccess: () => {
          setToDelete(null);
          notify({ level: 'success', title: 'Entry removed', body: entry.ip });
        },
        onError: (failure) => {
          setToDelete(null);
          showError(errorMessage(failure));
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
      <Box sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <UrlSearchField label="Search entries" placeholder="Find an address, network or prefix" width={380} />
        <Box sx={{ flex: 1 }} />
        {data ? (
          <Typography variant="body2" color="text.secondary">
            {search
              ? `${number.format(count)} of ${number.format(total)} match`
              : `${number.format(count)} entr${count === 1 ? 'y' : 'ies'}`}
          </Typography>
        ) : null}
      </Box>
      <RefetchBar active={isFetching && !isPending} />
      {error ? (
        <Alert severity="error" sx={{ m: 1.5 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <TableContainer>
        <Table aria-label="Entries">
          <TableHead>
            <TableRow>
              <TableCell>Entry</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Added</TableCell>
              <TableCell align="right" sx={{ width: 56 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending
              ? Array.from({ length: 8 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                  <TableRow key={i}>
                    <TableCell>
                      <Skeleton width={130} />
                    </TableCell>
                    <TableCell>
                      <Skeleton width={110} />
                    </TableCell>
                    <TableCell>
                      <Skeleton width={140} />
                    </TableCell>
                    <TableCell />
                  </TableRow>
                ))
              : null}
            {items.map((entry) => (
              <TableRow key={entry.id} hover data-testid="entry-row">
                <TableCell sx={{ ...mono, wordBreak: 'break-all' }}>{entry.ip}</TableCell>
                <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>{describeEntry(entry.ip)}</TableCell>
                <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {formatInstant(entry.createdAt)}
                </TableCell>
                <TableCell align="right">
                  {canEdit ? (
                    <Tooltip title="Remove from the set">
                      <IconButton size="small" aria-label={`Remove ${entry.ip}`} onClick={() => setToDelete(entry)}>
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {!isPending && !error && items.length === 0 ? (
              <EmptyTableRow columns={COLUMNS}>
                {search ? (
                  <EmptyState
                    icon={<SearchOff />}
                    title="No entry matches"
                    description={`Nothing in this set is, contains or starts with “${search}”.`}
                  />
                ) : (
                  <EmptyState
                    icon={<PlaylistAdd />}
                    title="This set is empty"
                    description={canEdit ? 'Add addresses or paste a list with the form.' : undefined}
                  />
                )}
              </EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <PagingFooter total={count} page={page} take={take} sizes={PAGE_SIZES} onChange={setPaging} />
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
    </Paper>
  );
}

export default function SetPage() {
  const { setName = '' } = useParams();
  const navigate = useNavigate();
  const set = useSet(setName);
  const canEdit = useCan('ipset:ipset:create');
  const deleteSet = useDeleteSet();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [exporting, setExporting] = useState(false);

  if (set.error instanceof ApiRequestError && (set.error.status === 404 || set.error.status === 400)) {
    return <SetNotFound name={setName} />;
  }
  const data = set.data;

  const exportScript = async () => {
    if (!data) return;
    setExporting(true);
    try {
      saveTextFile(`${data.name}.ipset`, await exportSetRequest(setName));
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const remove = () =>
    deleteSet.mutate(setName, {
      onSuccess: (deleted) => {
        setConfirmDelete(false);
        notify({ level: 'success', title: 'IP set deleted', body: `${deleted.name} and its entries are gone.` });
        navigate('/ipset/sets', { replace: true });
      },
      onError: (error) => {
        setConfirmDelete(false);
        showError(errorMessage(error));
      },
    });

  return (
    <>
      <Button
        component={RouterLink}
        to="/ipset/sets"
        startIcon={<ArrowBack />}
        size="small"
        color="inherit"
        sx={{ mb: 1 }}
      >
        IP sets
      </Button>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 2.5,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ ...mono, fontSize: '1.25rem', fontWeight: 700 }}>
              {data ? data.name : <Skeleton width={200} />}
            </Typography>
            {data ? (
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
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {data ? (
              <>
                {number.format(data.entryCount)} entr{data.entryCount === 1 ? 'y' : 'ies'} · changed{' '}
                {formatInstant(data.updatedAt)}
                {data.description ? ` · ${data.description}` : ''}
              </>
            ) : (
              <Skeleton width={260} />
            )}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
          <Tooltip title="Download as an ipset restore script">
            <span>
              <Button
                variant="outlined"
                startIcon={<DownloadOutlined />}
                onClick={exportScript}
                loading={exporting}
                disabled={!data}
              >
                Export
              </Button>
            </span>
          </Tooltip>
          {canEdit ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirmDelete(true)}
              disabled={!data}
            >
              Delete set
            </Button>
          ) : null}
        </Box>
      </Box>
      {set.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(set.error)}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: canEdit ? 'minmax(0, 1fr) 380px' : '1fr' },
        }}
      >
        <Box sx={{ order: { xs: 2, lg: 1 }, minWidth: 0 }}>
          <Entries setRef={setName} canEdit={canEdit} total={data?.entryCount ?? 0} />
        </Box>
        {canEdit ? (
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
