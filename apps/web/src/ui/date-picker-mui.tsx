// The one place that uses MUI X Date Pickers and Day.js. It is loaded on demand by `date-picker.tsx`
// (React.lazy), so neither the sign-in screen nor home ever loads it (docs/architecture.md "Dates").
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import type { DatePickerProps, DateRangePickerProps } from './date-picker';

/** The display and typing format: the wire's (spec §7, §9), so the box, the URL and the API agree. */
const DAY_FORMAT = 'YYYY-MM-DD';

const toDayjs = (day: string | null | undefined): Dayjs | null => (day ? dayjs(day) : null);

/**
 * One day, as `YYYY-MM-DD` in and out. While a date is being typed (or is out of range) the box
 * keeps it and `onChange` waits: only a whole, valid day or a cleared box (null) is reported, once.
 */
function DayPicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  disabled,
  width = 200,
  helperText,
  error: refused,
}: DatePickerProps) {
  const [draft, setDraft] = useState<Dayjs | null>(() => toDayjs(value));
  const [error, setError] = useState<DateValidationError>(null);
  // What the box holds now and what was last reported, read by callbacks of the same change.
  const current = useRef(draft);
  const reported = useRef(value);

  // A new value from outside (the URL, a "Clear filters" button): show it.
  useEffect(() => {
    reported.current = value;
    const shown = current.current?.isValid() ? current.current.format(DAY_FORMAT) : null;
    if (shown !== value) {
      current.current = toDayjs(value);
      setDraft(current.current);
    }
  }, [value]);

  const report = (next: Dayjs | null) => {
    if (next !== null && !next.isValid()) return;
    const day = next === null ? null : next.format(DAY_FORMAT);
    if (day === reported.current) return;
    reported.current = day;
    onChange(day);
  };

  return (
    <MuiDatePicker
      label={label}
      value={draft}
      format={DAY_FORMAT}
      minDate={toDayjs(minDate) ?? undefined}
      maxDate={toDayjs(maxDate) ?? undefined}
      disabled={disabled}
      onChange={(next, context) => {
        current.current = next;
        setDraft(next);
        if (next === null || context.validationError === null) report(next);
      }}
      // A day kept back as out of range becomes valid when the other end of a range moves.
      onError={(next) => {
        setError(next);
        if (next === null) report(current.current);
      }}
      slotProps={{
        field: { clearable: true },
        textField: {
          size: 'small',
          sx: { width },
          ...(refused ? { error: true } : {}),
          helperText: error === 'minDate' || error === 'maxDate' ? outOfRange(minDate, maxDate) : helperText,
        },
      }}
    />
  );
}

function outOfRange(minDate?: string | null, maxDate?: string | null): string {
  if (minDate && maxDate) return `From ${minDate} to ${maxDate}`;
  if (minDate) return `On or after ${minDate}`;
  if (maxDate) return `On or before ${maxDate}`;
  return 'Not a date';
}

export function DatePickerField(props: DatePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <DayPicker {...props} />
    </LocalizationProvider>
  );
}

/** Two linked days: "To" cannot be before "From", nor "From" after "To". */
export function DateRangePickerField({
  value,
  onChange,
  labels = { from: 'From', to: 'To' },
  minDate,
  maxDate,
  disabled,
  width,
}: DateRangePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      {/* "To" goes under "From" where the two do not fit side by side (a phone). */}
      <Box
        role="group"
        aria-label={`${labels.from} – ${labels.to}`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        <DayPicker
          label={labels.from}
          value={value.from}
          minDate={minDate}
          maxDate={value.to ?? maxDate}
          disabled={disabled}
          width={width}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DayPicker
          label={labels.to}
          value={value.to}
          minDate={value.from ?? minDate}
          maxDate={maxDate}
          disabled={disabled}
          width={width}
          onChange={(to) => onChange({ ...value, to })}
        />
      </Box>
    </LocalizationProvider>
  );
}
