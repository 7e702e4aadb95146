import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormPage } from '../../../ui/form-page';
import { useServerErrors } from '../../../ui/use-server-errors';
import { useCreateRepeatableEvent } from '../api/create-repeatable-event';
import { useDeleteRepeatableEvent } from '../api/delete-repeatable-event';
import { useRepeatableEvent } from '../api/get-repeatable-event';
import { useUpdateRepeatableEvent } from '../api/update-repeatable-event';
import { DeleteDialog } from '../components/delete-dialog';
import {
  EVENT_FIELDS,
  EventFields,
  type EventValues,
  emptyEvent,
  eventBody,
  eventValues,
} from '../components/event-fields';
import { RecurrenceSection, type RuleMode } from '../components/recurrence-section';
import { defaultRecurrence, fromRule, toRule } from '../lib/recurrence';
import { todayHere } from '../lib/when';
import { eventsPaths } from '../paths';

const FIELDS = [...EVENT_FIELDS, 'rrule', 'exdates'] as const;

/** A new repeatable event (spec §2 /calendar/events/repeatable-event) or one to change (/{eventId}). */
export default function RepeatableEventPage() {
  const id = Number(useParams().eventId) || null;
  const navigate = useNavigate();
  const event = useRepeatableEvent({ params: { id: id ?? 0 } }, { enabled: id !== null });
  const create = useCreateRepeatableEvent();
  const update = useUpdateRepeatableEvent();
  const remove = useDeleteRepeatableEvent();
  const server = useServerErrors(FIELDS);
  const [values, setValues] = useState<EventValues | null>(id === null ? emptyEvent(todayHere()) : null);
  const [mode, setMode] = useState<RuleMode | null>(
    id === null ? { kind: 'choices', recurrence: defaultRecurrence(todayHere()) } : null,
  );
  const [exdates, setExdates] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!event.data || values !== null) return;
    setValues(eventValues(event.data));
    const choices = fromRule(event.data.rrule ?? '', event.data.startDate);
    setMode(choices ? { kind: 'choices', recurrence: choices } : { kind: 'text', text: event.data.rrule ?? '' });
    setExdates(event.data.exdates);
  }, [event.data, values]);

  if (!values || !mode) {
    return (
      <>
        <ErrorAlert error={event.error} />
        {event.isPending ? <Skeleton variant="rounded" height={480} sx={{ maxWidth: 920 }} /> : null}
      </>
    );
  }
  const start = values.startDate ?? todayHere();
  const rule = mode.kind === 'choices' ? toRule(mode.recurrence, start) : mode.text;
  // A new weekly event starts on the weekday it repeats on, unless the days were chosen by hand.
  const changeValues = (next: EventValues) => {
    if (
      id === null &&
      mode.kind === 'choices' &&
      next.startDate &&
      next.startDate !== values.startDate &&
      mode.recurrence.weekdays.length === 1
    ) {
      setMode({
        kind: 'choices',
        recurrence: { ...mode.recurrence, weekdays: defaultRecurrence(next.startDate).weekdays },
      });
    }
    setValues(next);
  };
  return (
    <>
      <FormPage
        title={id === null ? 'New repeatable event' : (event.data?.title ?? 'Repeatable event')}
        subtitle={
          id === null
            ? 'A meeting or a training that comes back: people sign up once for all its dates.'
            : `${event.data?.attendantCount ?? 0} signed up. Attendants are told when the rule, time, place or title change.`
        }
        back={{ to: eventsPaths.manage('repeatable'), label: 'Manage events' }}
        error={server.general}
        pending={create.isPending || update.isPending}
        submitLabel={id === null ? 'Create repeatable event' : 'Save'}
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
          const body = { ...eventBody(values), rrule: rule, exdates };
          if (id === null) {
            create.mutate(
              { body },
              {
                onSuccess: (made) => {
                  notify({ level: 'success', title: 'Repeatable event created', body: made.title });
                  navigate(eventsPaths.manage('repeatable'));
                },
                onError: server.show,
              },
            );
          } else {
            update.mutate(
              { params: { id }, body },
              { onSuccess: () => notify({ level: 'success', title: 'Repeatable event saved' }), onError: server.show },
            );
          }
        }}
      >
        <EventFields values={values} onChange={changeValues} errors={server.errors} whenTitle="First time" />
        <RecurrenceSection
          mode={mode}
          onMode={setMode}
          rule={rule}
          startDate={values.startDate}
          startTime={values.allDay ? null : values.startTime}
          exdates={exdates}
          onExdates={setExdates}
          errors={server.errors}
        />
      </FormPage>
      <DeleteDialog
        open={confirming}
        title="Cancel this repeatable event?"
        confirmLabel="Cancel every date"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        remove={(callbacks) => remove.mutate({ params: { id: id! } }, callbacks)}
        done="Repeatable event cancelled"
        then={eventsPaths.manage('repeatable')}
      >
        Every date goes, with its attendants and attendance; everyone signed up is told. To drop one date, leave it out
        instead.
      </DeleteDialog>
    </>
  );
}
