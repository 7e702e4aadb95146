import { type CalendarShift, requestSwap, type ShiftSwap, type ShiftTeam } from '@backoffice/contract/modules/shifts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm } from '../../../ui/record-form';
import { useRequestSwap } from '../api/request-swap';

/** Ask to hand one's own shift to a teammate; the shift leader decides. */
export function SwapDialog({
  shift,
  teams,
  onClose,
}: {
  shift: CalendarShift;
  teams: readonly ShiftTeam[];
  onClose: () => void;
}) {
  const teammates = new Map<number, string>();
  for (const team of teams) {
    if (!team.members.some((m) => m.id === shift.userId)) continue;
    for (const m of team.members) if (m.id !== shift.userId) teammates.set(m.id, m.name);
  }
  const request = useRequestSwap();
  // Nobody chosen goes as missing, which the schema refuses ("is required") before anything is sent.
  const body = (v: { toUserId: number | null }): z.input<NonNullable<typeof requestSwap.body>> => ({
    shiftId: shift.id,
    toUserId: (v.toUserId ?? undefined) as number,
  });
  const { form, onSubmit, formError, pending } = useRecordForm<{ toUserId: number | null }, ShiftSwap>({
    schema: requestSwap.body!,
    prepare: body,
    defaultValues: { toUserId: [...teammates.keys()][0] ?? null },
    submit: (values) => request.mutateAsync({ body: body(values) }),
    onSaved: () => {
      notify({ level: 'success', title: 'Swap requested', body: 'Your shift leader has been told.' });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title="Request a swap"
      submitLabel="Ask the shift leader"
      error={formError}
      pending={pending}
      width={420}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Typography variant="body2">
        Your shift of {shift.date}, {shift.start}–{shift.end}, to:
      </Typography>
      <Controller
        name="toUserId"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Teammate"
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {[...teammates].map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
