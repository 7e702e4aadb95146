import { jobRuns, listJobs, runJob } from '@backoffice/contract/modules/jobs';
import { endpointMutation } from '../../../core/endpoint-query';

export const useRunJob = endpointMutation(runJob, { invalidates: [listJobs, jobRuns] });
