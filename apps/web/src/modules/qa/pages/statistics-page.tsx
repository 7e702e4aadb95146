// Statistics (spec §2 /qc-v2/statistics, /qc-v2/statistics/users/{userId}): what the reviews add up to
// over the filters chosen (only the non-empty ones are sent, spec §5) — the score and its weekly
// trend, each criterion, critical fails, tags, feedback and dispute rates, day against night shifts,
// and the agent and reviewer tables (CSV). One agent's page is the same, for their conversations.
import type { PersonStatistics, Statistics } from '@backoffice/contract/modules/qa';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { saveTextFile } from '../../../core/download';
import { BarChart, LineChart, PieChart } from '../../../ui/charts';
import { DateRangePicker } from '../../../ui/date-picker';
import { ErrorAlert } from '../../../ui/error-alert';
import { useListParams, useUpdateParams } from '../../../ui/list-params';
import { PageHeader } from '../../../ui/page-header';
import { useOverallStatistics, useUserStatistics, useUsersStatistics } from '../api/feedback';
import { nonEmpty } from '../lib/filters';
import { scoreText } from '../lib/score';
import { qaPaths } from '../paths';

const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10} %`);
const scoreOrDash = (v: number | null) => (v === null ? '—' : scoreText(v));

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" aria-label={label}>
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function toCsv(rows: PersonStatistics[]): string {
  const cell = (v: string | number | null) => {
    const text = v === null ? '' : String(v);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const head = ['Name', 'Reviews', 'Average score', 'Critical fails', 'Feedbacks', 'Disputes'];
  return [head, ...rows.map((r) => [r.name, r.reviews, r.averageScore, r.criticalFails, r.feedbacks, r.disputes])]
    .map((line) => line.map(cell).join(','))
    .join('\n');
}

function PeopleTable({ title, rows, link }: { title: string; rows: PersonStatistics[]; link: boolean }) {
  return (
    <Panel title={title}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -4.5, mb: 1 }}>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!rows.length}
          onClick={() => saveTextFile(`${title.toLowerCase()}.csv`, toCsv(rows), 'text/csv')}
        >
          CSV
        </Button>
      </Stack>
      {/* Wider than a phone: the table scrolls in its own box (positioned, so that nothing escapes it). */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Reviews</TableCell>
              <TableCell align="right">Average</TableCell>
              <TableCell align="right">Critical fails</TableCell>
              <TableCell align="right">Feedbacks</TableCell>
              <TableCell align="right">Disputes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  {link ? (
                    <Link component={RouterLink} to={qaPaths.userStatistics(r.id)}>
                      {r.name}
                    </Link>
                  ) : (
                    r.name
                  )}
                </TableCell>
                <TableCell align="right">{r.reviews}</TableCell>
                <TableCell align="right">{scoreOrDash(r.averageScore)}</TableCell>
                <TableCell align="right">{r.criticalFails}</TableCell>
                <TableCell align="right">{r.feedbacks}</TableCell>
                <TableCell align="right">{r.disputes}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                  Nobody in these filters.
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
}

function Dashboard({ stats }: { stats: Statistics }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        <Figure label="Reviews" value={stats.reviews.toLocaleString('en')} />
        <Figure label="Average score" value={scoreOrDash(stats.averageScore)} />
        <Figure
          label="Critical fails"
          value={stats.criticalFails.toLocaleString('en')}
          hint={`${stats.failedReviews.toLocaleString('en')} reviews scored 0`}
        />
        <Figure label="Feedback rate" value={percent(stats.feedbackRate)} hint={`${stats.feedbacks} feedbacks`} />
        <Figure label="Dispute rate" value={percent(stats.disputeRate)} hint={`${stats.disputes} disputed`} />
      </Box>
      <Panel title="Score by week">
        {stats.trend.length ? (
          <LineChart
            label="Average score by week"
            x={stats.trend.map((w) => w.week)}
            series={[{ label: 'Average score', data: stats.trend.map((w) => w.averageScore) }]}
            yMax={100}
          />
        ) : (
          <Typography color="text.secondary">No reviews in these filters.</Typography>
        )}
      </Panel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr 2fr' } }}>
        <Panel title="Criteria (average grade)">
          <BarChart
            label="Average grade per criterion"
            horizontal
            x={stats.criteria.map((c) => c.name)}
            series={[{ label: 'Average grade', data: stats.criteria.map((c) => c.average) }]}
            yMax={100}
            height={Math.max(180, stats.criteria.length * 44)}
          />
        </Panel>
        <Panel title="Tags">
          {stats.tags.length ? (
            <PieChart label="Reviews by tag" slices={stats.tags.map((t) => ({ label: t.name, value: t.count }))} />
          ) : (
            <Typography color="text.secondary">No tags in these reviews.</Typography>
          )}
        </Panel>
        <Panel title="Day and night shifts">
          <BarChart
            label="Average score by shift"
            x={stats.shifts.map((s) => (s.shift === 'day' ? 'Day (07–23)' : 'Night'))}
            series={[{ label: 'Average score', data: stats.shifts.map((s) => s.averageScore) }]}
            yMax={100}
            height={220}
          />
          <Typography variant="caption" color="text.secondary">
            {stats.shifts.map((s) => `${s.shift}: ${s.reviews} reviews`).join(' · ')}
          </Typography>
        </Panel>
      </Box>
      {stats.teams.length ? (
        <Panel title="Shift teams (average score of their agents’ reviews)">
          <BarChart
            label="Average score by shift team"
            x={stats.teams.map((t) => t.name)}
            series={[{ label: 'Average score', data: stats.teams.map((t) => t.averageScore) }]}
            yMax={100}
            height={220}
          />
          <Typography variant="caption" color="text.secondary">
            {stats.teams.map((t) => `${t.name}: ${t.reviews} reviews`).join(' · ')}
          </Typography>
        </Panel>
      ) : null}
    </Stack>
  );
}

function Filters() {
  const list = useListParams();
  const update = useUpdateParams();
  const p = list.params;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Kind"
        value={p.get('kind') ?? ''}
        onChange={(e) => list.setFilter('kind', e.target.value || null)}
        sx={{ width: 140 }}
      >
        <MenuItem value="">Chats and tickets</MenuItem>
        <MenuItem value="chat">Chats</MenuItem>
        <MenuItem value="ticket">Tickets</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Shift"
        value={p.get('shift') ?? ''}
        onChange={(e) => list.setFilter('shift', e.target.value || null)}
        sx={{ width: 140 }}
      >
        <MenuItem value="">Any</MenuItem>
        <MenuItem value="day">Day</MenuItem>
        <MenuItem value="night">Night</MenuItem>
      </TextField>
      <DateRangePicker
        value={{ from: p.get('from') ?? '', to: p.get('to') ?? '' }}
        onChange={({ from, to }) => update({ from: from || null, to: to || null })}
      />
    </Stack>
  );
}

function useFilters() {
  const { params } = useListParams();
  const kind = params.get('kind');
  const shift = params.get('shift');
  return nonEmpty({
    kind: kind === 'chat' || kind === 'ticket' ? kind : undefined,
    shift: shift === 'day' || shift === 'night' ? shift : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  }) as { kind?: 'chat' | 'ticket'; shift?: 'day' | 'night'; from?: string; to?: string };
}

export default function StatisticsPage() {
  const query = useFilters();
  const stats = useOverallStatistics({ query });
  const people = useUsersStatistics({ query });
  return (
    <>
      <PageHeader
        title="Statistics"
        subtitle="Live, finished reviews sent to statistics; a review counts for each of its agents."
      />
      <Filters />
      <ErrorAlert error={stats.error ?? people.error} />
      {stats.data ? <Dashboard stats={stats.data} /> : <Skeleton variant="rounded" height={480} />}
      {people.data ? (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
          <PeopleTable title="Agents" rows={people.data.agents} link />
          <PeopleTable title="Reviewers" rows={people.data.reviewers} link={false} />
        </Box>
      ) : null}
    </>
  );
}

export function UserStatisticsPage() {
  const userId = Number(useParams().userId);
  const { kind, shift, from, to } = useFilters();
  const stats = useUserStatistics({ params: { userId }, query: nonEmpty({ kind, shift, from, to }) });
  return (
    <>
      <PageHeader
        title={stats.data ? `Statistics of ${stats.data.user.name}` : 'Statistics'}
        back={{ to: qaPaths.statistics(), label: 'Statistics' }}
        subtitle="The reviews of this agent’s conversations."
      />
      <Filters />
      <ErrorAlert error={stats.error} />
      {stats.data ? <Dashboard stats={stats.data} /> : <Skeleton variant="rounded" height={480} />}
    </>
  );
}
