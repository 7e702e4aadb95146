import type { CalendarEvent } from '@backoffice/contract/modules/events';
import { type ReactNode, useState } from 'react';
import { FormPage } from '../../../ui/form-page';
import type { RecordForm } from '../../../ui/record-form';
import { DeleteDialog } from './delete-dialog';
import { EventActions } from './event-sections';

interface EventFormPageProps {
  /** The event being changed, or undefined for a new one. */
  event: CalendarEvent | undefined;
  back: { to: string; label: string };
  record: Pick<RecordForm<never>, 'onSubmit' | 'formError' | 'setFormError' | 'pending'> & { dirty: boolean };
  kind: keyof typeof TEXTS;
  /** The delete mutation. */
  remove: {
    isPending: boolean;
    mutate: (
      input: { params: { id: number } },
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
  };
  children: ReactNode;
}

/** What each kind of event's page says. */
const TEXTS = {
  event: {
    newTitle: 'New event',
    newSubtitle: 'Once saved it shows on everyone’s calendar; people sign up from there.',
    editSubtitle: 'Attendants are told when the date, time, place or title change.',
    createLabel: 'Create event',
    cancelTitle: 'Cancel this event?',
    cancelLabel: 'Cancel the event',
    cancelBody: 'It is removed with its attendants and attendance; everyone signed up is told.',
  },
  repeatable: {
    newTitle: 'New repeatable event',
    newSubtitle: 'A meeting or a training that comes back: people sign up once for all its dates.',
    editSubtitle: 'Attendants are told when the rule, time, place or title change.',
    createLabel: 'Create repeatable event',
    cancelTitle: 'Cancel this repeatable event?',
    cancelLabel: 'Cancel every date',
    cancelBody:
      'Every date goes, with its attendants and attendance; everyone signed up is told. To drop one date, leave it out instead.',
  },
} as const;

/** The page of an event's form, one-off or repeatable: its sections, Save, and Cancel the event (asked first). */
export function EventFormPage({ event, back, record, kind, remove, children }: EventFormPageProps) {
  const texts = TEXTS[kind];
  const [confirming, setConfirming] = useState(false);
  return (
    <FormPage
      title={event ? event.title : texts.newTitle}
      subtitle={event ? `${event.attendantCount} signed up. ${texts.editSubtitle}` : texts.newSubtitle}
      back={back}
      onSubmit={record.onSubmit}
      error={record.formError}
      pending={record.pending}
      submitLabel={event ? 'Save' : texts.createLabel}
      submitDisabled={event !== undefined && !record.dirty}
      actions={event ? <EventActions eventId={event.id} onCancel={() => setConfirming(true)} /> : null}
    >
      {children}
      {event ? (
        <DeleteDialog
          open={confirming}
          title={texts.cancelTitle}
          confirmLabel={texts.cancelLabel}
          pending={remove.isPending}
          onClose={() => setConfirming(false)}
          remove={(callbacks) => remove.mutate({ params: { id: event.id } }, callbacks)}
          done={`“${event.title}” cancelled`}
          then={back.to}
          onFailed={record.setFormError}
        >
          {texts.cancelBody}
        </DeleteDialog>
      ) : null}
    </FormPage>
  );
}
