import { daysBetween } from '@backoffice/contract/modules/events';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Control, Controller, useController, useFormState, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ColorField } from '../../../ui/color-field';
import { DatePicker } from '../../../ui/date-picker';
import { FormSection } from '../../../ui/form-section';
import { FormSwitch } from '../../../ui/form-switch';
import { FormNumberField, FormTextField, FormTimeField } from '../../../ui/form-text-field';
import type { EventValues } from '../lib/event-form';
import { eventsPaths } from '../paths';

type Props = { control: Control<EventValues> };

/** What the event is and where: what people see on the calendar. */
export function EventSection({ control, autoFocus }: Props & { autoFocus: boolean }) {
  return (
    <FormSection title="Event" description="What it is and where; people see this on the calendar.">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 120px' } }}>
        <FormTextField
          control={control}
          name="title"
          label="Title"
          required
          autoFocus={autoFocus}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <Controller
          name="color"
          control={control}
          render={({ field, fieldState }) => (
            <ColorField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <FormTextField
          control={control}
          name="location"
          label="Place"
          helperText="A room, an address or a call link."
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
    </FormSection>
  );
}

/**
 * When it takes place (the first time, for a repeatable event): moving the start moves the end
 * with it, keeping the length; `onStart` hears of a new start day too.
 */
export function WhenSection({
  control,
  title = 'When',
  onStart,
}: Props & { title?: string; onStart?: (startDate: string | null) => void }) {
  const { errors } = useFormState({ control });
  const allDay = useWatch({ control, name: 'allDay' });
  const start = useController({ control, name: 'startDate' }).field;
  const end = useController({ control, name: 'endDate' }).field;
  const moveStart = (startDate: string | null) => {
    const length = start.value && end.value && end.value >= start.value ? daysBetween(start.value, end.value) : 0;
    start.onChange(startDate);
    end.onChange(startDate ? addDays(startDate, length) : startDate);
    onStart?.(startDate);
  };
  return (
    <FormSection title={title} description="Times are the company’s clock.">
      <FormSwitch control={control} name="allDay" label="All day" sx={{ mb: 1 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 140px' }, alignItems: 'start' }}>
        <DatePicker
          label="Starts"
          value={start.value}
          onChange={moveStart}
          error={Boolean(errors.startDate)}
          helperText={errors.startDate?.message}
        />
        {allDay ? <span /> : <FormTimeField control={control} name="startTime" label="Start time" size="small" />}
        <DatePicker
          label="Ends"
          value={end.value}
          minDate={start.value}
          onChange={end.onChange}
          error={Boolean(errors.endDate)}
          helperText={errors.endDate?.message}
        />
        {allDay ? null : <FormTimeField control={control} name="endTime" label="End time" size="small" />}
      </Box>
    </FormSection>
  );
}

/** Who may sign up, and how many places there are. */
export function AttendantsSection({ control }: Props) {
  return (
    <FormSection title="Attendants" description="Who may sign up, and how many places there are.">
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormSwitch control={control} name="signUp" label="People may sign themselves up" />
        <FormNumberField
          control={control}
          name="capacity"
          label="Places"
          size="small"
          helperText="Empty: no limit."
          sx={{ width: 160 }}
          slotProps={{ htmlInput: { min: 1, max: 10000 } }}
        />
      </Box>
    </FormSection>
  );
}

/** An event's header buttons on its form: its attendants, and cancelling it (asked first). */
export function EventActions({ eventId, onCancel }: { eventId: number; onCancel: () => void }) {
  return (
    <>
      <Button component={RouterLink} to={eventsPaths.attendants(eventId)} startIcon={<GroupOutlined />}>
        Attendants
      </Button>
      <Button color="error" onClick={onCancel}>
        Cancel event
      </Button>
    </>
  );
}
