import type { Department } from '@backoffice/contract/modules/administration';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../core/api';
import { useDebounced } from '../../../core/use-debounced';
import { useDepartmentById, useDepartmentSearch } from '../api/find-departments';

export type Picked = { id: number; name: string };

/** Browse departments by name (needs users:departments:read). */
export function DepartmentSearch({
  granted,
  value,
  onChange,
  onUnavailable,
}: {
  granted: ReadonlySet<number>;
  value: Picked | null;
  onChange: (value: Picked | null) => void;
  onUnavailable: () => void;
}) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const { data, isFetching, error } = useDepartmentSearch(value && input === value.name ? '' : search);
  const forbidden = error instanceof ApiRequestError && error.status === 403;
  useEffect(() => {
    if (forbidden) onUnavailable();
  }, [forbidden, onUnavailable]);
  const options: Department[] = data?.items ?? [];
  return (
    <Autocomplete
      sx={{ flex: 1, minWidth: 240 }}
      options={options}
      value={(value as Department | null) ?? null}
      onChange={(_, next) => onChange(next ? { id: next.id, name: next.name } : null)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(option) => granted.has(option.id)}
      filterOptions={(x) => x}
      loading={isFetching}
      noOptionsText={search ? 'No department by that name' : 'No departments'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <Box sx={{ flex: 1 }}>{option.name}</Box>
          <Typography variant="caption" color="text.secondary">
            {granted.has(option.id) ? 'has access' : `${option.usersCount} user${option.usersCount === 1 ? '' : 's'}`}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Department"
          placeholder="Search departments"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isFetching ? <CircularProgress size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** Name a department by its id (any signed-in user may look a department up by id). */
export function DepartmentById({ onChange }: { onChange: (value: Picked | null) => void }) {
  const [text, setText] = useState('');
  const typed = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null;
  const id = useDebounced(typed);
  const { data, isFetching } = useDepartmentById(id);
  const found = id !== null && id === typed && data ? data : null;
  const foundId = found?.id;
  const foundName = found?.name;
  useEffect(() => {
    onChange(foundId !== undefined && foundName !== undefined ? { id: foundId, name: foundName } : null);
  }, [foundId, foundName, onChange]);
  const helper =
    typed === null
      ? text
        ? 'A department id is a number'
        : 'Ask an administrator for the id if you do not know it.'
      : isFetching || id !== typed
        ? 'Looking up…'
        : found
          ? `${found.name} · ${found.users.length} user${found.users.length === 1 ? '' : 's'}`
          : 'No department has this id';
  return (
    <TextField
      label="Department id"
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={Boolean(text) && !isFetching && id === typed && !found}
      helperText={helper}
      sx={{ flex: 1, minWidth: 200 }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
