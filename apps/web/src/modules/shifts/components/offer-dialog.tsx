import { createOpenShift, type OpenShift, type ShiftTeam, type ShiftType } from '@backoffice/contract/modules/shifts';
import TextField from '@mui/material/TextField';
import { localDate } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { FormDateField } from '../../../ui/form-date-field';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateOpenShift } from '../api/create-open-shift';

/** Offer a shift of the chosen type to the team: its people are told, the first to claim it gets it. */
export function OfferDialog({ team, type, onClose }: { team: ShiftTeam; type: ShiftType; onClose: () => void }) {
  const offer = useCreateOpenShift();
  const body = (v: { date: string | null }) => ({ teamId: team.id, date: v.date ?? '', typeId: type.id });
  const { form, onSubmit, formError, pending } = useRecordForm<{ date: string | null }, OpenShift>({
    schema: createOpenShift.body!,
    prepare: body,
    defaultValues: { date: localDate() },
    submit: (values) => offer.mutateAsync({ body: body(values) }),
    onSaved: () => {
      notify({ level: 'success', title: 'Open shift offered', body: `${team.members.length} people told` });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={`Offer an open shift to ${team.name}`}
      submitLabel="Offer"
      error={formError}
      pending={pending}
      width={420}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField label="Shift type" value={`${type.name} · ${type.start}–${type.end}`} disabled />
      <FormDateField control={form.control} name="date" label="Day" />
    </FormDialog>
  );
}
