import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { type Control, useController, useFormState, useWatch } from 'react-hook-form';
import { formatDay } from '../../../core/dates';
import { DatePicker } from '../../../ui/date-picker';
import { fieldMessage } from '../../../ui/form-errors';
import { FormSection } from '../../../ui/form-section';
import { type RepeatableValues, ruleOf } from '../lib/event-form';
import { type Frequency, fromRule, type Recurrence, weekdayWords } from '../lib/recurrence';
import { nextDates, ruleWords } from '../lib/rule-words';
import { todayHere } from '../lib/when';

const UNITS: Record<Frequency, [string, string]> = {
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  YEARLY: ['year', 'years'],
};
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Props = { control: Control<RepeatableValues> };

/** The rule in words and its next dates from today (or its start), as the server will expand it. */
function usePreview(rule: string, startDate: string | null, startTime: string | null, exdates: readonly string[]) {
  return useMemo(() => {
    if (!startDate) return null;
    const from = todayHere() > startDate ? todayHere() : startDate;
    return { words: ruleWords(rule, startDate, startTime), next: nextDates(rule, startDate, startTime, from, exdates) };
  }, [rule, startDate, startTime, exdates]);
}

/**
 * A readable recurrence editor: every n days, weeks, months or years, on which days, until when; or
 * the RFC 5545 text for what the choices cannot say. The rule's messages (the schema's and the
 * server's) are on `rrule`, the request's name for what the form edits as `mode`.
 */
