import type { AuditEntry } from '@backoffice/contract/modules/system';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
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
          {entry.entity ? (
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
  const { data, error, isPending, isFetching, refetch } = useAuditLog({ page: list.page, take: list.take });

  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Every change made through the API: who, when, what, before and after."
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
            <TableCell>Entity</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>IP</TableCell>
          </>
        }
        empty={{ icon: <HistoryOutlined />, title: 'No changes recorded yet.' }}
        footer={<PagingFooter paging={list} data={data} />}
      >
        {(entry) => <AuditRow key={entry.id} entry={entry} />}
      </ListTable>
    </>
  );
}
