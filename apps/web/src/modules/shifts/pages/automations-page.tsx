import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { useAutomations } from '../api/list-automations';
import { useTeams } from '../api/list-teams';
import { useShiftTypes } from '../api/list-types';
import { CreateAutomationDialog } from '../components/automation-dialog';
import { SettingsList } from '../components/settings-list';
import { shiftsPaths } from '../paths';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Automations (spec §2 /calendar/shifts/automation): rules the nightly run turns into shifts. */
export default function AutomationsPage() {
  const automations = useAutomations();
  const types = useShiftTypes();
  const teams = useTeams({ query: {} });
  const teamName = (id: number | null) => teams.data?.find((t) => t.id === id)?.name ?? '—';

  return (
    <SettingsList
      title="Shift automations"
      subtitle="Every night each active automation gives its shift type to its team on its weekdays, never over a shift planned by hand."
      newLabel="New automation"
      newDisabled={!types.data?.length}
      error={automations.error}
      label="Automations"
      head={
        <>
          <TableCell>Name</TableCell>
          <TableCell>Shift type</TableCell>
          <TableCell>Team</TableCell>
          <TableCell>Weekdays</TableCell>
          <TableCell>Last run</TableCell>
        </>
      }
      columns={5}
      items={automations.data}
      row={(a) => (
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
      )}
      none="No automations yet."
      dialog={({ onClose, created }) => (
        <CreateAutomationDialog
          types={types.data ?? []}
          teams={teams.data ?? []}
          onClose={onClose}
          onCreated={(automation) => created(`Automation ${automation.name} created`)}
        />
      )}
    />
  );
}
