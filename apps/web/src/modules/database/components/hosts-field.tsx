import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { fieldMessage } from '../../../ui/form-errors';
import { mono } from '../../../ui/monospace';
import type { UserFormValues } from '../lib/user-form';

const SUGGESTED = ['%', 'localhost', '127.0.0.1', '10.0.0.%', '192.168.%'];

/** The allowed hosts as chips: type one and press Enter (or pick a suggestion); each is an account of its own. */
export function HostsField({ control }: { control: Control<UserFormValues> }) {
  return (
    <Controller
      name="hosts"
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, formState }) => {
        const message = fieldMessage(formState.errors, 'hosts');
        return (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={SUGGESTED.filter((h) => !value.includes(h))}
            value={value}
            onChange={(_, next) => onChange(next.map((h) => h.trim()).filter(Boolean))}
            onBlur={onBlur}
            renderValue={(hosts, getItemProps) =>
              hosts.map((host, index) => {
                const { key, ...item } = getItemProps({ index });
                return <Chip key={key} size="small" label={host} sx={{ fontFamily: mono.fontFamily }} {...item} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={ref}
                label="Allowed hosts"
                placeholder={value.length ? '' : '%, localhost, 10.0.0.%…'}
                error={Boolean(message)}
                helperText={
                  message ??
                  'Where the user may connect from: % (anywhere), localhost, an address, a pattern such as 10.0.0.%, or a host name. Press Enter after each.'
                }
              />
            )}
          />
        );
      }}
    />
  );
}