export function RecurrenceSection({ control }: Props) {
  const mode = useController({ control, name: 'mode' }).field;
  const [startDate, startTime, allDay, exdates] = useWatch({
    control,
    name: ['startDate', 'startTime', 'allDay', 'exdates'],
  });
  const { errors } = useFormState({ control });
  const error = fieldMessage(errors, 'rrule');
  const rule = ruleOf({ mode: mode.value, startDate }, todayHere());
  const preview = usePreview(rule, startDate, allDay ? null : startTime, exdates);
  const asChoices = mode.value.kind === 'text' && startDate ? fromRule(mode.value.text, startDate) : null;
  return (
    <FormSection
      title="Repeats"
      description="Each occurrence lasts as long as the first one. The first is the first date the rule gives from the start on."
      action={
        mode.value.kind === 'choices' ? (
          <Button size="small" onClick={() => mode.onChange({ kind: 'text', text: rule })}>
            Edit as RRULE
          </Button>
        ) : (
          <Button
            size="small"
            disabled={!asChoices}
            onClick={() => asChoices && mode.onChange({ kind: 'choices', recurrence: asChoices })}
          >
            Back to choices
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {mode.value.kind === 'choices' ? (
          <RuleChoices
            recurrence={mode.value.recurrence}
            startDate={startDate}
            onChange={(recurrence) => mode.onChange({ kind: 'choices', recurrence })}
          />
        ) : (
          <TextField
            label="RRULE"
            value={mode.value.text}
            inputRef={mode.ref}
            onChange={(e) => mode.onChange({ kind: 'text', text: e.target.value })}
            error={Boolean(error)}
            helperText={
              error ?? 'RFC 5545, without DTSTART: FREQ=MONTHLY;BYMONTHDAY=-1 is the last day of every month.'
            }
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        )}
        {mode.value.kind === 'choices' && error ? (
          <Typography variant="body2" color="error">
            {error}
          </Typography>
        ) : null}
        <Box data-testid="rule-preview">
          {preview?.words ? (
            <>
              <Typography variant="body2">
                <strong>Repeats {preview.words}</strong>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {preview.next.length
                  ? `Next: ${preview.next.map((d) => formatDay(d)).join(' · ')}`
                  : 'No date to come.'}
              </Typography>
            </>
          ) : preview ? (
            <Typography variant="body2" color="error">
              This rule cannot be read.
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </FormSection>
  );
}

/** The rule as choices: every n units, on which weekdays or which day of the month, until when. */
function RuleChoices({
  recurrence: r,
  startDate,
  onChange,
}: {
  recurrence: Recurrence;
  startDate: string | null;
  onChange: (recurrence: Recurrence) => void;
}) {
  const set = (patch: Partial<Recurrence>) => onChange({ ...r, ...patch });
  return (
    <>
      <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">Every</Typography>
        <TextField
          label="Interval"
          type="number"
          size="small"
          value={r.interval}
          onChange={(e) => set({ interval: Math.max(1, Number(e.target.value) || 1) })}
          sx={{ width: 96 }}
          slotProps={{ htmlInput: { min: 1, max: 99 } }}
        />
        <TextField
          select
          label="Unit"
          size="small"
          fullWidth={false}
          value={r.freq}
          onChange={(e) => set({ freq: e.target.value as Frequency })}
          sx={{ minWidth: 130 }}
        >
          {(Object.keys(UNITS) as Frequency[]).map((f) => (
            <MenuItem key={f} value={f}>
              {UNITS[f][r.interval === 1 ? 0 : 1]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {r.freq === 'WEEKLY' ? (
        <ToggleButtonGroup
          size="small"
          value={r.weekdays}
          onChange={(_, weekdays: number[]) => weekdays.length && set({ weekdays })}
          aria-label="On"
          sx={{ flexWrap: 'wrap' }}
        >
          {SHORT_DAYS.map((d, i) => (
            <ToggleButton key={d} value={i + 1} aria-label={d} sx={{ px: 1.5 }}>
              {d}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      {r.freq === 'MONTHLY' && startDate ? (
        <RadioGroup
          row
          value={r.monthlyBy}
          onChange={(e) => set({ monthlyBy: e.target.value as Recurrence['monthlyBy'] })}
        >
          <FormControlLabel
            value="day"
            control={<Radio size="small" />}
            label={`On day ${Number(startDate.slice(8))}`}
          />
          <FormControlLabel value="weekday" control={<Radio size="small" />} label={`On ${weekdayWords(startDate)}`} />
        </RadioGroup>
      ) : null}
      <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          label="Ends"
          size="small"
          fullWidth={false}
          value={r.ends}
          onChange={(e) => set({ ends: e.target.value as Recurrence['ends'] })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="never">Never</MenuItem>
          <MenuItem value="on">On a date</MenuItem>
          <MenuItem value="after">After a number of times</MenuItem>
        </TextField>
        {r.ends === 'on' ? (
          <DatePicker label="Last date" value={r.until} minDate={startDate} onChange={(until) => set({ until })} />
        ) : null}
        {r.ends === 'after' ? (
          <TextField
            label="Times"
            type="number"
            size="small"
            value={r.count}
            onChange={(e) => set({ count: Math.max(1, Number(e.target.value) || 1) })}
            sx={{ width: 110 }}
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          />
        ) : null}
      </Stack>
    </>
  );
}

/** The dates the rule gives that are left out: holidays, weeks when it does not take place. */
export function ExdatesSection({ control }: Props) {
  const exdates = useController({ control, name: 'exdates' }).field;
  const startDate = useWatch({ control, name: 'startDate' });
  const { errors } = useFormState({ control });
  const error = fieldMessage(errors, 'exdates');
  const [skipDay, setSkipDay] = useState<string | null>(null);
  return (
    <FormSection title="Dates left out" description="Holidays or weeks when it does not take place.">
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {exdates.value.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              None.
            </Typography>
          ) : null}
          {exdates.value.map((d) => (
            <Chip
              key={d}
              label={formatDay(d)}
              onDelete={() => exdates.onChange(exdates.value.filter((x) => x !== d))}
              deleteIcon={<CloseOutlined aria-label={`Keep ${d}`} />}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <DatePicker label="Leave out" value={skipDay} minDate={startDate} onChange={setSkipDay} />
          <Button
            disabled={!skipDay || exdates.value.includes(skipDay)}
            onClick={() => {
              if (skipDay) exdates.onChange([...exdates.value, skipDay].sort());
              setSkipDay(null);
            }}
          >
            Add
          </Button>
        </Stack>
        {error ? (
          <Typography variant="body2" color="error">
            {error}
          </Typography>
        ) : null}
      </Stack>
    </FormSection>
  );
}
