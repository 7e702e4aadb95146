import { type AuditAction, CHANGE_METHODS, SECURITY_EVENTS } from '@backoffice/contract/modules/system';
import Autocomplete from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuditEntities } from '../api/get-audit-entities';
import { ACTION_LABELS } from '../lib/audit-labels';

/** The Action filter: changes by kind, then security events (docs/system.md "Audit log filters"). */
export function ActionFilter({
  value,
  onChange,
}: {
  value: AuditAction | null;
  onChange: (action: AuditAction | null) => void;
}) {
  const methods = (action: keyof typeof CHANGE_METHODS) => CHANGE_METHODS[action].join(', ');
  return (
    <TextField
      select
      size="small"
      label="Action"
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as AuditAction | null)}
      slotProps={{
        select: {
          displayEmpty: true,
          renderValue: (selected) => (selected ? ACTION_LABELS[selected as AuditAction] : 'Any action'),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ width: 200 }}
    >
      <MenuItem value="">Any action</MenuItem>
      <ListSubheader>Changes</ListSubheader>
      <MenuItem value="change">{ACTION_LABELS.change}</MenuItem>
      {(['create', 'update', 'delete'] as const).map((action) => (
        <MenuItem key={action} value={action} sx={{ gap: 1 }}>
          {ACTION_LABELS[action]}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {methods(action)}
          </Typography>
        </MenuItem>
      ))}
      <ListSubheader>Security events</ListSubheader>
      <MenuItem value="security">{ACTION_LABELS.security}</MenuItem>
      {SECURITY_EVENTS.map((event) => (
        <MenuItem key={event} value={event}>
          {ACTION_LABELS[event]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The Entity filter: the names the log holds (a link may name one it no longer lists). */
export function EntityFilter({
  entity,
  onChange,
}: {
  entity: string | null;
  onChange: (entity: string | null) => void;
}) {
  const { data: entities, isFetching } = useAuditEntities();
  const options = entities ?? [];
  return (
    <Autocomplete<string>
      size="small"
      sx={{ width: 180 }}
      options={entity && !options.includes(entity) ? [entity, ...options] : options}
      value={entity}
      onChange={(_, next) => onChange(next)}
      loading={isFetching}
      noOptionsText="No entity by that name"
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 220 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Entity"
          placeholder="Any entity"
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
