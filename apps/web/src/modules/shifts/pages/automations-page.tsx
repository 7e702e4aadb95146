import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { ErrorAlert } from '../../../ui/error-alert';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { PageHeader } from '../../../ui/page-header';
import { useAutomations } from '../api/list-automations';
import { useTeams } from '../api/list-teams';
import { useShiftTypes } from '../api/list-types';
import { CreateAutomationDialog } from '../components/automation-dialog';
import { shiftsPaths } from '../paths';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Automations (spec §2 /calendar/shifts/automation): rules the nightly run turns into shifts. */
export default function AutomationsPage() {
  const automations = useAutomations();
  const types = useShiftTypes();
  const teams = useTeams({ query: {} });
  const [creating, setCreating] = useState(false);
  const [flash, setFlash] = useFlash();
  const teamName = (id: number | null) => teams.data?.find((t) => t.id === id)?.name ?? '—';

  return (
    <>
      <PageHeader
        title="Shift automations"
        subtitle="Every night each active automation gives its shift type to its team on its weekdays, never over a shift planned by hand."
        back={{ to: shiftsPaths.manage(), label: 'Manage shifts' }}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            disabled={!types.data?.length}
            onClick={() => setCreating(true)}
          >
            New automation
          </Button>
        }
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ErrorAlert error={automations.error} />
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table aria-label="Automations">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Shift type</TableCell>
              <TableCell>Team</TableCell>
              <TableCell>Weekdays</TableCell>
              <TableCell>Last run</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(automations.data ?? []).map((a) => (
              <TableRow key={a.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={shiftsPaths.automation(a.id)}>
                    {a.name}
                  </Link>{' '}
                  {a.active ? null : <Chip size="small" label="Paused" />}
                </TableCell>
                <TableCell>{a.typeName}</TableCell>
                <TableCell>{teamName(a.teamId)}</TableCell>
                <TableCell>{a.weekdays.map((d) => WEEKDAYS[d - 1]).join(', ')}</TableCell>
                <TableCell>{a.lastRunAt ? formatInstant(a.lastRunAt) : 'Not yet'}</TableCell>
              </TableRow>
            ))}
            {automations.data?.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                  No automations yet.
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Paper>
      {creating ? (
        <CreateAutomationDialog
          types={types.data ?? []}
          teams={teams.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(automation) => {
            setCreating(false);
            setFlash({ severity: 'success', title: `Automation ${automation.name} created` });
          }}
        />
      ) : null}
    </>
  );
}
