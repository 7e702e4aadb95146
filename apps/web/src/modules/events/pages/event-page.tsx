import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormPage } from '../../../ui/form-page';
import { useServerErrors } from '../../../ui/use-server-errors';
import { useCreateEvent } from '../api/create-event';
import { useDeleteEvent } from '../api/delete-event';
import { useEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { DeleteDialog } from '../components/delete-dialog';
import {
  EVENT_FIELDS,
  EventFields,
  type EventValues,
  emptyEvent,
  eventBody,
  eventValues,
} from '../components/event-fields';
import { todayHere } from '../lib/when';
import { eventsPaths } from '../paths';

/** A new event (spec §2 /calendar/events/event) or one to change (/calendar/events/event/{eventId}). */
export default function EventPage() {
  const id = Number(useParams().eventId) || null;
  const navigate = useNavigate();
  const event = useEvent({ params: { id: id ?? 0 } }, { enabled: id !== null });
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const server = useServerErrors(EVENT_FIELDS);
  const [values, setValues] = useState<EventValues | null>(id === null ? emptyEvent(todayHere()) : null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (event.data && values === null) setValues(eventValues(event.data));
  }, [event.data, values]);
  const back = { to: eventsPaths.manage(), label: 'Manage events' };

  // A repeatable event has its own form.
  if (id !== null && event.data?.kind === 'repeatable') return <Navigate to={eventsPaths.repeatable(id)} replace />;
  if (!values) {
    return (
      <>
        <ErrorAlert error={event.error} />
        {event.isPending ? <Skeleton variant="rounded" height={480} sx={{ maxWidth: 920 }} /> : null}
      </>
    );
  }
  const pending = create.isPending || update.isPending;
  return (
    <>
      <FormPage
        title={id === null ? 'New event' : (event.data?.title ?? 'Event')}
        subtitle={
          id === null
            ? 'Once saved it shows on everyone’s calendar; people sign up from there.'
            : `${event.data?.attendantCount ?? 0} signed up. Attendants are told when the date, time, place or title change.`
        }
        back={back}
        error={server.general}
        pending={pending}
        submitLabel={id === null ? 'Create event' : 'Save'}
        actions={
          id !== null ? (
            <>
              <Button component={RouterLink} to={eventsPaths.attendants(id)} startIcon={<GroupOutlined />}>
                Attendants
              </Button>
              <Button color="error" onClick={() => setConfirming(true)}>
                Cancel event
              </Button>
            </>
          ) : null
        }
        onSubmit={(e) => {
          e.preventDefault();
          server.clear();
          const body = eventBody(values);
          if (id === null) {
            create.mutate(
              { body },
              {
                onSuccess: (made) => {
                  notify({ level: 'success', title: 'Event created', body: made.title });
                  navigate(eventsPaths.manage());
                },
                onError: server.show,
              },
            );
          } else {
            update.mutate(
              { params: { id }, body },
              { onSuccess: () => notify({ level: 'success', title: 'Event saved' }), onError: server.show },
            );
          }
        }}
      >
        <EventFields values={values} onChange={setValues} errors={server.errors} />
      </FormPage>
      <DeleteDialog
        open={confirming}
        title="Cancel this event?"
        confirmLabel="Cancel the event"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        remove={(callbacks) => remove.mutate({ params: { id: id! } }, callbacks)}
        done="Event cancelled"
        then={eventsPaths.manage()}
      >
        It is removed with its attendants and attendance; everyone signed up is told.
      </DeleteDialog>
    </>
  );
}
