import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Last year, this year or next (balances are kept per calendar year). */
export function YearSelect({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const thisYear = new Date().getFullYear();
  return (
    <TextField
      select
      size="small"
      label="Year"
      fullWidth={false}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 120 }}
    >
      {[thisYear - 1, thisYear, thisYear + 1].map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}
