import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useDecideSwap } from '../api/decide-swap';
import { useSwaps } from '../api/list-swaps';

/** Pending swap requests of the teams one leads, to approve or reject. Hidden when there are none. */
export function SwapRequests() {
  const swaps = useSwaps({ query: { status: 'pending' } });
  const decide = useDecideSwap();
  if (!swaps.data?.length) return null;
  const answer = (id: number, isApproved: boolean) =>
    decide.mutate(
      { params: { id }, body: { isApproved } },
      { onError: (error) => notify({ level: 'error', title: 'Swap not decided', body: errorMessage(error) }) },
    );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Swap requests" component="section">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Swap requests
      </Typography>
      <Stack spacing={1}>
        {swaps.data.map((s) => (
          <Stack key={s.id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="swap-request">
            <Typography variant="body2" sx={{ flex: 1 }}>
              {s.fromUserName} → {s.toUserName}: {s.date}, {s.start}–{s.end}
            </Typography>
            <Button size="small" onClick={() => answer(s.id, false)}>
              Reject
            </Button>
            <Button size="small" variant="contained" onClick={() => answer(s.id, true)}>
              Approve
            </Button>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
