import type { JobRun } from '@backoffice/contract/modules/jobs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../ui/error-alert';
import { jobRunsQuery } from '../api/get-job-runs';
import { OutcomeChip } from './outcome-chip';
import { runDuration, triggerLabel } from './run-format';

const FIRST = 10;
const MORE = 100;

/** The recent runs of one schedule, newest first; read again whenever its last run changes. */
export function JobRuns({
  name,
  lastRun,
  format,
}: {
  name: string;
  lastRun: JobRun | null;
  format: (iso: string) => string;
}) {
  const [take, setTake] = useState(FIRST);
  const { data, error, isPending, refetch } = jobRunsQuery.use({ params: { name }, query: { page: 1, take } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list follows the last run's changes
  useEffect(() => {
    void refetch();
  }, [lastRun?.id, lastRun?.outcome, refetch]);

  return (
    <Box sx={{ py: 1.5, pl: { xs: 0, md: 6 }, pr: { xs: 0, md: 2 } }}>
      <Typography variant="overline" color="text.secondary">
        Recent runs
      </Typography>
      <ErrorAlert error={error} />
      <Table size="small" aria-label={`Runs of ${name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Started</TableCell>
            <TableCell>Duration</TableCell>
            <TableCell>Trigger</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Error</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending ? (
            <TableRow>
              <TableCell colSpan={5}>
                <Skeleton variant="text" width="60%" />
              </TableCell>
            </TableRow>
          ) : null}
          {data?.items.map((run) => (
            <TableRow key={run.id} data-testid={`job-run-${run.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format(run.startedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{runDuration(run)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{triggerLabel(run)}</TableCell>
              <TableCell>
                <OutcomeChip outcome={run.outcome} />
              </TableCell>
              <TableCell sx={{ color: 'error.main', wordBreak: 'break-word' }}>{run.error ?? ''}</TableCell>
            </TableRow>
          ))}
          {data?.items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                It has not run yet.
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {data && data.total > data.items.length && take < MORE ? (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setTake(MORE)}>
          Show the last {Math.min(data.total, MORE)} runs
        </Button>
      ) : null}
    </Box>
  );
}
