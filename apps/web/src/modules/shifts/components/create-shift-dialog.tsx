import { createShiftBody, type Shift, type ShiftTeam, type ShiftType } from '@backoffice/contract/modules/shifts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateShift } from '../api/create-shift';
import { useShiftTypes } from '../api/list-types';

interface ShiftValues {
  userId: number | null;
  /** Null: the first type (the types may arrive after the dialog opens). */
  typeId: number | null;
}

/** The body the contract takes; nobody chosen goes as missing, which the schema refuses before sending. */
const shiftBody = (v: ShiftValues, date: string, types: readonly ShiftType[]): z.input<typeof createShiftBody> => ({
  userId: (v.userId ?? undefined) as number,
  date,
  typeId: v.typeId ?? types[0]?.id,
});

/** A shift for someone of the team on a day picked on the calendar; the server's refusal is shown as it says it. */
export function CreateShiftDialog({ date, team, onClose }: { date: string; team: ShiftTeam; onClose: () => void }) {
  const types = useShiftTypes().data ?? [];
  const create = useCreateShift();
  const body = (v: ShiftValues) => shiftBody(v, date, types);
  const { form, onSubmit, formError, pending } = useRecordForm<ShiftValues, Shift[]>({
    schema: createShiftBody,
    prepare: body,
    defaultValues: { userId: team.members[0]?.id ?? null, typeId: null },
    submit: (values) => create.mutateAsync({ body: body(values) }),
    onSaved: onClose,
  });
  return (
    <FormDialog
      open
      title={`New shift on ${date}`}
      submitLabel="Give shift"
      error={formError}
      pending={pending}
      width={420}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Controller
        name="userId"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Person"
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {team.members.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="typeId"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Shift type"
            inputRef={field.ref}
            value={field.value ?? types[0]?.id ?? ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {types.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name} · {t.start}–{t.end}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
