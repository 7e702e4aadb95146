import { type CalendarEvent, repeatableEventBody } from '@backoffice/contract/modules/events';
import type { Control, Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { flashState } from '../../../ui/flash';
import { FormRoute } from '../../../ui/form-route';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateRepeatableEvent } from '../api/create-repeatable-event';
import { useDeleteRepeatableEvent } from '../api/delete-repeatable-event';
import { repeatableEventQuery } from '../api/get-repeatable-event';
import { useUpdateRepeatableEvent } from '../api/update-repeatable-event';
import { EventFormPage } from '../components/event-form-page';
import { AttendantsSection, EventSection, WhenSection } from '../components/event-sections';
import { ExdatesSection, RecurrenceSection } from '../components/recurrence-section';
import {
  EVENT_FIELDS,
  type EventValues,
  type RepeatableValues,
  repeatableBodyOf,
  repeatableValues,
} from '../lib/event-form';
import { defaultRecurrence } from '../lib/recurrence';
import { todayHere } from '../lib/when';
import { eventsPaths } from '../paths';

const BACK = { to: eventsPaths.manage('repeatable'), label: 'Manage events' };
// The rule's messages name `rrule`, which the form edits as `mode` (RecurrenceSection reads them there).
const FIELDS = [...EVENT_FIELDS, 'rrule', 'exdates'] as Path<RepeatableValues>[];

/** A new repeatable event (spec §2 /calendar/events/repeatable-event) or one to change (/{eventId}). */
export default function RepeatableEventPage() {
  const { eventId } = useParams();
  return (
    <FormRoute id={eventId} back={BACK} noSuch="There is no such event." query={repeatableEventQuery} sections={5}>
      {(event) => <RepeatableForm key={event?.id ?? 'new'} event={event} />}
    </FormRoute>
  );
}

function RepeatableForm({ event }: { event: CalendarEvent | undefined }) {
  const navigate = useNavigate();
  const create = useCreateRepeatableEvent();
  const update = useUpdateRepeatableEvent();
  const remove = useDeleteRepeatableEvent();
  const today = todayHere();
  const body = (values: RepeatableValues) => repeatableBodyOf(values, today);
  const record = useRecordForm<RepeatableValues, CalendarEvent>({
    schema: repeatableEventBody,
    prepare: body,
    defaultValues: repeatableValues(event, today),
    fields: FIELDS,
    submit: (values) =>
      event
        ? update.mutateAsync({ params: { id: event.id }, body: body(values) })
        : create.mutateAsync({ body: body(values) }),
    onSaved: (saved) =>
      navigate(BACK.to, {
        state: flashState({
          severity: 'success',
          title: event ? 'Repeatable event saved' : 'Repeatable event created',
          body: saved.title,
        }),
      }),
  });
  const { form } = record;
  // A new weekly event starts on the weekday it repeats on, unless the days were chosen by hand.
  const followStart = (startDate: string | null) => {
    const mode = form.getValues('mode');
    if (event || !startDate || mode.kind !== 'choices' || mode.recurrence.weekdays.length !== 1) return;
    const { weekdays } = defaultRecurrence(startDate);
    form.setValue('mode', { kind: 'choices', recurrence: { ...mode.recurrence, weekdays } }, { shouldDirty: true });
  };
  // The event's sections edit the event part of these values.
  const eventControl = form.control as unknown as Control<EventValues>;
  return (
    <EventFormPage
      event={event}
      back={BACK}
      record={{ ...record, dirty: form.formState.isDirty }}
      kind="repeatable"
      remove={remove}
    >
      <EventSection control={eventControl} autoFocus={!event} />
      <WhenSection control={eventControl} title="First time" onStart={followStart} />
      <AttendantsSection control={eventControl} />
      <RecurrenceSection control={form.control} />
      <ExdatesSection control={form.control} />
    </EventFormPage>
  );
}
