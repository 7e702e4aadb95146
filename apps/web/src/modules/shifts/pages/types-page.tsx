import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { PageHeader } from '../../../ui/page-header';
import { useShiftTypes } from '../api/list-types';
import { CreateTypeDialog } from '../components/type-dialog';
import { formatHours } from '../lib/totals';
import { shiftsPaths } from '../paths';

/** Shift types (spec §2 /calendar/shifts/type): their times, break, colour and what they count for. */
export default function TypesPage() {
  const types = useShiftTypes();
  const [open, setOpen] = useState(false);
  const [flash, setFlash] = useFlash();
  return (
    <>
      <PageHeader
        title="Shift types"
        subtitle="A shift given from a type copies its times: changing a type changes no shift already planned."
        back={{ to: shiftsPaths.manage(), label: 'Manage shifts' }}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen(true)}>
            New shift type
          </Button>
        }
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ErrorAlert error={types.error} />
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table aria-label="Shift types">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Time</TableCell>
              <TableCell align="right">Break</TableCell>
              <TableCell align="right">Weighted hours</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(types.data ?? []).map((type) => (
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
            ))}
            {types.data?.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                  No shift types yet.
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Paper>
      {open ? (
        <CreateTypeDialog
          onClose={() => setOpen(false)}
          onCreated={(type) => {
            setOpen(false);
            setFlash({ severity: 'success', title: `Shift type ${type.name} created` });
          }}
        />
      ) : null}
    </>
  );
}
