import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HomeCard } from '../../../ui/home-card';
import { usePendingRequests } from '../api/pending-requests';
import { spanWords } from '../lib/format';
import { leavePaths } from '../paths';

const SHOWN = 3;

/** Home, for approvers: the leave requests waiting for their decision, oldest first. */
export default function ToDecideCard() {
  const pending = usePendingRequests();
  const waiting = pending.data ?? [];
  return (
    <HomeCard
      title="Leave to decide"
      icon={HowToRegOutlined}
      pending={pending.isPending}
      error={pending.error}
      link={waiting.length ? { to: leavePaths.all(true), label: 'Decide' } : undefined}
    >
      {waiting.length ? (
        <Stack spacing={0.5}>
          <Typography variant="h6" component="p">
            {waiting.length} waiting
          </Typography>
          {waiting.slice(0, SHOWN).map((r) => (
            <Typography key={r.id} variant="body2" color="text.secondary" noWrap>
              {r.userName} · {spanWords(r)}
            </Typography>
          ))}
          {waiting.length > SHOWN ? (
            <Typography variant="body2" color="text.secondary">
              and {waiting.length - SHOWN} more
            </Typography>
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Nothing waits for your decision.
        </Typography>
      )}
    </HomeCard>
  );
}
