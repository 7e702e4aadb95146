// The scorecard's tags box (docs/qa.md "Tags by keyboard"): Enter picks the first match, one Escape
// leaves the box and lets the text go, and the text stays while the box is left otherwise, for the
// submit's half-typed rule.
import type { Tag } from '@backoffice/contract/modules/qa';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import type { ScorecardValues } from '../lib/scorecard-form';

interface Props {
  form: UseFormReturn<ScorecardValues>;
  /** The active tags and those already picked. */
  offered: Tag[];
  inputRef: Ref<HTMLInputElement>;
  onLeave: () => void;
}

export function ScorecardTags({ form, offered, inputRef, onLeave }: Props) {
  const tags = useController({ control: form.control, name: 'data.tags' });
  const text = useController({ control: form.control, name: 'tagText' }).field;
  const picked = offered.filter((t) => tags.field.value.includes(t.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={offered}
      getOptionLabel={(t) => t.name}
      value={picked}
      onChange={(_, value) => tags.field.onChange(value.map((t) => t.id))}
      autoHighlight
      clearOnBlur={false}
      inputValue={text.value}
      onInputChange={(_, typed) => {
        text.onChange(typed);
        form.clearErrors('data.tags');
      }}
      onKeyDown={(event) => {
        const mui = event as unknown as { defaultMuiPrevented: boolean };
        // Ctrl+Enter submits (the scorecard's keys), under the half-typed rule: it picks nothing here.
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) mui.defaultMuiPrevented = true;
        // One Escape leaves the box (MUI's own would only close the list) and lets go of the text.
        if (event.key !== 'Escape') return;
        mui.defaultMuiPrevented = true;
        text.onChange('');
        form.clearErrors('data.tags');
        onLeave();
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags (T)"
          inputRef={inputRef}
          error={Boolean(tags.fieldState.error)}
          helperText={tags.fieldState.error?.message}
        />
      )}
    />
  );
}
