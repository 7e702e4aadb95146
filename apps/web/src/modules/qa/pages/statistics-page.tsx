// Statistics (spec §2 /qc-v2/statistics, /qc-v2/statistics/users/{userId}): what the reviews add up to
// over the filters chosen (only the non-empty ones are sent, spec §5) — the score and its weekly
// trend, each criterion, critical fails, tags, feedback and dispute rates, day against night shifts,
// and the agent and reviewer tables (CSV). It answers "who needs coaching" (issue 26 item 10): a target
// score (`?target=`, 85 unless told) drawn across the trend, whose axis is fitted to the data; date
// presets; agent, reviewer and department filters; tables sorted by any column with the people below
// the target tinted, an agent's row opening their page. One agent's page is the same, for their
// conversations.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useOverallStatistics, useUserStatistics, useUsersStatistics } from '../api/feedback';
import { StatisticsDashboard } from '../components/statistics-charts';
import { StatisticsFilters, useStatisticsQuery, useStatisticsTarget } from '../components/statistics-filters';
import { PeopleTable } from '../components/statistics-tables';
import { statisticsHeading } from '../headings';
import { qaPaths } from '../paths';

export default function StatisticsPage() {
  const query = useStatisticsQuery();
  const target = useStatisticsTarget();
  const stats = useOverallStatistics({ query });
  const people = useUsersStatistics({ query });
  // Arrived statistics are drawn in a background render, which yields to the browser every few
  // milliseconds; the arrival's own render is urgent (TanStack Query's store) and would draw every
  // chart and row in one task: 50–60 ms on a fast machine, four times that on a phone.
  const shownStats = useDeferredValue(stats.data);
  const shownPeople = useDeferredValue(people.data);
  return (
    <>
      <PageHeader title={statisticsHeading.title} subtitle={statisticsHeading.intro} />
      <StatisticsFilters agents />
      <ErrorAlert error={stats.error ?? people.error} />
      {shownStats ? (
        <StatisticsDashboard stats={shownStats} target={target} />
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
      {shownPeople ? (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
          <PeopleTable title="Agents" rows={shownPeople.agents} link target={target} />
          <PeopleTable title="Reviewers" rows={shownPeople.reviewers} link={false} target={target} />
        </Box>
      ) : null}
    </>
  );
}

export function UserStatisticsPage() {
  const userId = Number(useParams().userId);
  // The agent is the page's; the other filters apply (an agent's row keeps the table's filters).
  const { agentId: _, ...query } = useStatisticsQuery();
  const target = useStatisticsTarget();
  const stats = useUserStatistics({ params: { userId }, query });
  const shownStats = useDeferredValue(stats.data);
  return (
    <>
      <PageHeader
        title={stats.data ? `Statistics of ${stats.data.user.name}` : 'Statistics'}
        back={{ to: qaPaths.statistics(), label: 'Statistics' }}
        subtitle="The reviews of this agent’s conversations."
      />
      <StatisticsFilters agents={false} />
      <ErrorAlert error={stats.error} />
      {shownStats ? (
        <StatisticsDashboard stats={shownStats} target={target} />
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
    </>
  );
}
