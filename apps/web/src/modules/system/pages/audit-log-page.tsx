import { listUsers } from '@backoffice/contract/modules/administration';
import {
  type AuditAction,
  type AuditEntry,
  CHANGE_METHODS,
  SECURITY_EVENTS,
  type SecurityEvent,
} from '@backoffice/contract/modules/system';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { instantFormatter } from '../../../core/dates';
import { UserPicker } from '../../../core/lookups/pickers';
import { useCanCall } from '../../../core/use-can';
import { DateRangePicker } from '../../../ui/date-picker';
import { useListParams, useUpdateParams } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { RefreshButton } from '../../../ui/refresh-button';
import { useAuditEntities } from '../api/get-audit-entities';
import { useAuditLog } from '../api/get-audit-log';
import {
  type AuditFilters,
  auditQuery,
  clearedParams,
  filtersFromParams,
  filtersToParams,
  hasFilters,
} from '../audit-filters';

const COLUMNS = 7;

const methodColor: Record<string, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  POST: 'success',
  PATCH: 'info',
  PUT: 'info',
  DELETE: 'error',
};

/** How the log names each security event. */
const EVENT_LABELS: Record<SecurityEvent, string> = {
  'sign-in.failed': 'Failed sign-in',
  'sign-in.limited': 'Sign-in refused: too many failures',
  'password.failed': 'Wrong current password',
  'token.expired': 'Expired session',
  'token.refused': 'Invalid token',
  'access.refused': 'Refused call',
};

/** How the Action filter names each action (docs/system.md "Audit log filters"). */
const ACTION_LABELS: Record<AuditAction, string> = {
  change: 'Every change',
  create: 'Created or run',
  update: 'Changed',
  delete: 'Deleted',
  security: 'Every security event',
  ...EVENT_LABELS,
};

