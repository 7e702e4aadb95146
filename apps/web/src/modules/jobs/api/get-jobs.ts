import { listJobs, type ScheduledJob } from '@backoffice/contract/modules/jobs';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../core/endpoint-query';

export const jobsQuery = endpointQuery(listJobs);

const isRunning = (items: readonly ScheduledJob[] | undefined) => items?.some((j) => j.lastRun?.outcome === 'running');

/** The schedules, read again every second while a run is going on (its end shows at once), else every 30 s. */
export function useJobs() {
  return useQuery({
    ...jobsQuery.options(),
    refetchInterval: (query) => (isRunning(query.state.data?.items) ? 1_000 : 30_000),
  });
}
