// The daily goal's own small form, for a QC manager (docs/qa.md "The daily goal"); loaded when it is opened.

import { dailyGoalBody } from '@backoffice/contract/modules/qa';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { FormNumberField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useSetDailyGoal } from '../api/daily-goal';

export function GoalDialog({ goal, onClose }: { goal: number; onClose: () => void }) {
  const save = useSetDailyGoal();
  const { form, onSubmit, formError, pending } = useRecordForm<{ goal: number | null }>({
    schema: dailyGoalBody,
    defaultValues: { goal },
    submit: (values) => save.mutateAsync({ body: { goal: values.goal ?? 0 } }),
    onSaved: (saved) => {
      notify({ level: 'success', title: `Daily goal: ${(saved as { goal: number }).goal} reviews` });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title="Daily goal"
      onClose={onClose}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Save"
    >
      <FormNumberField
        control={form.control}
        name="goal"
        label="Reviews a day, per reviewer"
        required
        autoFocus
        helperText="Shown on the chat and ticket queues"
      />
    </FormDialog>
  );
}
