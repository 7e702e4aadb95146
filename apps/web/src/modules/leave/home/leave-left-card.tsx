import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../core/session';
import { HomeCard } from '../../../ui/home-card';
import { useUserBalances } from '../api/user-types';
import { formatNumber } from '../lib/format';
import { leavePaths } from '../paths';

/** Home: the leave the person has left this year, per type that counts against an allowance. */
export default function LeaveLeftCard() {
  const me = useCurrentUser();
  const balances = useUserBalances({ params: { id: me?.id ?? 0 }, query: {} }, { enabled: Boolean(me) });
  const counted = (balances.data ?? []).filter((b) => b.deducts);
  return (
    <HomeCard
      title="Your leave left"
      icon={BeachAccessOutlined}
      pending={balances.isPending}
      error={balances.error}
      link={{ to: leavePaths.new(), label: 'Request leave' }}
    >
      {counted.length ? (
        <Stack spacing={1.25} data-testid="leave-left">
          {counted.map((b) => {
            const total = b.allowance + b.carriedOver;
            return (
              <Box key={b.typeId}>
                <Typography variant="body2">
                  <strong>
                    {formatNumber(b.remaining)} {b.remaining === 1 ? 'day' : 'days'}
                  </strong>{' '}
                  left of {formatNumber(total)} · {b.name}
                  {b.pending ? ` (${formatNumber(b.pending)} waiting)` : ''}
                </Typography>
                <Box
                  role="meter"
                  aria-label={`${b.name} left`}
                  aria-valuenow={b.remaining}
                  aria-valuemin={0}
                  aria-valuemax={total}
                  sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
                >
                  <Box
                    sx={{
                      height: '100%',
                      width: `${total > 0 ? Math.min(100, Math.max(0, (b.remaining / total) * 100)) : 0}%`,
                      bgcolor: b.color,
                    }}
                  />
                </Box>
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No leave type counts against an allowance.
        </Typography>
      )}
    </HomeCard>
  );
}
