/** The heading of a screen whose heading never changes: its page shows it, the module declares it (core/module.ts, `intro`). */
export const allLeaveHeading = {
  title: 'All leave',
  intro: 'Who is away when, and how many of each shift team. Outlined: still waiting for a decision.',
} as const;
