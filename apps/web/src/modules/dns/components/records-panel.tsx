import type { DnsRecord, DnsZone } from '@backoffice/contract/modules/dns';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FilterList from '@mui/icons-material/FilterList';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { EmptyState, EmptyTableRow } from '../../../ui/empty-state';
import { SkeletonRows } from '../../../ui/list-table';
import { useChangeRecords } from '../api/change-records';
import { type ChangeErrors, changeListBody, changeSummary, countProblemRows, mapChangeErrors } from '../change-list';
import { changeActions, currentChangeList, useChangeList, useChangeProblems } from '../change-store';
import { dnsPaths } from '../paths';
import { fieldLabel, formFieldOf, humanTtl } from '../record-form';
import { groupRecords, type RecordRow } from '../records-view';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;
const COLUMNS = 5;

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

function ChangeBar({ zone, problems }: { zone: DnsZone; problems: ChangeErrors | undefined }) {
  const list = useChangeList(zone.id);
  const save = useChangeRecords();
  const pending = list.create.length + list.delete.length;
  if (!pending && !problems?.general.length) return null;

  const submit = () => {
    const sent = currentChangeList(zone.id);
    changeActions.setProblems(zone.id, null);
    save.mutate(
      { params: { id: zone.id }, body: changeListBody(sent) },
      {
        onSuccess: (result) => {
          changeActions.clear(zone.id);
          const added = sent.create.length;
          const deleted = sent.delete.length;
          notify({
            level: 'success',
            title: 'Changes saved',
            body: [
              added ? `${added} added` : '',
              deleted ? `${deleted} deleted` : '',
              result ? `serial ${result.serial}` : '',
            ]
              .filter(Boolean)
              .join(', '),
          });
        },
        onError: (error) => {
          const errors =
            error instanceof ApiRequestError && error.status === 400
              ? mapChangeErrors(sent, error.body)
              : { create: {}, delete: {}, general: [errorMessage(error)] };
          changeActions.setProblems(zone.id, errors);
        },
      },
    );
  };

  const badRows = problems ? countProblemRows(problems) : 0;
  return (
    <Box
      data-testid="change-bar"
      sx={(theme) => ({
        position: 'sticky',
        top: 56,
        zIndex: 2,
        px: 2,
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        borderBottom: 1,
        borderColor: 'divider',
        // Opaque: the table scrolls under it.
        background: `linear-gradient(${alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.1)}, ${alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.1)}), ${theme.palette.background.paper}`,
      })}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2" component="div" data-testid="change-summary">
          {pending ? `Unsaved changes: ${changeSummary(list)}` : 'Nothing to save'}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {pending
            ? 'Applied together when you save, all or nothing, with one new serial.'
            : 'The change list is empty.'}
        </Typography>
      </Box>
      {pending ? (
        <>
          <Button color="inherit" size="small" onClick={() => changeActions.clear(zone.id)} disabled={save.isPending}>
            Discard all
          </Button>
          <Button variant="contained" size="small" onClick={submit} loading={save.isPending}>
            Save changes
          </Button>
        </>
      ) : null}
      {problems && (badRows || problems.general.length) ? (
        <Alert severity="error" sx={{ flexBasis: '100%', py: 0.25 }} data-testid="change-error">
          {badRows
            ? `Nothing was saved: ${badRows} record${badRows === 1 ? ' needs' : 's need'} fixing. Change or undo the marked row${badRows === 1 ? '' : 's'}, then save again.`
            : null}
          {problems.general.map((message) => (
            <Box key={message}>{message}</Box>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
}

/** The records of a zone grouped by name, with the pending change list laid over them. */
export function RecordsPanel({
  zone,
  records,
  loading,
  canEdit,
}: {
  zone: DnsZone;
  records: readonly DnsRecord[];
  loading: boolean;
  canEdit: boolean;
}) {
  const list = useChangeList(zone.id);
  const problems = useChangeProblems(zone.id);
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => groupRecords(records, list, zone.name, filter), [records, list, zone.name, filter]);

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

  return (
    <Paper variant="outlined" sx={{ overflow: 'clip' }}>
      {canEdit ? <ChangeBar zone={zone} problems={problems} /> : null}
      <Box sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter by name, type or value"
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Filter records', spellCheck: false },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <FilterList fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {records.length} record{records.length === 1 ? '' : 's'}
        </Typography>
        {canEdit ? (
          <Button component={RouterLink} to={dnsPaths.createRecord(zone.id)} variant="outlined" startIcon={<Add />}>
            Add record
          </Button>
        ) : null}
      </Box>
      <TableContainer>
        <Table aria-label="Records" sx={{ minWidth: 680 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 84 }}>Type</TableCell>
              <TableCell sx={{ width: 110 }}>TTL</TableCell>
              <TableCell sx={{ width: 80 }}>Priority</TableCell>
              <TableCell>Value</TableCell>
              <TableCell align="right" sx={{ width: 96 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? <SkeletonRows columns={COLUMNS} /> : null}
            {groups.map((group) => (
              <Fragment key={group.name}>
                <TableRow data-testid={`group-${group.name}`}>
                  <TableCell
                    colSpan={COLUMNS}
                    sx={{ bgcolor: 'action.hover', py: 0.75, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                      <Typography variant="subtitle2" component="span" sx={mono}>
                        {group.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={mono}>
                        {group.fqdn}
                      </Typography>
                    </Box>
                  </TableCell>
                </TableRow>
                {group.rows.map((row) => {
                  const rowProblems = problemText(row, problems);
                  const hasProblem = rowProblems.length > 0;
                  return (
                    <Fragment key={row.key}>
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
                            <Typography
                              className="record-value"
                              variant="body2"
                              sx={{ ...mono, wordBreak: 'break-all', minWidth: 0 }}
                            >
                              {row.content}
                            </Typography>
                            {row.state === 'new' ? (
                              <Chip
                                size="small"
                                color={hasProblem ? 'error' : 'success'}
                                label="To add"
                                sx={{ height: 20 }}
                              />
                            ) : null}
                            {row.state === 'deleting' ? (
                              <Chip size="small" color="error" label="To delete" sx={{ height: 20 }} />
                            ) : null}
                          </Box>
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.25 }}>
                          <RowActions zoneId={zone.id} row={row} canEdit={canEdit} />
                        </TableCell>
                      </TableRow>
                      {hasProblem ? (
                        <TableRow sx={rowSx(row, true, false)} data-testid="record-problem">
                          <TableCell colSpan={COLUMNS} sx={{ pt: 0, pb: 1, pl: 2, color: 'error.main' }}>
                            {rowProblems.map((message) => (
                              <Typography key={message} variant="body2" color="error" role="alert">
                                {message}
                              </Typography>
                            ))}
                          </TableCell>
                        </TableRow>
                      ) : null}
                    </Fragment>
                  );
                })}
              </Fragment>
            ))}
            {!loading && groups.length === 0 ? (
              <EmptyTableRow columns={COLUMNS}>
                <EmptyState
                  icon={<SearchOff />}
                  title={filter ? `No record matches “${filter}”.` : 'This zone has no records.'}
                />
              </EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
