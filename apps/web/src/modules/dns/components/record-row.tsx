import type { DnsRecord } from '@backoffice/contract/modules/dns';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { alpha, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { mono } from '../../../ui/monospace';
import type { ChangeErrors } from '../lib/change-list';
import { changeActions } from '../lib/change-store';
import { fieldLabel, formFieldOf, humanTtl } from '../lib/record-form';
import type { RecordRow } from '../lib/records-view';
import { dnsPaths } from '../paths';

/** The columns of the records table: type, TTL, priority, value, actions. */
export const RECORD_COLUMNS = 5;

interface Props {
  zoneId: number;
  row: RecordRow;
  problems: ChangeErrors | undefined;
  canEdit: boolean;
}

/**
 * A record of the zone, kept, queued to add or queued to delete (tinted by state), and below it what
 * the server said against it when the change list was refused.
 */
export function RecordRowView({ zoneId, row, problems, canEdit }: Props) {
  const rowProblems = problemText(row, problems);
  const hasProblem = rowProblems.length > 0;
  return (
    <>
      <TableRow
        hover
        data-testid="record-row"
        data-state={row.state}
        data-problem={hasProblem ? 'true' : undefined}
        sx={rowSx(row, hasProblem, hasProblem)}
      >
        <TableCell>
          <Box className="record-value" sx={{ display: 'inline-flex' }}>
            <TypeChip type={row.type} />
          </Box>
        </TableCell>
        <TableCell className="record-value" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
          <Tooltip title={`${row.ttl} seconds`}>
            <span>{humanTtl(row.ttl)}</span>
          </Tooltip>
        </TableCell>
        <TableCell className="record-value" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {row.priority ?? ''}
        </TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography className="record-value" variant="body2" sx={{ ...mono, wordBreak: 'break-all', minWidth: 0 }}>
              {row.content}
            </Typography>
            {row.state === 'new' ? (
              <Chip size="small" color={hasProblem ? 'error' : 'success'} label="To add" sx={{ height: 20 }} />
            ) : null}
            {row.state === 'deleting' ? (
              <Chip size="small" color="error" label="To delete" sx={{ height: 20 }} />
            ) : null}
          </Box>
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.25 }}>
          <RowActions zoneId={zoneId} row={row} canEdit={canEdit} />
        </TableCell>
      </TableRow>
      {hasProblem ? (
        <TableRow sx={rowSx(row, true, false)} data-testid="record-problem">
          <TableCell colSpan={RECORD_COLUMNS} sx={{ pt: 0, pb: 1, pl: 2, color: 'error.main' }}>
            {rowProblems.map((message) => (
              <Typography key={message} variant="body2" color="error" role="alert">
                {message}
              </Typography>
            ))}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** Tinted by state; `continued` drops the bottom border when a problem line follows. */
const rowSx = (row: RecordRow, hasProblem: boolean, continued: boolean) => (theme: Theme) => {
  const tint =
    row.state === 'new'
      ? hasProblem
        ? theme.palette.error.main
        : theme.palette.success.main
      : row.state === 'deleting'
        ? theme.palette.error.main
        : null;
  return {
    bgcolor: tint ? alpha(tint, theme.palette.mode === 'dark' ? 0.12 : 0.06) : undefined,
    boxShadow: tint ? `inset 3px 0 0 ${tint}` : undefined,
    '& td': continued ? { borderBottom: 'none' } : undefined,
    '& .record-value': row.state === 'deleting' ? { textDecoration: 'line-through', opacity: 0.7 } : undefined,
  };
};

const TYPE_COLORS: Record<string, 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'accent' | 'default'> = {
  A: 'primary',
  AAAA: 'primary',
  CNAME: 'info',
  MX: 'success',
  TXT: 'secondary',
  NS: 'warning',
  SRV: 'accent',
  CAA: 'accent',
  PTR: 'info',
  SOA: 'default',
};

function TypeChip({ type }: { type: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={type}
      color={TYPE_COLORS[type] ?? 'default'}
      sx={{ height: 22, minWidth: 52, fontWeight: 600, fontSize: 12 }}
    />
  );
}

function problemText(row: RecordRow, errors: ChangeErrors | undefined): string[] {
  if (!errors) return [];
  if (row.state === 'new' && row.queued) {
    return (errors.create[row.queued.key] ?? []).map((p) => {
      if (p.field === null) return p.message;
      const label = fieldLabel(row.queued!.type, formFieldOf(row.queued!.type, p.field));
      return `${label}: ${p.message}`;
    });
  }
  if (row.record) return errors.delete[row.record.id] ?? [];
  return [];
}

function RowActions({ zoneId, row, canEdit }: { zoneId: number; row: RecordRow; canEdit: boolean }) {
  if (!canEdit) return null;
  if (row.type === 'SOA') {
    return (
      <Tooltip title="Kept by the server: its serial rises with every change">
        <LockOutlined fontSize="small" sx={{ color: 'text.disabled', mr: 0.75, verticalAlign: 'middle' }} />
      </Tooltip>
    );
  }
  const describe = `${row.type} ${row.content}`;
  if (row.state === 'new' && row.queued) {
    return (
      <>
        <Tooltip title="Change this new record">
          <IconButton
            size="small"
            component={RouterLink}
            to={dnsPaths.createRecord(zoneId, { edit: row.queued.key })}
            aria-label={`Change new record ${describe}`}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Undo: do not add">
          <IconButton
            size="small"
            aria-label={`Undo add ${describe}`}
            onClick={() => changeActions.undoAdd(zoneId, row.queued!.key)}
          >
            <Undo fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    );
  }
  const record = row.record as DnsRecord;
  if (row.state === 'deleting') {
    return (
      <Tooltip title="Undo: keep this record">
        <IconButton
          size="small"
          aria-label={`Undo delete ${describe}`}
          onClick={() => changeActions.undoRemove(zoneId, record.id)}
        >
          <Undo fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip title="Change (replaces the record: deletes it and adds the new one)">
        <IconButton
          size="small"
          component={RouterLink}
          to={dnsPaths.createRecord(zoneId, { replace: record.id })}
          aria-label={`Change ${describe}`}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete (queued until you save)">
        <IconButton
          size="small"
          aria-label={`Delete ${describe}`}
          onClick={() => changeActions.remove(zoneId, record.id)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
