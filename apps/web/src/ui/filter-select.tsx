import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A list filter: "All" (or `allLabel`) or one of the options, kept in the URL by the caller. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  render,
  onChange,
  allLabel = 'All',
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  render: (value: T) => string;
  onChange: (value: T | undefined) => void;
  /** The choice that filters nothing. */
  allLabel?: string;
}) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      fullWidth={false}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {render(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
