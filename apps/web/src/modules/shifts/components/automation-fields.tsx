import type { AutomationSettings, ShiftTeam, ShiftType } from '@backoffice/contract/modules/shifts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { localDate } from '../../../core/dates';

export type AutomationValues = AutomationSettings;

export const emptyAutomation = (typeId = 0, teamId: number | null = null): AutomationValues => ({
  name: '',
  typeId,
  teamId,
  userIds: [],
  weekdays: [1, 2, 3, 4, 5],
  from: localDate(),
  until: null,
  weeksAhead: 2,
  active: true,
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Who gets which shift type on which weekdays, from when, how far ahead. */
export function AutomationFields({
  values,
  onChange,
  types,
  teams,
}: {
  values: AutomationValues;
  onChange: (values: AutomationValues) => void;
  types: readonly ShiftType[];
  teams: readonly ShiftTeam[];
}) {
  const set = (patch: Partial<AutomationValues>) => onChange({ ...values, ...patch });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Name" required autoFocus value={values.name} onChange={(e) => set({ name: e.target.value })} />
      <TextField
        select
        label="Shift type"
        required
        value={values.typeId || ''}
        onChange={(e) => set({ typeId: Number(e.target.value) })}
      >
        {types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name} · {t.start}–{t.end}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Team"
        required
        value={values.teamId ?? ''}
        onChange={(e) => set({ teamId: e.target.value === '' ? null : Number(e.target.value) })}
      >
        {teams.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name} · {t.departmentName} ({t.members.length})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Weeks ahead"
        type="number"
        value={values.weeksAhead}
        onChange={(e) => set({ weeksAhead: Number(e.target.value) })}
        slotProps={{ htmlInput: { min: 1, max: 8 } }}
        helperText="How far ahead each daily run plans (1 to 8 weeks)."
      />
      <TextField
        label="From"
        type="date"
        value={values.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Until (optional)"
        type="date"
        value={values.until ?? ''}
        onChange={(e) => set({ until: e.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormLabel component="legend">Weekdays</FormLabel>
        <FormGroup row>
          {WEEKDAYS.map((label, i) => (
            <FormControlLabel
              key={label}
              label={label}
              control={
                <Checkbox
                  checked={values.weekdays.includes(i + 1)}
                  onChange={(e) =>
                    set({
                      weekdays: e.target.checked
                        ? [...values.weekdays, i + 1].sort()
                        : values.weekdays.filter((d) => d !== i + 1),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <FormControlLabel
        label="Active: runs every night"
        control={<Switch checked={values.active} onChange={(e) => set({ active: e.target.checked })} />}
      />
    </Box>
  );
}
