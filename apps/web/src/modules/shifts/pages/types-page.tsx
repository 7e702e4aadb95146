import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useShiftTypes } from '../api/list-types';
import { SettingsList } from '../components/settings-list';
import { CreateTypeDialog } from '../components/type-dialog';
import { formatHours } from '../lib/totals';
import { shiftsPaths } from '../paths';

/** Shift types (spec §2 /calendar/shifts/type): their times, break, colour and what they count for. */
export default function TypesPage() {
  const types = useShiftTypes();
  return (
    <SettingsList
      title="Shift types"
      subtitle="A shift given from a type copies its times: changing a type changes no shift already planned."
      newLabel="New shift type"
      error={types.error}
      label="Shift types"
      head={
        <>
          <TableCell>Name</TableCell>
          <TableCell>Time</TableCell>
          <TableCell align="right">Break</TableCell>
          <TableCell align="right">Weighted hours</TableCell>
        </>
      }
      columns={4}
      items={types.data}
      row={(type) => (
        <TableRow key={type.id} hover>
          <TableCell>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: type.color }} />
              <Link component={RouterLink} to={shiftsPaths.type(type.id)}>
                {type.name}
              </Link>
            </Box>
          </TableCell>
          <TableCell>
            {type.start}–{type.end}
          </TableCell>
          <TableCell align="right">{type.breakMinutes} min</TableCell>
          <TableCell align="right">{formatHours(type.hours.weighted)}</TableCell>
        </TableRow>
      )}
      none="No shift types yet."
      dialog={({ onClose, created }) => (
        <CreateTypeDialog onClose={onClose} onCreated={(type) => created(`Shift type ${type.name} created`)} />
      )}
    />
  );
}
