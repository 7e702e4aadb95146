// The reviewer's day on the queue (docs/qa.md "The daily goal"): finished reviews of today against the goal,
// and for a QC manager the goal's own small form.

import * as qa from '@backoffice/contract/modules/qa';
import { dailyGoalBody } from '@backoffice/contract/modules/qa';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { FormDialog } from '../../../ui/form-dialog';
import { FormNumberField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useReviewProgress, useSetDailyGoal } from '../api/daily-goal';

function GoalDialog({ goal, onClose }: { goal: number; onClose: () => void }) {
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

/** "12 of 20 reviewed today" with a bar; nothing while it loads or when it cannot be read. */
export function DailyGoal() {
  const progress = useReviewProgress();
  const canSet = useCanCall(qa.setDailyGoal);
  const [editing, setEditing] = useState(false);
  const data = progress.data;
  if (!data) return null;
  const done = data.reviewed >= data.goal;
  const words = `${data.reviewed} of ${data.goal} reviewed today`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 200 }} aria-label="Daily goal" role="group">
      <Box sx={{ flex: 1, minWidth: 140 }}>
        <Typography variant="body2" color={done ? 'success.main' : 'text.secondary'}>
          {done ? `${words}: goal reached` : words}
        </Typography>
        <LinearProgress
          variant="determinate"
          color={done ? 'success' : 'primary'}
          value={Math.min(100, (data.reviewed / data.goal) * 100)}
          aria-label={words}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      </Box>
      {canSet ? (
        <Tooltip title="Set the daily goal">
          <IconButton size="small" aria-label="Set the daily goal" onClick={() => setEditing(true)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {editing ? <GoalDialog goal={data.goal} onClose={() => setEditing(false)} /> : null}
    </Box>
  );
}
