import { runJob, type ScheduledJob } from '@backoffice/contract/modules/jobs';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { instantFormatter } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { KeptPlace } from '../../../ui/kept-place';
import { ActionsHeadCell, ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { RefreshButton } from '../../../ui/refresh-button';
import { useJobs } from '../api/get-jobs';
import { useRunJob } from '../api/run-job';
import { JobRuns } from '../components/job-runs';
import { OutcomeChip } from '../components/outcome-chip';
import { fromNow, runDuration, triggerLabel } from '../components/run-format';

const COLUMNS = 6;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12.5 } as const;
const mdUp = { display: { xs: 'none', md: 'table-cell' } } as const;

interface Formats {
  instant: (iso: string) => string;
  minute: (iso: string) => string;
}

function RunNowButton({ job, starting, onRun }: { job: ScheduledJob; starting: boolean; onRun: () => void }) {
  const running = job.lastRun?.outcome === 'running';
  const busy = starting || running;
  return (
    <Tooltip title={running ? 'A run of this job is going on' : 'Run it now, outside its schedule'}>
      <span>
        <Button
          size="small"
          variant="outlined"
          onClick={onRun}
          disabled={busy}
          aria-label={`Run ${job.name} now`}
          loading={busy}
          loadingPosition="start"
          startIcon={<PlayArrowOutlined />}
          sx={{ whiteSpace: 'nowrap', minWidth: 104 }}
        >
          {busy ? 'Running…' : 'Run now'}
        </Button>
      </span>
    </Tooltip>
  );
}

function JobRow({
  job,
  formats,
  canRun,
  starting,
  onRun,
}: {
  job: ScheduledJob;
  formats: Formats;
  canRun: boolean;
  starting: boolean;
  onRun: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { lastRun } = job;
  return (
    <Fragment>
      <TableRow
        hover
        data-testid={`job-row-${job.name}`}
        sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? `Hide the runs of ${job.name}` : `Show the runs of ${job.name}`}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ minWidth: { xs: 180, md: 220 }, maxWidth: 320 }}>
          <Typography variant="body2" sx={{ ...mono, fontWeight: 600 }}>
            {job.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {job.label}
          </Typography>
        </TableCell>
        <TableCell sx={{ ...mdUp, minWidth: 150 }}>
          <Typography variant="body2">{job.schedule}</Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={mono}>
            {job.cron}
          </Typography>
        </TableCell>
        <TableCell sx={{ minWidth: { xs: 170, md: 280 }, maxWidth: 380 }}>
          {lastRun ? (
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: 'flex-start',
                gap: { xs: 0.5, md: 1.5 },
              }}
            >
              <Box sx={{ width: { md: 116 }, flexShrink: 0, pt: 0.25 }}>
                <OutcomeChip outcome={lastRun.outcome} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {formats.instant(lastRun.startedAt)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                  {lastRun.finishedAt ? `took ${runDuration(lastRun)}` : `going for ${runDuration(lastRun)}`} ·{' '}
                  {triggerLabel(lastRun)}
                </Typography>
              </Box>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Not run yet
            </Typography>
          )}
          {lastRun?.error ? (
            <Typography
              variant="caption"
              color="error"
              component="div"
              sx={{ mt: 0.75, wordBreak: 'break-word' }}
              data-testid="job-error"
            >
              {lastRun.error}
            </Typography>
          ) : null}
          {job.retryAt ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {Date.parse(job.retryAt) > Date.now()
                ? `Tried again at ${formats.minute(job.retryAt)}`
                : 'Tried again within a minute'}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {job.nextRunAt ? (
            <>
              <Typography variant="body2">{formats.minute(job.nextRunAt)}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {fromNow(job.nextRunAt)}
              </Typography>
            </>
          ) : (
            '—'
          )}
        </TableCell>
        <TableCell align="right" sx={{ py: 0.5 }}>
          {canRun ? <RunNowButton job={job} starting={starting} onRun={onRun} /> : null}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <JobRuns name={job.name} lastRun={lastRun} format={formats.instant} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

export default function JobsPage() {
  const { data, error, isPending, isFetching, refetch } = useJobs();
  const canRun = useCanCall(runJob);
  const run = useRunJob();
  const [failure, setFailure] = useState<{ name: string; message: string } | null>(null);
  const timeZone = data?.timeZone ?? 'UTC';
  const formats = useMemo<Formats>(
    () => ({
      instant: instantFormatter(timeZone, { year: false, seconds: true }),
      minute: instantFormatter(timeZone, { year: false }),
    }),
    [timeZone],
  );

  return (
    <>
      <PageHeader
        title="Scheduled jobs"
        subtitle={
          <>
            Work the server does on its own, on cron schedules in the company time zone
            <KeptPlace shown={Boolean(data)}>{` (${timeZone}, as every time on this screen)`}</KeptPlace>. Each run
            happens once across all instances; a failed run is tried again after 1, 5 and 25 minutes.
          </>
        }
        actions={<RefreshButton onClick={() => refetch()} busy={isFetching} />}
      />
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          Could not run {failure.name}: {failure.message}
        </Alert>
      ) : null}
      <ListTable
        skeletonLines={4}
        label="Scheduled jobs"
        columns={COLUMNS}
        items={data?.items}
        pending={isPending}
        error={error}
        head={
          <>
            <TableCell padding="checkbox" />
            <TableCell>Job</TableCell>
            <TableCell sx={mdUp}>Schedule</TableCell>
            <TableCell>Last run</TableCell>
            <TableCell>Next run</TableCell>
            <ActionsHeadCell width={130} />
          </>
        }
        empty={{ icon: <ScheduleOutlined />, title: 'No scheduled jobs are declared.' }}
      >
        {(job) => (
          <JobRow
            key={job.name}
            job={job}
            formats={formats}
            canRun={canRun}
            starting={run.isPending && run.variables?.params.name === job.name}
            onRun={() => {
              setFailure(null);
              run.mutate(
                { params: { name: job.name } },
                { onError: (err) => setFailure({ name: job.name, message: errorMessage(err) }) },
              );
            }}
          />
        )}
      </ListTable>
    </>
  );
}
