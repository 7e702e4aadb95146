/** Links to the event calendar's screens (spec §2 paths; module.tsx declares the routes). */
export const eventsPaths = {
  /** The calendar; `event` opens one event, `date` shows its day. */
  calendar: (open?: { event: number; date: string }) =>
    open ? `/calendar/events?event=${open.event}&date=${open.date}` : '/calendar/events',
  manage: (tab?: 'repeatable' | 'national') => (tab ? `/calendar/events/manage?tab=${tab}` : '/calendar/events/manage'),
  newEvent: () => '/calendar/events/event',
  event: (id: number) => `/calendar/events/event/${id}`,
  newNational: () => '/calendar/events/national-event',
  national: (id: number) => `/calendar/events/national-event/${id}`,
  newRepeatable: () => '/calendar/events/repeatable-event',
  repeatable: (id: number) => `/calendar/events/repeatable-event/${id}`,
  attendants: (id: number) => `/calendar/events/event/${id}/attendant`,
  /** Spelled so in the spec (§2). */
  signUp: (id: number) => `/calendar/events/event/${id}/singup`,
};
