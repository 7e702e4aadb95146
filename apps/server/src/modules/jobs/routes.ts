import * as jobs from '@backoffice/contract/modules/jobs';
import { handle } from '../../core/http.js';
import { listJobs, listRuns, runNow } from './service.js';

export const handlers = [
  handle(jobs.listJobs, ({ ctx }) => listJobs(ctx)),
  handle(jobs.jobRuns, ({ ctx, params, query }) => listRuns(ctx, params.name, query)),
  handle(jobs.runJob, async ({ ctx, params, user, request }) => {
    const run = await runNow(ctx, params.name, user.id);
    request.auditFacts = { entity: 'job', entityId: params.name, after: { runId: run.id, trigger: run.trigger } };
    return run;
  }),
];
