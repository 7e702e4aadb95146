// The product's date picker and date-range picker (docs/architecture.md "Dates"): MUI X Date
// Pickers with Day.js, loaded on demand, the first time one is shown. Values are days `YYYY-MM-DD`,
// as they travel in URLs and calls (spec §7, §9); null is "no date".
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, type ReactNode, Suspense } from 'react';
import { withTimeout } from '../core/lazy';

export interface DatePickerProps {
  label: string;
  /** The day shown, `YYYY-MM-DD`, or null. */
  value: string | null;
  /** A whole, valid day, or null when cleared; nothing while a date is half typed or out of range. */
  onChange: (value: string | null) => void;
  /** The earliest and latest days that may be picked, `YYYY-MM-DD`. */
  minDate?: string | null;
  maxDate?: string | null;
  disabled?: boolean;
  /** The field's width: pixels (200 by default: the date, the clear and the calendar buttons), or '100%' of its box. */
  width?: number | string;
  helperText?: ReactNode;
  /** The day is refused (a form's message is in `helperText`): the box shows it in the error colour. */
  error?: boolean;
}

/** From and To, both days (`YYYY-MM-DD`) or null; `to` is the last day included. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  labels?: { from: string; to: string };
  minDate?: string | null;
  maxDate?: string | null;
  disabled?: boolean;
  width?: number;
}

const loadPickers = () => withTimeout(() => import('./date-picker-mui'));
const LazyDatePicker = lazy(() => loadPickers().then((m) => ({ default: m.DatePickerField })));
const LazyDateRangePicker = lazy(() => loadPickers().then((m) => ({ default: m.DateRangePickerField })));

/** What stands in the picker's place while its code loads: the same box, with the same day, disabled. */
function PickerPlaceholder({
  label,
  value,
  width = 200,
}: {
  label: string;
  value: string | null;
  width?: number | string | undefined;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value ?? ''}
      placeholder="YYYY-MM-DD"
      disabled
      sx={{ width }}
      slotProps={{
        inputLabel: { shrink: value ? true : undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CalendarMonthOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** One day: type it (`YYYY-MM-DD`) or pick it from the calendar; the ✕ clears it. */
export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<PickerPlaceholder label={props.label} value={props.value} width={props.width} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

/** A range of days as two linked pickers, "From" and "To" (inclusive): the free MUI X has no range picker. */
export function DateRangePicker(props: DateRangePickerProps) {
  const labels = props.labels ?? { from: 'From', to: 'To' };
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <PickerPlaceholder label={labels.from} value={props.value.from} width={props.width} />
          <PickerPlaceholder label={labels.to} value={props.value.to} width={props.width} />
        </Box>
      }
    >
      <LazyDateRangePicker {...props} />
    </Suspense>
  );
}
