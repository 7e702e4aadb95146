import { jobRuns } from '@backoffice/contract/modules/jobs';
import { endpointQuery } from '../../../core/endpoint-query';

export const jobRunsQuery = endpointQuery(jobRuns);
