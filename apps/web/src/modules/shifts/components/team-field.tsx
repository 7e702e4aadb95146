import type { ShiftTeam } from '@backoffice/contract/modules/shifts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The team whose shifts are on show; the empty choice is `emptyLabel` ("All teams", "My team"). */
export function TeamField({
  teams,
  value,
  emptyLabel,
  onChange,
}: {
  teams: readonly ShiftTeam[];
  value: number | undefined;
  emptyLabel: string;
  onChange: (teamId: number | undefined) => void;
}) {
  return (
    <TextField
      select
      label="Team"
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value) || undefined)}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 240 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {teams.map((team) => (
        <MenuItem key={team.id} value={team.id}>
          {team.name} · {team.departmentName}
        </MenuItem>
      ))}
    </TextField>
  );
}
