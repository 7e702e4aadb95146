import { eventsScreens as screens } from '@backoffice/contract/modules/events.paths';

/** Links to the event calendar's screens (their patterns: the contract's `eventsScreens`, which module.tsx routes). */
export const eventsPaths = {
  /** The calendar; `event` opens one event, `date` shows its day. */
  calendar: (open?: { event: number; date: string }) => screens.calendar.href({}, open),
  manage: (tab?: 'repeatable' | 'national') => screens.manage.href({}, { tab }),
  newEvent: () => screens.newEvent.href(),
  event: (id: number) => screens.event.href({ eventId: id }),
  newNational: () => screens.newNational.href(),
  national: (id: number) => screens.national.href({ eventId: id }),
  newRepeatable: () => screens.newRepeatable.href(),
  repeatable: (id: number) => screens.repeatable.href({ eventId: id }),
  attendants: (id: number) => screens.attendants.href({ eventId: id }),
  /** Spelled so in the spec (§2). */
  signUp: (id: number) => screens.signUp.href({ eventId: id }),
};