function statusColor(code: number): 'success' | 'warning' | 'error' {
  if (code >= 500) return 'error';
  if (code >= 400) return 'warning';
  return 'success';
}

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 12,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          maxHeight: 280,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function AuditRow({ entry, formatAt }: { entry: AuditEntry; formatAt: (iso: string) => string }) {
  const [open, setOpen] = useState(false);
  const hasChange = entry.before != null || entry.after != null;
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          {hasChange ? (
            <IconButton size="small" aria-label={open ? 'Hide change' : 'Show change'} onClick={() => setOpen(!open)}>
              {open ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
            </IconButton>
          ) : null}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAt(entry.at)}</TableCell>
        <TableCell>{entry.username ?? (entry.userId === null ? '—' : `#${entry.userId}`)}</TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip
              label={entry.method}
              size="small"
              variant="outlined"
              color={methodColor[entry.method] ?? 'default'}
              sx={{ fontFamily: 'monospace', fontSize: 11, height: 20, minWidth: 56 }}
            />
            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12.5 }} noWrap>
              {entry.route}
            </Typography>
          </Box>
        </TableCell>
        <TableCell>
          {entry.event ? (
            <Chip
              label={EVENT_LABELS[entry.event]}
              size="small"
              color={entry.event === 'token.expired' ? 'default' : 'error'}
              variant="outlined"
              sx={{ height: 22 }}
            />
          ) : entry.entity ? (
            <>
              {entry.entity}
              {entry.entityId ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  #{entry.entityId}
                </Typography>
              ) : null}
            </>
          ) : (
            '—'
          )}
        </TableCell>
        <TableCell>
          <Chip
            label={entry.statusCode}
            size="small"
            color={statusColor(entry.statusCode)}
            variant="outlined"
            sx={{ height: 20 }}
          />
        </TableCell>
        <TableCell sx={{ fontFamily: 'monospace', fontSize: 12.5, color: 'text.secondary' }}>
          {entry.ip ?? '—'}
          {entry.peer && entry.peer !== entry.ip ? (
            <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'inherit' }}>
              via {entry.peer}
            </Typography>
          ) : null}
        </TableCell>
      </TableRow>
      {hasChange ? (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
            <Collapse in={open} unmountOnExit>
              <Box sx={{ display: 'flex', gap: 2, py: 2, flexDirection: { xs: 'column', md: 'row' } }}>
                <Json label="Before" value={entry.before} />
                <Json label="After" value={entry.after} />
              </Box>
            </Collapse>
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

function ActionFilter({
  value,
  onChange,
}: {
  value: AuditAction | null;
  onChange: (action: AuditAction | null) => void;
}) {
  const methods = (action: keyof typeof CHANGE_METHODS) => CHANGE_METHODS[action].join(', ');
  return (
    <TextField
      select
      size="small"
      label="Action"
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as AuditAction | null)}
      slotProps={{
        select: {
          displayEmpty: true,
          renderValue: (selected) => (selected ? ACTION_LABELS[selected as AuditAction] : 'Any action'),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ width: 200 }}
    >
      <MenuItem value="">Any action</MenuItem>
      <ListSubheader>Changes</ListSubheader>
      <MenuItem value="change">{ACTION_LABELS.change}</MenuItem>
      {(['create', 'update', 'delete'] as const).map((action) => (
        <MenuItem key={action} value={action} sx={{ gap: 1 }}>
          {ACTION_LABELS[action]}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {methods(action)}
          </Typography>
        </MenuItem>
      ))}
      <ListSubheader>Security events</ListSubheader>
      <MenuItem value="security">{ACTION_LABELS.security}</MenuItem>
      {SECURITY_EVENTS.map((event) => (
        <MenuItem key={event} value={event}>
          {ACTION_LABELS[event]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function EntityFilter({ entity, onChange }: { entity: string | null; onChange: (entity: string | null) => void }) {
  const { data: entities, isFetching } = useAuditEntities();
  const options = entities ?? [];
  return (
    <Autocomplete<string>
      size="small"
      sx={{ width: 180 }}
      options={entity && !options.includes(entity) ? [entity, ...options] : options}
      value={entity}
      onChange={(_, next) => onChange(next)}
      loading={isFetching}
      noOptionsText="No entity by that name"
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 220 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Entity"
          placeholder="Any entity"
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}

export default function AuditLogPage() {
  const list = useListParams();
  const update = useUpdateParams();
  const filters = useMemo(() => filtersFromParams(list.params), [list.params]);
  const setFilters = (patch: Partial<AuditFilters>) => update(filtersToParams(patch));
  const filtered = hasFilters(filters);
  const canPickUsers = useCanCall(listUsers);

  const { data, error, isPending, isFetching, refetch } = useAuditLog({
    query: { page: list.page, take: list.take, ...auditQuery(filters) },
  });
  const timeZone = data?.timeZone;
  const formatAt = useMemo(() => instantFormatter(timeZone, { seconds: true }), [timeZone]);
  // A user no longer listed (deleted) is still named by their entries.
  const username = data?.items.find((e) => e.userId === filters.userId)?.username;

  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle={
          <>
            Every change made through the API, and every refused sign-in, token or call: who, when, what.
            {timeZone ? ` Times and days are in ${timeZone}, the company time zone.` : null}
          </>
        }
        actions={<RefreshButton onClick={() => refetch()} busy={isFetching} />}
      />
      <ListTable
        label="Audit log"
        columns={COLUMNS}
        items={data?.items}
        pending={isPending}
        fetching={isFetching}
        error={error}
        toolbar={
          <Box
            role="search"
            aria-label="Filter the audit log"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          >
            {canPickUsers || filters.userId !== null ? (
              <UserPicker
                label="User"
                placeholder="Anyone"
                width={200}
                value={filters.userId}
                fallbackLabel={username}
                onChange={(userId) => setFilters({ userId })}
              />
            ) : null}
            <EntityFilter entity={filters.entity} onChange={(entity) => setFilters({ entity })} />
            {filters.entityId ? (
              // One record's history, as a link from the record's screen opens it.
              <Chip
                label={`${filters.entity} #${filters.entityId}`}
                onDelete={() => setFilters({ entityId: null })}
                sx={{ fontFamily: 'monospace' }}
              />
            ) : null}
            <ActionFilter value={filters.action} onChange={(action) => setFilters({ action })} />
            <DateRangePicker
              value={{ from: filters.from, to: filters.to }}
              onChange={({ from, to }) => setFilters({ from, to })}
            />
            {filtered ? (
              <Button size="small" startIcon={<FilterAltOffOutlined />} onClick={() => update(clearedParams())}>
                Clear filters
              </Button>
            ) : null}
          </Box>
        }
        head={
          <>
            <TableCell padding="checkbox" />
            <TableCell>When</TableCell>
            <TableCell>User</TableCell>
            <TableCell>Request</TableCell>
            <TableCell>Entity or event</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>IP</TableCell>
          </>
        }
        empty={{ icon: <HistoryOutlined />, title: 'No changes recorded yet.' }}
        filtered={filtered}
        noMatch={{
          title: 'No entries match these filters.',
          clear: { label: 'Clear filters', onClick: () => update(clearedParams()) },
        }}
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(entry) => <AuditRow key={entry.id} entry={entry} formatAt={formatAt} />}
      </ListTable>
    </>
  );
}
