/** The heading of a screen whose heading never changes: its page shows it, the module declares it (core/module.ts, `intro`). */
export const statisticsHeading = {
  title: 'Statistics',
  intro: 'Live, finished reviews sent to statistics; a review counts for each of its agents.',
} as const;
