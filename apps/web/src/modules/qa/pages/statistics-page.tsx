// Statistics (spec §2 /qc-v2/statistics, /qc-v2/statistics/users/{userId}): what the reviews add up to
// over the filters chosen (only the non-empty ones are sent, spec §5) — the score and its weekly
// trend, each criterion, critical fails, tags, feedback and dispute rates, day against night shifts,
// and the agent and reviewer tables (CSV). It answers "who needs coaching" (issue 26 item 10): a target
// score (`?target=`, 85 unless told) drawn across the trend, whose axis is fitted to the data; date
// presets; agent, reviewer and department filters; tables sorted by any column with the people below
// the target tinted, an agent's row opening their page. One agent's page is the same, for their
// conversations.
import type { PersonStatistics, Statistics, StatisticsQuery } from '@backoffice/contract/modules/qa';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { saveTextFile } from '../../../core/download';
import { BarChart, LineChart, PieChart } from '../../../ui/charts';
import { DateRangePicker } from '../../../ui/date-picker';
import { ErrorAlert } from '../../../ui/error-alert';
import { useListParams, useUpdateParams } from '../../../ui/list-params';
import { PageHeader } from '../../../ui/page-header';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useOverallStatistics, useUserStatistics, useUsersStatistics } from '../api/feedback';
import { nonEmpty } from '../lib/filters';
import { scoreText } from '../lib/score';
import {
  datePresets,
  type PeopleColumn,
  type PeopleSort,
  scoreAxis,
  sortPeople,
  targetOf,
} from '../lib/statistics-view';
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

const HEADS: { column: PeopleColumn; label: string; numeric: boolean }[] = [
  { column: 'name', label: 'Name', numeric: false },
  { column: 'reviews', label: 'Reviews', numeric: true },
  { column: 'averageScore', label: 'Average', numeric: true },
  { column: 'criticalFails', label: 'Critical fails', numeric: true },
  { column: 'feedbacks', label: 'Feedbacks', numeric: true },
  { column: 'disputes', label: 'Disputes', numeric: true },
];

