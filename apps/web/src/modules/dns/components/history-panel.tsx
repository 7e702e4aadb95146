import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { formatInstant } from '../../../core/dates';
import type { Paging } from '../../../ui/list-params';
import { ListTable } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { PagingFooter } from '../../../ui/paging-footer';
import { useZoneHistory } from '../api/zone-history';
import { describeHistoryEntry, type HistoryLine, recordLine } from '../lib/history';

const TAKE = 20;
const COLUMNS = 4;
const mono = { ...monoFont, fontSize: 12.5 } as const;

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
  const { data, error, isPending, isFetching } = useZoneHistory({
    params: { id: zoneId },
    query: { page, take: TAKE },
  });

  const paging: Paging = { page, take: TAKE, sizes: [TAKE], setPaging: (next) => setPage(next) };

  return (
    <ListTable
      label="Change history"
      columns={COLUMNS}
      items={data?.items}
      pending={isPending}
      fetching={isFetching}
      skeletonRows={4}
      error={error}
      head={
        <>
          <TableCell padding="checkbox" />
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>Change</TableCell>
        </>
      }
      empty={{ icon: <HistoryOutlined />, title: 'No changes recorded' }}
      footer={<PagingFooter paging={paging} data={data} hideWhenSinglePage />}
    >
      {(entry) => {
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
      }}
    </ListTable>
  );
}
