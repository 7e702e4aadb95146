import TextField from '@mui/material/TextField';

/** A colour (`#rrggbb`) with the browser's colour picker, labelled "Colour". */
export function ColorField({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  return (
    <TextField
      label="Colour"
      type="color"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