function PeopleTable({
  title,
  rows,
  link,
  target,
}: {
  title: string;
  rows: PersonStatistics[];
  link: boolean;
  target: number;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Lowest average first: who needs coaching is at the top.
  const [sort, setSort] = useState<PeopleSort>({ column: 'averageScore', direction: 'asc' });
  const sorted = sortPeople(rows, sort);
  // An agent's page keeps the filters (period, kind…) the table was read with.
  const pageOf = (id: number) => `${qaPaths.userStatistics(id)}${search}`;
  return (
    <Panel title={title}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -4.5, mb: 1 }}>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!rows.length}
          onClick={() => saveTextFile(`${title.toLowerCase()}.csv`, toCsv(sorted), 'text/csv')}
        >
          CSV
        </Button>
      </Stack>
      {/* Wider than a phone: the table scrolls in its own box (positioned, so that nothing escapes it). */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {HEADS.map((h) => {
                const active = sort.column === h.column;
                return (
                  <TableCell
                    key={h.column}
                    align={h.numeric ? 'right' : 'left'}
                    sortDirection={active ? sort.direction : false}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : 'asc'}
                      onClick={() =>
                        setSort({
                          column: h.column,
                          direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {h.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((r) => {
              const below = r.averageScore !== null && r.averageScore < target;
              return (
                <TableRow
                  key={r.id}
                  hover={link}
                  onClick={link ? () => navigate(pageOf(r.id)) : undefined}
                  sx={{
                    ...(link ? { cursor: 'pointer' } : {}),
                    ...(below ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : {}),
                  }}
                >
                  <TableCell>
                    {link ? (
                      <Link component={RouterLink} to={pageOf(r.id)} onClick={(e) => e.stopPropagation()}>
                        {r.name}
                      </Link>
                    ) : (
                      r.name
                    )}
                  </TableCell>
                  <TableCell align="right">{r.reviews}</TableCell>
                  <TableCell
                    align="right"
                    sx={below ? { color: 'error.main', fontWeight: 600 } : undefined}
                    title={below ? `Below the target of ${target}` : undefined}
                  >
                    {scoreOrDash(r.averageScore)}
                    {below ? (
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        (below target)
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{r.criticalFails}</TableCell>
                  <TableCell align="right">{r.feedbacks}</TableCell>
                  <TableCell align="right">{r.disputes}</TableCell>
                </TableRow>
              );
            })}
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

function Dashboard({ stats, target }: { stats: Statistics; target: number }) {
  const axis = scoreAxis(
    stats.trend.map((w) => w.averageScore),
    target,
  );
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
            yMin={axis.min}
            yMax={axis.max}
            target={{ value: target, label: `Target ${target}` }}
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
            <>
              <PieChart label="Reviews by tag" slices={stats.tags.map((t) => ({ label: t.name, value: t.count }))} />
              <Stack component="ul" aria-label="Tag counts" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} spacing={0.5}>
                {[...stats.tags]
                  .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
                  .map((t) => (
                    <Stack component="li" key={t.tagId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: t.color, flexShrink: 0 }} />
                      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                        {t.name}
                      </Typography>
                      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {t.count.toLocaleString('en')}
                      </Typography>
                    </Stack>
                  ))}
              </Stack>
            </>
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

type Person = { id: number; name: string };

function PersonSelect({ name, label, people }: { name: 'agentId' | 'reviewerId'; label: string; people: Person[] }) {
  const list = useListParams();
  const value = list.params.get(name) ?? '';
  // The one chosen stays offered even when the period holds none of their reviews.
  const known = people.some((p) => String(p.id) === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => list.setFilter(name, e.target.value || null)}
      sx={{ width: 180 }}
    >
      <MenuItem value="">Anyone</MenuItem>
      {value && !known ? <MenuItem value={value}>#{value}</MenuItem> : null}
      {people.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const byName = (rows: Person[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));

function Filters({ agents }: { agents: boolean }) {
  const list = useListParams();
  const update = useUpdateParams();
  const p = list.params;
  const from = p.get('from') ?? '';
  const to = p.get('to') ?? '';
  const department = p.get('department') ?? '';
  // The people to pick from: those with reviews in the period and kind, whoever is picked.
  const { agentId: _, reviewerId: __, ...unpicked } = useFilters();
  const people = useUsersStatistics({ query: unpicked });
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1.5 }}>
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
          value={{ from, to }}
          onChange={(range) => update({ from: range.from || null, to: range.to || null })}
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-label="Periods" role="group">
        {datePresets().map((preset) => {
          const on = preset.from === from && preset.to === to;
          return (
            <Chip
              key={preset.label}
              label={preset.label}
              size="small"
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => update(on ? { from: null, to: null } : { from: preset.from, to: preset.to })}
            />
          );
        })}
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1.5 }}>
        {agents ? <PersonSelect name="agentId" label="Agent" people={byName(people.data?.agents ?? [])} /> : null}
        <PersonSelect name="reviewerId" label="Reviewer" people={byName(people.data?.reviewers ?? [])} />
        <TextField
          key={department}
          size="small"
          label="Department"
          defaultValue={department}
          onBlur={(e) => list.setFilter('department', e.target.value.trim() || null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') list.setFilter('department', (e.target as HTMLInputElement).value.trim() || null);
          }}
          sx={{ width: 180 }}
        />
        <TextField
          key={`target-${p.get('target') ?? ''}`}
          size="small"
          type="number"
          label="Target score"
          defaultValue={targetOf(p.get('target'))}
          onBlur={(e) => list.setFilter('target', e.target.value.trim() || null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') list.setFilter('target', (e.target as HTMLInputElement).value.trim() || null);
          }}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          sx={{ width: 130 }}
        />
      </Stack>
    </Stack>
  );
}

function useFilters(): Omit<StatisticsQuery, 'tags'> {
  const { params } = useListParams();
  const kind = params.get('kind');
  const shift = params.get('shift');
  const id = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  return nonEmpty({
    kind: kind === 'chat' || kind === 'ticket' ? kind : undefined,
    shift: shift === 'day' || shift === 'night' ? shift : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    agentId: id('agentId'),
    reviewerId: id('reviewerId'),
    department: params.get('department') ?? undefined,
  }) as Omit<StatisticsQuery, 'tags'>;
}

const useTarget = () => targetOf(useListParams().params.get('target'));

export default function StatisticsPage() {
  const query = useFilters();
  const target = useTarget();
  const stats = useOverallStatistics({ query });
  const people = useUsersStatistics({ query });
  return (
    <>
      <PageHeader
        title="Statistics"
        subtitle="Live, finished reviews sent to statistics; a review counts for each of its agents."
      />
      <Filters agents />
      <ErrorAlert error={stats.error ?? people.error} />
      {stats.data ? <Dashboard stats={stats.data} target={target} /> : <Skeleton variant="rounded" height={480} />}
      {people.data ? (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
          <PeopleTable title="Agents" rows={people.data.agents} link target={target} />
          <PeopleTable title="Reviewers" rows={people.data.reviewers} link={false} target={target} />
        </Box>
      ) : null}
    </>
  );
}

export function UserStatisticsPage() {
  const userId = Number(useParams().userId);
  // The agent is the page's; the other filters apply (an agent's row keeps the table's filters).
  const { agentId: _, ...query } = useFilters();
  const target = useTarget();
  const stats = useUserStatistics({ params: { userId }, query });
  return (
    <>
      <PageHeader
        title={stats.data ? `Statistics of ${stats.data.user.name}` : 'Statistics'}
        back={{ to: qaPaths.statistics(), label: 'Statistics' }}
        subtitle="The reviews of this agent’s conversations."
      />
      <Filters agents={false} />
      <ErrorAlert error={stats.error} />
      {stats.data ? <Dashboard stats={stats.data} target={target} /> : <Skeleton variant="rounded" height={480} />}
    </>
  );
}
