import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebounced } from '../../../core/use-debounced';
import { useDepartmentById } from '../api/find-departments';

export type Picked = { id: number; name: string };

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
