import { COUNT_CAP } from '@backoffice/contract/http';
import type { AuditEntry } from '@backoffice/contract/modules/system';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { PageHeader } from '../../../ui/page-header';
import { RefetchBar } from '../../../ui/refetch-bar';
import { useAuditLog } from '../api/get-audit-log';

const PAGE_SIZES = [25, 50, 100];
const COLUMNS = 7;
const number = new Intl.NumberFormat('en');

function readPaging(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const take = Number(params.get('take'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    take: PAGE_SIZES.includes(take) ? take : PAGE_SIZES[0]!,
  };
}

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
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const { data, error, isPending, isFetching, refetch } = useAuditLog(paging);

  const setPaging = (page: number, take: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    next.set('take', String(take));
    setParams(next);
  };

  const items = data?.items ?? [];
  const capped = data?.totalCapped === true;

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
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <RefetchBar active={isFetching} />
        <TableContainer>
          <Table aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>When</TableCell>
                <TableCell>User</TableCell>
                <TableCell>Request</TableCell>
                <TableCell>Entity</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>IP</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
              {!isPending && items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    No changes recorded yet.
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={capped ? -1 : (data?.total ?? 0)}
          page={paging.page - 1}
          rowsPerPage={paging.take}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, page) => setPaging(page + 1, paging.take)}
          onRowsPerPageChange={(event) => setPaging(1, Number(event.target.value))}
          labelDisplayedRows={({ from, to }) =>
            `${number.format(from)}–${number.format(to)} of ${capped ? `${number.format(COUNT_CAP)}+` : number.format(data?.total ?? 0)}`
          }
          // Past the counting cap the total is unknown: a short page is the last one.
          slotProps={capped ? { actions: { nextButton: { disabled: items.length < paging.take } } } : {}}
        />
      </Paper>
    </>
  );
}
