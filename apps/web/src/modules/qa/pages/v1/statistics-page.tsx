// QC v1's statistics (spec §2 /qc/statistics): QC v2's dashboard over the v1 calls, which take a period
// only — every review of chats and tickets in it, or one agent's (the v1 agent call) when one is picked.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorAlert } from '../../../../ui/error-alert';
import { PageHeader } from '../../../../ui/page-header';
import { useUsersStatistics } from '../../api/feedback';
import { useV1AgentStatistic, useV1Statistic } from '../../api/v1-statistics';
import { StatisticsDashboard } from '../../components/statistics-charts';
import {
  byName,
  PeriodPicker,
  PeriodPresets,
  PersonSelect,
  useStatisticsQuery,
  useStatisticsTarget,
} from '../../components/statistics-filters';

export default function V1StatisticsPage() {
  const { from, to, agentId } = useStatisticsQuery();
  const period = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const target = useStatisticsTarget();
  const overall = useV1Statistic({ query: period }, { enabled: agentId === undefined });
  const agent = useV1AgentStatistic(
    { params: { id: agentId ?? 0 }, query: period },
    { enabled: agentId !== undefined },
  );
  // The agents to pick from: those with reviews in the period.
  const people = useUsersStatistics({ query: period });
  const stats = agentId === undefined ? overall : agent;
  return (
    <>
      <PageHeader
        title="Statistics"
        subtitle="Live, finished reviews of chats and tickets sent to statistics; a review counts for each of its agents."
      />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1.5 }}>
          <PeriodPicker />
          <PersonSelect name="agentId" label="Agent" people={byName(people.data?.agents ?? [])} />
        </Stack>
        <PeriodPresets />
      </Stack>
      <ErrorAlert error={stats.error} />
      {stats.data ? (
        <StatisticsDashboard stats={stats.data} target={target} />
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
    </>
  );
}
