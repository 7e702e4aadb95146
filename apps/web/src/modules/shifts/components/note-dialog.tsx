import { createNote, type ShiftNote } from '@backoffice/contract/modules/shifts';
import { FormDateField } from '../../../ui/form-date-field';
import { FormDialog } from '../../../ui/form-dialog';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateNote } from '../api/create-note';

interface NoteValues {
  date: string | null;
  text: string;
}

/** A note on a day, for the team on show (or every team, for a manager of all). */
export function NoteDialog({ date, teamId, onClose }: { date: string; teamId: number | null; onClose: () => void }) {
  const create = useCreateNote();
  const body = (v: NoteValues) => ({ date: v.date ?? '', teamId, text: v.text });
  const { form, onSubmit, formError, pending } = useRecordForm<NoteValues, ShiftNote>({
    schema: createNote.body!,
    prepare: body,
    defaultValues: { date, text: '' },
    submit: (values) => create.mutateAsync({ body: body(values) }),
    onSaved: onClose,
  });
  return (
    <FormDialog
      open
      title="New note"
      submitLabel="Add note"
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormDateField control={form.control} name="date" label="Day" />
      <FormTextField
        control={form.control}
        name="text"
        label="Note"
        autoFocus
        multiline
        minRows={2}
        helperText={teamId === null ? 'For every team' : 'For the team on show'}
      />
    </FormDialog>
  );
}
