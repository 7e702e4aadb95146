import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { useCanCall } from '../use-can';
import { useDebounced } from '../use-debounced';
import type { Lookup, LookupOption } from './lookups';
import { useLookupLabel } from './use-lookup-label';

/** What every picker takes (`UserPicker`, `RolePicker`, `DepartmentPicker`); `T` is its record. */
export interface PickerProps<T = unknown> {
  label: string;
  /** The chosen record's id, or null. */
  value: number | null;
  /** The new id (null when cleared) and its option, whose label the picker showed. */
  onChange: (id: number | null, option: LookupOption<T> | null) => void;
  /**
   * Why a record may not be chosen here, or null: it stays listed, greyed, with the reason in place
   * of its second line (a role holding scopes the signed-in user does not). The current value is
   * never refused.
   */
  refuse?: (record: T) => string | null;
  /** An explicit empty choice at the top of the list ("No role"), shown in the box while nothing is chosen. */
  noneLabel?: string;
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
/** The empty choice (`noneLabel`). */
const NONE = -2;
/** The group of the two options above, listed without a heading. */
const UNGROUPED = '';

/** Options with a group sorted under their headings (Autocomplete wants each group's options together). */
function byGroup<T>(options: LookupOption<T>[]): LookupOption<T>[] {
  if (!options.some((o) => o.group)) return options;
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => (a.option.group ?? '').localeCompare(b.option.group ?? '') || a.index - b.index)
    .map(({ option }) => option);
}

/**
 * A searchable picker of one record (MUI Autocomplete): typing searches on the server (300 ms
 * after the last key, through the list endpoint's `search`), the first page of results is offered,
 * and the chosen record's label is shown even when it is not among them (read by its id).
 */
export function LookupField<T>({
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
  refuse,
  noneLabel,
}: PickerProps<T> & { lookup: Lookup<T> }) {
  const canList = useCanCall(lookup.list);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  // The option chosen here last: its label is known without a read.
  const [chosen, setChosen] = useState<LookupOption<T> | null>(null);

  const results = lookup.useSearch(settled, canList && open);
  const found = results.data?.options.find((o) => o.id === value);
  const known = chosen?.id === value ? chosen : found;
  const resolvedLabel = useLookupLabel(lookup, value, { known, fallbackLabel }) ?? noneLabel ?? null;
  // One object per value and label: Autocomplete resets its text when the value object changes.
  const selected = useMemo<LookupOption<T> | null>(
    () =>
      resolvedLabel === null
        ? null
        : { id: value ?? NONE, label: resolvedLabel, detail: known?.detail, group: UNGROUPED },
    [value, resolvedLabel, known?.detail],
  );

  const page = results.data;
  const options: LookupOption<T>[] = byGroup(page ? [...page.options] : []);
  const grouped = options.some((o) => o.group);
  // The empty choice is offered while the whole list is (not among a search's results).
  if (noneLabel && page && !settled) options.unshift({ id: NONE, label: noneLabel, group: UNGROUPED });
  const more = page ? page.total - page.options.length : 0;
  if (more > 0) options.push({ id: MORE, label: `${more} more: type to narrow the list`, group: '\uffff' });
  const refusal = (option: LookupOption<T>) =>
    option.id === value || option.record === undefined ? null : (refuse?.(option.record) ?? null);

  let noOptionsText: string;
  if (results.error) noOptionsText = `The ${lookup.plural} could not be loaded`;
  else if (settled) noOptionsText = `No ${lookup.plural} match “${settled}”`;
  else noOptionsText = `No ${lookup.plural} yet`;

  return (
    <Autocomplete<LookupOption<T>, false, boolean>
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
        const picked = option?.id === NONE ? null : option;
        setChosen(picked);
        onChange(picked?.id ?? null, picked);
      }}
      onInputChange={(_, text, reason) => {
        // Only typing searches; the label of a chosen value written back into the box does not.
        if (reason === 'input') setSearch(text);
        else if (reason === 'clear') setSearch('');
      }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      getOptionDisabled={(option) => option.id === MORE || refusal(option) !== null}
      groupBy={grouped ? (option) => option.group ?? UNGROUPED : undefined}
      renderGroup={(params) =>
        params.group === UNGROUPED || params.group === '\uffff' ? (
          <Fragment key={params.key}>{params.children}</Fragment>
        ) : (
          <li key={params.key}>
            <ListSubheader component="div" sx={{ lineHeight: '32px', fontWeight: 600 }}>
              {params.group}
            </ListSubheader>
            <Box component="ul" sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )
      }
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={results.isFetching}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      disabled={disabled || !canList}
      autoHighlight
      // With an empty choice of its own, nothing chosen is already that choice: no clear button.
      disableClearable={noneLabel !== undefined && value === null}
      // Names with their second line need more room than a narrow filter field.
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 320 } } }}
      renderOption={({ key, ...props }, option) =>
        option.id === MORE ? (
          <Box component="li" key={key} {...props} sx={{ fontSize: 13, fontStyle: 'italic' }}>
            {option.label}
          </Box>
        ) : option.id === NONE ? (
          <Box component="li" key={key} {...props} sx={{ fontStyle: 'italic' }}>
            {option.label}
          </Box>
        ) : (
          <Box component="li" key={key} {...props} sx={grouped ? { pl: '24px !important' } : undefined}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {option.label}
              </Typography>
              {(refusal(option) ?? option.detail) ? (
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {refusal(option) ?? option.detail}
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
