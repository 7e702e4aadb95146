import TextField from '@mui/material/TextField';

/** A colour (`#rrggbb`) with the browser's colour picker, labelled "Colour". */
export function ColorField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (color: string) => void;
  /** The field's message (the server's or the schema's). */
  error?: string;
}) {
  return (
    <TextField
      label="Colour"
      type="color"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
