import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Plan {
  create: { userId: number; userName: string; date: string }[];
  skip: { userId: number; userName: string; date: string; reason: string }[];
}

/** What a run would create today, and what it leaves alone with why (the server's own plan). */
export function PlanPreview({ plan }: { plan: Plan }) {
  const byDate = new Map<string, string[]>();
  for (const c of plan.create) byDate.set(c.date, [...(byDate.get(c.date) ?? []), c.userName]);
  return (
    <Box data-testid="automation-preview">
      <Alert severity={plan.create.length ? 'info' : 'warning'} sx={{ mb: 1 }}>
        A run now would give {plan.create.length} shift{plan.create.length === 1 ? '' : 's'}
        {plan.skip.length ? ` and skip ${plan.skip.length}` : ''}.
      </Alert>
      <Box sx={{ maxHeight: 220, overflowY: 'auto', fontSize: 13 }}>
        {[...byDate].map(([date, names]) => (
          <Typography key={date} variant="body2">
            <strong>{date}</strong>: {names.join(', ')}
          </Typography>
        ))}
        {plan.skip.map((s) => (
          <Typography key={`${s.userId}-${s.date}`} variant="body2" color="text.secondary">
            {s.date} · {s.userName}: skipped, {s.reason}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
