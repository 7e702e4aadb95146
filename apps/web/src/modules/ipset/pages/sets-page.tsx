import type { IpSet, IpsetFamily, IpsetType } from '@backoffice/contract/modules/ipset';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { useCan } from '../../../core/use-can';
import { usePaging } from '../../../core/use-paging';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, EmptyTableRow } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { RefetchBar } from '../../../ui/refetch-bar';
import { UrlSearchField } from '../../../ui/url-search-field';
import { useDeleteSet } from '../api/delete-set';
import { useSets } from '../api/list-sets';
import { FAMILY_LABEL } from '../labels';
import { setPath } from '../set-path';

const PAGE_SIZES = [25, 50, 100] as const;
const COLUMNS = 6;
const number = new Intl.NumberFormat('en');
const FAMILIES: readonly IpsetFamily[] = ['inet', 'inet6'];
const TYPES: readonly IpsetType[] = ['hash:ip', 'hash:net'];

function useFilter<T extends string>(name: string, allowed: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.find((v) => v === raw);
  const set = (next: T | undefined) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next) p.set(name, next);
      else p.delete(name);
      p.delete('page');
      return p;
    });
  return [value, set] as const;
}

function FilterSelect<T extends string>({
  label,
  value,
  options,
  render,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  render: (value: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      fullWidth={false}
      sx={{ minWidth: 140 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {render(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function SetsPage() {
  const { page, take, search, setPaging } = usePaging(PAGE_SIZES);
  const [family, setFamily] = useFilter('family', FAMILIES);
  const [type, setType] = useFilter('type', TYPES);
  const { data, error, isPending, isFetching } = useSets({ page, take, search, family, type });
  const canCreate = useCan('ipset:ipset:create');
  const [toDelete, setToDelete] = useState<IpSet | null>(null);
  const deleteSet = useDeleteSet();
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const filtered = Boolean(search || family || type);

  const confirmDelete = () => {
    if (!toDelete) return;
    const set = toDelete;
    deleteSet.mutate(String(set.id), {
      onSuccess: () => {
        setToDelete(null);
        notify({ level: 'success', title: 'IP set deleted', body: `${set.name} and its entries are gone.` });
      },
      onError: (failure) => {
        setToDelete(null);
        showError(errorMessage(failure));
      },
    });
  };

  return (
    <>
      <PageHeader
        title="IP sets"
        subtitle="Named lists of addresses and networks, exported as ipset restore scripts for the firewalls."
        actions={
          canCreate ? (
            <Button component={RouterLink} to="/ipset/sets/create" variant="contained" startIcon={<Add />}>
              New IP set
            </Button>
          ) : null
        }
      />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 1.5, pt: 2, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <UrlSearchField label="Search IP sets" placeholder="Search by name" />
          <FilterSelect
            label="Family"
            value={family}
            options={FAMILIES}
            render={(f) => FAMILY_LABEL[f]}
            onChange={setFamily}
          />
          <FilterSelect label="Type" value={type} options={TYPES} render={(t) => t} onChange={setType} />
          <Box sx={{ flex: 1 }} />
          {data ? (
            <Typography variant="body2" color="text.secondary">
              {number.format(total)} set{total === 1 ? '' : 's'}
            </Typography>
          ) : null}
        </Box>
        <RefetchBar active={isFetching && !isPending} />
        <TableContainer>
          <Table aria-label="IP sets">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Family</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Entries</TableCell>
                <TableCell>Last change</TableCell>
                <TableCell align="right" sx={{ width: 56 }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending
                ? Array.from({ length: 5 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                    <TableRow key={i}>
                      <TableCell>
                        <Skeleton width={160} />
                      </TableCell>
                      <TableCell>
                        <Skeleton width={40} />
                      </TableCell>
                      <TableCell>
                        <Skeleton width={64} />
                      </TableCell>
                      <TableCell align="right">
                        <Skeleton width={30} sx={{ ml: 'auto' }} />
                      </TableCell>
                      <TableCell>
                        <Skeleton width={140} />
                      </TableCell>
                      <TableCell />
                    </TableRow>
                  ))
                : null}
              {items.map((set) => (
                <TableRow key={set.id} hover>
                  <TableCell sx={{ maxWidth: 420 }}>
                    <Link
                      component={RouterLink}
                      to={setPath(set)}
                      underline="hover"
                      sx={{ fontWeight: 600, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
                    >
                      {set.name}
                    </Link>
                    {set.description ? (
                      <Typography variant="body2" color="text.secondary" noWrap title={set.description}>
                        {set.description}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={FAMILY_LABEL[set.family]} sx={{ height: 22 }} />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>{set.type}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {number.format(set.entryCount)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                    {formatInstant(set.updatedAt)}
                  </TableCell>
                  <TableCell align="right">
                    {canCreate ? (
                      <Tooltip title="Delete IP set">
                        <IconButton size="small" aria-label={`Delete ${set.name}`} onClick={() => setToDelete(set)}>
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
              {!isPending && !error && items.length === 0 ? (
                <EmptyTableRow columns={COLUMNS}>
                  {filtered ? (
                    <EmptyState
                      icon={<SearchOff />}
                      title="No IP set matches"
                      description="Change the search or the filters."
                    />
                  ) : (
                    <EmptyState
                      icon={<ShieldOutlined />}
                      title="No IP sets yet"
                      description="An IP set is a named list of addresses or networks that firewalls load with ipset."
                      action={
                        canCreate ? (
                          <Button component={RouterLink} to="/ipset/sets/create" variant="outlined" startIcon={<Add />}>
                            New IP set
                          </Button>
                        ) : null
                      }
                    />
                  )}
                </EmptyTableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <PagingFooter total={total} page={page} take={take} sizes={PAGE_SIZES} onChange={setPaging} />
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete IP set?"
        confirmLabel="Delete set"
        pending={deleteSet.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        <strong>{toDelete?.name}</strong> and its {number.format(toDelete?.entryCount ?? 0)} entr
        {toDelete?.entryCount === 1 ? 'y' : 'ies'} will be deleted. Firewalls that load it will find it gone at their
        next export. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
