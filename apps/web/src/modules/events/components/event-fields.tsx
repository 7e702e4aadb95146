import { type CalendarEvent, daysBetween, type EventBody } from '@backoffice/contract/modules/events';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ColorField } from '../../../ui/color-field';
import { DatePicker } from '../../../ui/date-picker';
import { FormSection } from '../../../ui/form-section';

/** What the event forms edit; the capacity is text while typed ('' is no limit). */
export interface EventValues {
  title: string;
  description: string;
  location: string;
  color: string;
  allDay: boolean;
  startDate: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
  signUp: boolean;
  capacity: string;
}

export const EVENT_FIELDS = [
  'title',
  'description',
  'location',
  'color',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'signUp',
  'capacity',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export type FieldErrors<F extends string> = Partial<Record<F, string[]>>;

export const emptyEvent = (date: string): EventValues => ({
  title: '',
  description: '',
  location: '',
  color: '#1565c0',
  allDay: false,
  startDate: date,
  startTime: '10:00',
  endDate: date,
  endTime: '11:00',
  signUp: true,
  capacity: '',
});

export function eventValues(e: CalendarEvent): EventValues {
  return {
    title: e.title,
    description: e.description,
    location: e.location,
    color: e.color,
    allDay: e.allDay,
    startDate: e.startDate,
    startTime: e.startTime ?? '10:00',
    endDate: e.endDate,
    endTime: e.endTime ?? '11:00',
    signUp: e.signUp,
    capacity: e.capacity === null ? '' : String(e.capacity),
  };
}

/** The body the contract takes (its rules, and the server's, say what is wrong with it). */
export function eventBody(v: EventValues): EventBody {
  return {
    title: v.title,
    description: v.description,
    location: v.location,
    color: v.color,
    startDate: v.startDate ?? '',
    startTime: v.allDay ? null : v.startTime,
    endDate: v.endDate ?? '',
    endTime: v.allDay ? null : v.endTime,
    signUp: v.signUp,
    capacity: v.capacity.trim() === '' ? null : Number(v.capacity),
  };
}

const help = (errors: FieldErrors<EventField>, field: EventField, otherwise?: string) =>
  errors[field]?.join('; ') ?? otherwise;

/** The fields of a normal or repeatable event: what, when (the first time, for a repeatable one), who may come. */
export function EventFields({
  values,
  onChange,
  errors,
  whenTitle = 'When',
}: {
  values: EventValues;
  onChange: (values: EventValues) => void;
  errors: FieldErrors<EventField>;
  whenTitle?: string;
}) {
  const set = (patch: Partial<EventValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <FormSection title="Event" description="What it is and where; people see this on the calendar.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 120px' } }}>
          <TextField
            label="Title"
            required
            autoFocus
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
            error={Boolean(errors.title)}
            helperText={help(errors, 'title')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <ColorField value={values.color} onChange={(color) => set({ color })} />
          <TextField
            label="Place"
            value={values.location}
            onChange={(e) => set({ location: e.target.value })}
            error={Boolean(errors.location)}
            helperText={help(errors, 'location', 'A room, an address or a call link.')}
            sx={{ gridColumn: '1 / -1' }}
          />
          <TextField
            label="Description"
            multiline
            minRows={3}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
            error={Boolean(errors.description)}
            helperText={help(errors, 'description')}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
      </FormSection>
      <FormSection title={whenTitle} description="Times are the company’s clock.">
        <FormControlLabel
          control={<Switch checked={values.allDay} onChange={(e) => set({ allDay: e.target.checked })} />}
          label="All day"
          sx={{ mb: 1 }}
        />
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 140px' }, alignItems: 'start' }}
        >
          <DatePicker
            label="Starts"
            value={values.startDate}
            onChange={(startDate) =>
              // Moving the start moves the end with it, keeping the length.
              set({
                startDate,
                endDate:
                  startDate && values.startDate && values.endDate && values.endDate >= values.startDate
                    ? addDays(startDate, daysBetween(values.startDate, values.endDate))
                    : startDate,
              })
            }
            helperText={help(errors, 'startDate')}
          />
          {values.allDay ? (
            <span />
          ) : (
            <TextField
              label="Start time"
              type="time"
              size="small"
              value={values.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
              error={Boolean(errors.startTime)}
              helperText={help(errors, 'startTime')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <DatePicker
            label="Ends"
            value={values.endDate}
            minDate={values.startDate}
            onChange={(endDate) => set({ endDate })}
            helperText={help(errors, 'endDate')}
          />
          {values.allDay ? null : (
            <TextField
              label="End time"
              type="time"
              size="small"
              value={values.endTime}
              onChange={(e) => set({ endTime: e.target.value })}
              error={Boolean(errors.endTime)}
              helperText={help(errors, 'endTime')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Box>
      </FormSection>
      <FormSection title="Attendants" description="Who may sign up, and how many places there are.">
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={values.signUp} onChange={(e) => set({ signUp: e.target.checked })} />}
            label="People may sign themselves up"
          />
          <TextField
            label="Places"
            type="number"
            size="small"
            value={values.capacity}
            onChange={(e) => set({ capacity: e.target.value })}
            error={Boolean(errors.capacity)}
            helperText={help(errors, 'capacity', 'Empty: no limit.')}
            sx={{ width: 160 }}
            slotProps={{ htmlInput: { min: 1, max: 10000 } }}
          />
        </Box>
      </FormSection>
    </>
  );
}
