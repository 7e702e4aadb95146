import { type CalendarEvent, eventBody } from '@backoffice/contract/modules/events';
import { Navigate, useNavigate, useParams } from 'react-router';
import { flashState } from '../../../ui/flash';
import { FormRoute } from '../../../ui/form-route';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateEvent } from '../api/create-event';
import { useDeleteEvent } from '../api/delete-event';
import { eventQuery } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { EventFormPage } from '../components/event-form-page';
import { AttendantsSection, EventSection, WhenSection } from '../components/event-sections';
import { EVENT_FIELDS, type EventValues, eventBodyOf, eventValues } from '../lib/event-form';
import { todayHere } from '../lib/when';
import { eventsPaths } from '../paths';

const BACK = { to: eventsPaths.manage(), label: 'Manage events' };

/** A new event (spec §2 /calendar/events/event) or one to change (/calendar/events/event/{eventId}). */
export default function EventPage() {
  const { eventId } = useParams();
  return (
    <FormRoute id={eventId} back={BACK} noSuch="There is no such event." query={eventQuery} sections={3}>
      {(event) =>
        // A repeatable event has its own form.
        event?.kind === 'repeatable' ? (
          <Navigate to={eventsPaths.repeatable(event.id)} replace />
        ) : (
          <EventForm key={event?.id ?? 'new'} event={event} />
        )
      }
    </FormRoute>
  );
}

function EventForm({ event }: { event: CalendarEvent | undefined }) {
  const navigate = useNavigate();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const record = useRecordForm<EventValues, CalendarEvent>({
    schema: eventBody,
    prepare: eventBodyOf,
    defaultValues: eventValues(event, todayHere()),
    fields: EVENT_FIELDS,
    submit: (values) =>
      event
        ? update.mutateAsync({ params: { id: event.id }, body: eventBodyOf(values) })
        : create.mutateAsync({ body: eventBodyOf(values) }),
    onSaved: (saved) =>
      navigate(BACK.to, {
        state: flashState({ severity: 'success', title: event ? 'Event saved' : 'Event created', body: saved.title }),
      }),
  });
  const { control } = record.form;
  return (
    <EventFormPage
      event={event}
      back={BACK}
      record={{ ...record, dirty: record.form.formState.isDirty }}
      kind="event"
      remove={remove}
    >
      <EventSection control={control} autoFocus={!event} />
      <WhenSection control={control} />
      <AttendantsSection control={control} />
    </EventFormPage>
  );
}
