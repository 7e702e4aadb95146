import { type approverGroup, setApprovers } from '@backoffice/contract/modules/leave';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { UserPicker } from '../../../core/lookups/pickers';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { fieldMessage } from '../../../ui/form-errors';
import { useRecordForm } from '../../../ui/record-form';
import { useSetApprovers } from '../api/set-approvers';

export type ApproverGroup = z.infer<typeof approverGroup>;
type ApproversValues = { approvers: ApproverGroup['approvers'] };

/** Who decides the leave of a department's people: the whole list, saved at once. */
export function ApproversDialog({ group, onClose }: { group: ApproverGroup; onClose: () => void }) {
  const save = useSetApprovers();
  const [adding, setAdding] = useState<number | null>(null);
  const body = (v: ApproversValues) => ({ departmentId: group.departmentId, userIds: v.approvers.map((p) => p.id) });
  const { form, onSubmit, formError, pending } = useRecordForm<ApproversValues, ApproverGroup>({
    schema: setApprovers.body!,
    prepare: body,
    defaultValues: { approvers: group.approvers },
    shownAs: { userIds: 'approvers' },
    submit: (values) => save.mutateAsync({ body: body(values) }),
    onSaved: () => {
      notify({ level: 'success', title: 'Approvers saved', body: group.departmentName });
      onClose();
    },
  });
  const people = useController({ control: form.control, name: 'approvers' }).field;
  const { errors } = useFormState({ control: form.control });
  // The schema names the request's `userIds`; the server's messages are put on `approvers`.
  const error = fieldMessage(errors, 'userIds') ?? fieldMessage(errors, 'approvers');
  return (
    <FormDialog
      open
      width={480}
      title={`Approvers of ${group.departmentName}`}
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Typography variant="body2" color="text.secondary">
        They decide the leave of the department’s people; nobody decides their own.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {people.value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nobody yet: holders of the approvers scope decide.
          </Typography>
        ) : null}
        {people.value.map((p) => (
          <Chip key={p.id} label={p.name} onDelete={() => people.onChange(people.value.filter((x) => x.id !== p.id))} />
        ))}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <UserPicker
        label="Add an approver"
        value={adding}
        onChange={(id, option) => {
          setAdding(null);
          if (id !== null && option && !people.value.some((p) => p.id === id))
            people.onChange([...people.value, { id, name: option.label }]);
        }}
      />
    </FormDialog>
  );
}
