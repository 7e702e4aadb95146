import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useCanCall } from '../use-can';
import { useDebounced } from '../use-debounced';
import type { Lookup, LookupOption } from './lookups';

/** What every picker takes (`UserPicker`, `RolePicker`, `DepartmentPicker`). */
export interface PickerProps {
  label: string;
  /** The chosen record's id, or null. */
  value: number | null;
  /** The new id (null when cleared) and its option, whose label the picker showed. */
  onChange: (id: number | null, option: LookupOption | null) => void;
  /** The label of a value no list shows and no record read gives (a deleted user, a missing scope). */
  fallbackLabel?: string | null;
  placeholder?: string;
  helperText?: ReactNode;
  /** A validation message: shown instead of `helperText`, in the error colour. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  /** The field's width (any CSS width); the form's by default. */
  width?: number | string;
  /** The input's name, for forms and tests. */
  name?: string;
}

/** The last, unselectable option: how many more there are than shown. */
const MORE = -1;

/**
 * A searchable picker of one record (MUI Autocomplete): typing searches on the server (300 ms
 * after the last key, through the list endpoint's `search`), the first page of results is offered,
 * and the chosen record's label is shown even when it is not among them (read by its id).
 */
export function LookupField({
  lookup,
  label,
  value,
  onChange,
  fallbackLabel,
  placeholder,
  helperText,
  error,
  disabled = false,
  required,
  autoFocus,
  size = 'small',
  width,
  name,
}: PickerProps & { lookup: Lookup }) {
  const canList = useCanCall(lookup.list);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  // The option chosen here last: its label is known without a read.
  const [chosen, setChosen] = useState<LookupOption | null>(null);

  const results = lookup.useSearch(settled, canList && open);
  const found = results.data?.options.find((o) => o.id === value);
  const known = chosen?.id === value ? chosen : found;
  const record = lookup.useRecord(value, canList && !known);
  const noun = lookup.noun.charAt(0).toUpperCase() + lookup.noun.slice(1);

  const resolvedLabel = (() => {
    if (value === null) return null;
    if (known) return known.label;
    if (record.data) return record.data.label;
    if (fallbackLabel) return fallbackLabel;
    return canList && record.isFetching ? 'Loading…' : `${noun} #${value}`;
  })();
  // One object per value and label: Autocomplete resets its text when the value object changes.
  const selected = useMemo<LookupOption | null>(
    () =>
      value === null || resolvedLabel === null ? null : { id: value, label: resolvedLabel, detail: known?.detail },
    [value, resolvedLabel, known?.detail],
  );

  const page = results.data;
  const options = page ? [...page.options] : [];
  const more = page ? page.total - page.options.length : 0;
  if (more > 0) options.push({ id: MORE, label: `${more} more: type to narrow the list` });

  let noOptionsText: string;
  if (results.error) noOptionsText = `The ${lookup.plural} could not be loaded`;
  else if (settled) noOptionsText = `No ${lookup.plural} match “${settled}”`;
  else noOptionsText = `No ${lookup.plural} yet`;

  return (
    <Autocomplete<LookupOption>
      sx={{ width: width ?? '100%' }}
      size={size}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setSearch('');
      }}
      value={selected}
      onChange={(_, option) => {
        setChosen(option);
        onChange(option?.id ?? null, option);
      }}
      onInputChange={(_, text, reason) => {
        // Only typing searches; the label of a chosen value written back into the box does not.
        if (reason === 'input') setSearch(text);
        else if (reason === 'clear') setSearch('');
      }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      getOptionDisabled={(option) => option.id === MORE}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={results.isFetching}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      disabled={disabled || !canList}
      autoHighlight
      // Names with their second line need more room than a narrow filter field.
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 320 } } }}
      renderOption={({ key, ...props }, option) =>
        option.id === MORE ? (
          <Box component="li" key={key} {...props} sx={{ fontSize: 13, fontStyle: 'italic' }}>
            {option.label}
          </Box>
        ) : (
          <Box component="li" key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {option.label}
              </Typography>
              {option.detail ? (
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {option.detail}
                </Typography>
              ) : null}
            </Box>
          </Box>
        )
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          placeholder={placeholder ?? `Search ${lookup.plural}`}
          required={required}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? (canList ? helperText : (helperText ?? `You may not list ${lookup.plural}`))}
          slotProps={{
            ...params.slotProps,
            // A placeholder the caller chose ("Anyone" in a filter) is shown beside the label at once.
            inputLabel: { ...params.slotProps.inputLabel, shrink: placeholder ? true : undefined },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {results.isFetching && open ? <CircularProgress color="inherit" size={16} sx={{ mr: 1 }} /> : null}
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
