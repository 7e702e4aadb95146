/** Links to the scheduled jobs screen (module.tsx declares the route). */
export const jobsPaths = {
  jobs: () => '/jobs',
};
