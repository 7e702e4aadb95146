import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { EmptyState, EmptyTableRow } from '../../../ui/empty-state';
import { RefetchBar } from '../../../ui/refetch-bar';
import { useZoneHistory } from '../api/zone-history';
import { describeHistoryEntry, type HistoryLine, recordLine } from '../history';

const TAKE = 20;
const COLUMNS = 4;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12.5 } as const;

function Changes({ line }: { line: HistoryLine }) {
  return (
    <Box component="ul" sx={{ m: 0, py: 1, pl: 0, listStyle: 'none', ...mono }}>
      {line.removed.map((r) => (
        <Box component="li" key={`-${recordLine(r)}`} sx={{ color: 'error.main' }}>
          − {recordLine(r)}
        </Box>
      ))}
      {line.added.map((r) => (
        <Box component="li" key={`+${recordLine(r)}`} sx={{ color: 'success.main' }}>
          + {recordLine(r)}
        </Box>
      ))}
    </Box>
  );
}

/** The zone's changes from the audit log, newest first; a record change opens to its records. */
export function HistoryPanel({ zoneId }: { zoneId: number }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error, isPending, isFetching } = useZoneHistory(zoneId, page, TAKE);
  const items = data?.items ?? [];

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <RefetchBar active={isFetching && !isPending} />
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      <TableContainer>
        <Table aria-label="Change history">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Change</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending
              ? Array.from({ length: 4 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                  <TableRow key={i}>
                    <TableCell padding="checkbox" />
                    <TableCell>
                      <Skeleton width={150} />
                    </TableCell>
                    <TableCell>
                      <Skeleton width={80} />
                    </TableCell>
                    <TableCell>
                      <Skeleton width="50%" />
                    </TableCell>
                  </TableRow>
                ))
              : null}
            {items.map((entry) => {
              const line = describeHistoryEntry(entry);
              const expandable = line.added.length + line.removed.length > 0;
              const expanded = open === entry.id;
              return (
                <Fragment key={entry.id}>
                  <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
                    <TableCell padding="checkbox">
                      {expandable ? (
                        <IconButton
                          size="small"
                          aria-label={expanded ? 'Hide records' : 'Show records'}
                          onClick={() => setOpen(expanded ? null : entry.id)}
                        >
                          {expanded ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
                        </IconButton>
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.at)}</TableCell>
                    <TableCell>{entry.username ?? (entry.userId === null ? '—' : `#${entry.userId}`)}</TableCell>
                    <TableCell>
                      <Typography variant="body2" component="span">
                        {line.title}
                      </Typography>
                      {line.serial?.to ? (
                        <Typography variant="caption" color="text.secondary" sx={{ ml: 1, ...mono }}>
                          serial {line.serial.from ? `${line.serial.from} → ` : ''}
                          {line.serial.to}
                        </Typography>
                      ) : null}
                    </TableCell>
                  </TableRow>
                  {expandable ? (
                    <TableRow>
                      <TableCell colSpan={COLUMNS} sx={{ py: 0, pl: 9, borderBottom: expanded ? undefined : 'none' }}>
                        <Collapse in={expanded} unmountOnExit>
                          <Changes line={line} />
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
            {!isPending && !error && items.length === 0 ? (
              <EmptyTableRow columns={COLUMNS}>
                <EmptyState icon={<HistoryOutlined />} title="No changes recorded" />
              </EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {(data?.total ?? 0) > TAKE ? (
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page - 1}
          rowsPerPage={TAKE}
          rowsPerPageOptions={[TAKE]}
          onPageChange={(_, next) => setPage(next + 1)}
        />
      ) : null}
    </Paper>
  );
}
