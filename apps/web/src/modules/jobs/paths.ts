import { jobsScreens as screens } from '@backoffice/contract/modules/jobs.paths';

/** Links to the scheduled jobs screen (its pattern: the contract's `jobsScreens`, which module.tsx routes). */
export const jobsPaths = {
  jobs: () => screens.jobs.href(),
};
