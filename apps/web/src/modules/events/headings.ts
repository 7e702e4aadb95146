/** The heading of a screen whose heading never changes: its page shows it, the module declares it (core/module.ts, `intro`). */
export const eventsHeading = {
  title: 'Events',
  intro: 'Company events, national holidays and colleagues’ birthdays. Click an event to see who goes and to sign up.',
} as const;
