// The reviewer's day on the queue (docs/qa.md "The daily goal"): finished reviews of today against the goal,
// and for a QC manager the goal's own small form.

import * as qa from '@backoffice/contract/modules/qa';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../core/lazy';
import { useCanCall } from '../../../core/use-can';
import { useReviewProgress } from '../api/daily-goal';

// Its form loads when it is opened (react-hook-form stays out of the queue's first paint).
const GoalDialog = lazyPart(() => import('./daily-goal-dialog').then((m) => m.GoalDialog));

const goalSx = { display: 'flex', alignItems: 'center', gap: 1, minWidth: 200 } as const;
/** The set-goal button's place (a small icon button), kept while the count loads. */
const BUTTON_PX = 30;

/**
 * "12 of 20 reviewed today" with a bar; its place held while it loads (it comes after the claimed chat, and
 * appearing it pushed the chat down on a phone: the queue's only layout shift), nothing when it cannot be read.
 */
export function DailyGoal() {
  const progress = useReviewProgress();
  const canSet = useCanCall(qa.setDailyGoal);
  const [editing, setEditing] = useState(false);
  const data = progress.data;
  if (progress.isPending) {
    return (
      <Box sx={goalSx} aria-hidden data-testid="daily-goal-placeholder">
        <Box sx={{ flex: 1, minWidth: 140 }}>
          <Typography variant="body2">
            <Skeleton width="80%" />
          </Typography>
          <Skeleton variant="rounded" height={6} sx={{ mt: 0.5, borderRadius: 3 }} />
        </Box>
        {canSet ? <Box sx={{ width: BUTTON_PX, height: BUTTON_PX }} /> : null}
      </Box>
    );
  }
  if (!data) return null;
  const done = data.reviewed >= data.goal;
  const words = `${data.reviewed} of ${data.goal} reviewed today`;
  return (
    <Box sx={goalSx} aria-label="Daily goal" role="group">
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
      {editing ? (
        <Suspense fallback={null}>
          <GoalDialog goal={data.goal} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
