import type { DnsRecord, DnsZone } from '@backoffice/contract/modules/dns';
import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, EmptyTableRow } from '../../../ui/empty-state';
import { SkeletonRows } from '../../../ui/list-table';
import { mono } from '../../../ui/monospace';
import { useChangeList, useChangeProblems } from '../lib/change-store';
import { groupRecords } from '../lib/records-view';
import { dnsPaths } from '../paths';
import { ChangeBar } from './change-bar';
import { RECORD_COLUMNS, RecordRowView } from './record-row';

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
            {loading ? <SkeletonRows columns={RECORD_COLUMNS} /> : null}
            {groups.map((group) => (
              <Fragment key={group.name}>
                <TableRow data-testid={`group-${group.name}`}>
                  <TableCell
                    colSpan={RECORD_COLUMNS}
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
                {group.rows.map((row) => (
                  <RecordRowView key={row.key} zoneId={zone.id} row={row} problems={problems} canEdit={canEdit} />
                ))}
              </Fragment>
            ))}
            {!loading && groups.length === 0 ? (
              <EmptyTableRow columns={RECORD_COLUMNS}>
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
