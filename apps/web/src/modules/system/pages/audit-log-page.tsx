import { type AuditEntry, SECURITY_EVENTS, type SecurityEvent } from '@backoffice/contract/modules/system';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { formatInstant } from '../../../core/dates';
import { useListParams } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useAuditLog } from '../api/get-audit-log';

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

const KINDS = [
  { value: '', label: 'All' },
  { value: 'changes', label: 'Changes' },
  { value: 'security', label: 'Security events' },
] as const;

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

function AuditRow({ entry }: { entry: AuditEntry }) {
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
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.at)}</TableCell>
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

export default function AuditLogPage() {
  const list = useListParams();
  const kindParam = list.params.get('kind');
  const kind = kindParam === 'changes' || kindParam === 'security' ? kindParam : undefined;
  const eventParam = list.params.get('event');
  const event = SECURITY_EVENTS.find((e) => e === eventParam);
  const { data, error, isPending, isFetching, refetch } = useAuditLog({
    query: { page: list.page, take: list.take, kind, event: kind === 'security' ? event : undefined },
  });

  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Every change made through the API, and every refused sign-in, token or call: who, when, what."
        actions={
          <Button
            variant="outlined"
            startIcon={<Refresh />}
            onClick={() => refetch()}
            disabled={isFetching}
            size="small"
          >
            Refresh
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind ?? ''}
          aria-label="Show"
          onChange={(_, value: string | null) => {
            if (value !== null) list.setFilter('kind', value || null);
          }}
        >
          {KINDS.map((k) => (
            <ToggleButton key={k.value} value={k.value} sx={{ px: 2 }}>
              {k.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {kind === 'security' ? (
          <TextField
            select
            size="small"
            label="Event"
            value={event ?? ''}
            onChange={(e) => list.setFilter('event', e.target.value || null)}
            fullWidth={false}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ width: 300 }}
          >
            <MenuItem value="">Every security event</MenuItem>
            {SECURITY_EVENTS.map((e) => (
              <MenuItem key={e} value={e}>
                {EVENT_LABELS[e]}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      <ListTable
        label="Audit log"
        columns={COLUMNS}
        items={data?.items}
        pending={isPending}
        fetching={isFetching}
        error={error}
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
        empty={{
          icon: <HistoryOutlined />,
          title: kind === 'security' ? 'No security events recorded.' : 'No changes recorded yet.',
        }}
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(entry) => <AuditRow key={entry.id} entry={entry} />}
      </ListTable>
    </>
  );
}
