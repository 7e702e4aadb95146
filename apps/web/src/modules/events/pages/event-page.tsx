import { type CalendarEvent, eventBody } from '@backoffice/contract/modules/events';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateEvent } from '../api/create-event';
import { useDeleteEvent } from '../api/delete-event';
import { eventQuery } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { DeleteDialog } from '../components/delete-dialog';
import { AttendantsSection, EventActions, EventSection, WhenSection } from '../components/event-sections';
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
  const [confirming, setConfirming] = useState(false);
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<EventValues, CalendarEvent>({
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
  return (
    <FormPage
      title={event ? event.title : 'New event'}
      subtitle={
        event
          ? `${event.attendantCount} signed up. Attendants are told when the date, time, place or title change.`
          : 'Once saved it shows on everyone’s calendar; people sign up from there.'
      }
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel={event ? 'Save' : 'Create event'}
      submitDisabled={event !== undefined && !form.formState.isDirty}
      actions={event ? <EventActions eventId={event.id} onCancel={() => setConfirming(true)} /> : null}
    >
      <EventSection control={form.control} autoFocus={!event} />
      <WhenSection control={form.control} />
      <AttendantsSection control={form.control} />
      {event ? (
        <DeleteDialog
          open={confirming}
          title="Cancel this event?"
          confirmLabel="Cancel the event"
          pending={remove.isPending}
          onClose={() => setConfirming(false)}
          remove={(callbacks) => remove.mutate({ params: { id: event.id } }, callbacks)}
          done={`“${event.title}” cancelled`}
          then={BACK.to}
          onFailed={setFormError}
        >
          It is removed with its attendants and attendance; everyone signed up is told.
        </DeleteDialog>
      ) : null}
    </FormPage>
  );
}
