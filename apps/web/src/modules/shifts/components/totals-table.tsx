import type { CalendarShift } from '@backoffice/contract/modules/shifts';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatHours, totalsByPerson } from '../lib/totals';
import { NoneRow } from './settings-list';

/** Per-person totals of the shifts on show, with night weighting (spec §5). */
export function TotalsTable({ shifts, pending }: { shifts: readonly CalendarShift[] | undefined; pending: boolean }) {
  const totals = totalsByPerson(shifts ?? []);
  return (
    <Paper variant="outlined">
      <Typography variant="subtitle2" sx={{ px: 2, pt: 2 }}>
        Totals for the dates on show
      </Typography>
      <Table size="small" aria-label="Totals per person">
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            <TableCell align="right">Shifts</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Night hours</TableCell>
            <TableCell align="right">Weighted hours</TableCell>
            <TableCell align="right">Short rests</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((t) => (
            <TableRow key={t.userId} data-testid={`totals-${t.userName}`}>
              <TableCell>{t.userName}</TableCell>
              <TableCell align="right">{t.shifts}</TableCell>
              <TableCell align="right">{formatHours(t.hours)}</TableCell>
              <TableCell align="right">{formatHours(t.nightHours)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatHours(t.weighted)}
              </TableCell>
              <TableCell align="right">{t.shortRests || ''}</TableCell>
            </TableRow>
          ))}
          {totals.length === 0 ? (
            <NoneRow columns={6}>{pending ? 'Loading…' : 'No shifts on these dates.'}</NoneRow>
          ) : null}
        </TableBody>
      </Table>
    </Paper>
  );
}
