// The statistics' figures and charts: the totals, the score's weekly trend against the target, each
// criterion, the tags, day against night shifts and the shift teams.
import type { Statistics } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { formatNumber } from '../../../core/numbers';
import { BarChart, LineChart, PieChart } from '../../../ui/charts';
import { scoreAxis } from '../lib/statistics-view';
import { Panel, scoreOrDash } from './statistics-panel';

const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10} %`);

function DashboardView({ stats, target }: { stats: Statistics; target: number }) {
  const axis = scoreAxis(
    stats.trend.map((w) => w.averageScore),
    target,
  );
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        <Figure label="Reviews" value={formatNumber(stats.reviews)} />
        <Figure label="Average score" value={scoreOrDash(stats.averageScore)} />
        <Figure
          label="Critical fails"
          value={formatNumber(stats.criticalFails)}
          hint={`${formatNumber(stats.failedReviews)} reviews scored 0`}
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
        <TagsPanel tags={stats.tags} />
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

function TagsPanel({ tags }: { tags: Statistics['tags'] }) {
  return (
    <Panel title="Tags">
      {tags.length ? (
        <>
          <PieChart label="Reviews by tag" slices={tags.map((t) => ({ label: t.name, value: t.count }))} />
          <Stack component="ul" aria-label="Tag counts" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} spacing={0.5}>
            {[...tags]
              .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
              .map((t) => (
                <Stack component="li" key={t.tagId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: t.color, flexShrink: 0 }} />
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                    {t.name}
                  </Typography>
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(t.count)}
                  </Typography>
                </Stack>
              ))}
          </Stack>
        </>
      ) : (
        <Typography color="text.secondary">No tags in these reviews.</Typography>
      )}
    </Panel>
  );
}

/**
 * The dashboard, drawn again only when its statistics or target change: the page hands it its data
 * through `useDeferredValue`, and the urgent render that comes first skips it (statistics-page.tsx).
 */
export const StatisticsDashboard = memo(DashboardView);
