// The event forms on the one form path: the contract's body schema judges them in the browser, the
// server's refusals land on the fields they name, and the body sent is the contract's.
import * as events from '@backoffice/contract/modules/events';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { todayHere } from '../lib/when';
import EventPage from './event-page';
import NationalEventPage from './national-event-page';
import RepeatableEventPage from './repeatable-event-page';

const MANAGE = ['calendar:events:read', 'calendar:events:create'];
const at = '2026-11-01T10:00:00.000Z';
const lunch: events.CalendarEvent = {
  id: 5,
  kind: 'normal',
  title: 'Lunch and learn',
  description: '',
  location: 'Kitchen',
  color: '#1565c0',
  startDate: '2026-12-02',
  startTime: '12:00',
  endDate: '2026-12-02',
  endTime: '13:00',
  allDay: false,
  signUp: true,
  capacity: 12,
  rrule: null,
  repeats: null,
  exdates: [],
  until: null,
  attendantCount: 3,
  createdById: 1,
  createdByName: 'Test User',
  createdAt: at,
  updatedAt: at,
};
/** A busy machine (two cores, several test runs) may take a while to draw the first screen. */
const slow = { timeout: 5_000 };

const eventForm = (url: string, handlers: Parameters<typeof renderScreen>[1]['handlers'] = []) =>
  renderScreen(<EventPage />, {
    path: url.endsWith('/event') ? url : '/calendar/events/event/:eventId',
    url,
    handlers,
  });

describe('the event form', () => {
  it('refuses an event without a title in the browser, in the contract’s words, without sending it', async () => {
    signInAs(MANAGE);
    const { user, sent } = eventForm('/calendar/events/event');
    await user.click(await screen.findByRole('button', { name: 'Create event' }, slow));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('is required'));
    expect(sent.filter((s) => s.endpoint === events.createEvent.name)).toHaveLength(0);
  });

  it('sends the contract’s body (all day: no times; no places: no limit) and returns to the list', async () => {
    signInAs(MANAGE);
    const { user, sent, router } = eventForm('/calendar/events/event', [
      [events.createEvent, ({ body }) => ({ ...lunch, ...(body as object), id: 9 })],
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }, slow), 'Town hall');
    await user.type(screen.getByRole('textbox', { name: 'Place' }), 'Atrium');
    await user.click(screen.getByRole('switch', { name: 'All day' }));
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar/events/manage'));
    const today = todayHere();
    expect(sent.find((s) => s.endpoint === events.createEvent.name)?.request.body).toEqual({
      title: 'Town hall',
      description: '',
      location: 'Atrium',
      color: '#1565c0',
      startDate: today,
      startTime: null,
      endDate: today,
      endTime: null,
      signUp: true,
      capacity: null,
    });
    expect(router.state.location.state).toEqual({
      flash: { severity: 'success', title: 'Event created', body: 'Town hall' },
    });
  });

  it('puts the server’s refusal on the field it names, and focuses it', async () => {
    signInAs(MANAGE);
    const { user } = eventForm('/calendar/events/event/5', [
      [events.getEvent, () => lunch],
      [
        events.updateEvent,
        () =>
          failure(400, 'VALIDATION', 'The request is not valid', [
            { field: 'body.capacity', message: 'is below the 3 people signed up' },
          ]),
      ],
    ]);
    const places = await screen.findByRole('spinbutton', { name: 'Places' }, slow);
    expect(places).toHaveValue(12);
    await user.clear(places);
    await user.type(places, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(places).toHaveAccessibleDescription('is below the 3 people signed up'));
    await waitFor(() => expect(places).toHaveFocus());
  });
});

describe('the repeatable event form', () => {
  it('sends the rule as written, and puts the server’s refusal of it on the RRULE field', async () => {
    signInAs(MANAGE);
    const { user, sent } = renderScreen(<RepeatableEventPage />, {
      path: '/calendar/events/repeatable-event',
      handlers: [
        [
          events.createRepeatableEvent,
          () =>
            failure(400, 'VALIDATION', 'The request is not valid', [{ field: 'body.rrule', message: 'gives no date' }]),
        ],
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }, slow), 'Friday demo');
    await user.click(screen.getByRole('button', { name: 'Edit as RRULE' }));
    const rule = screen.getByRole('textbox', { name: 'RRULE' });
    await user.clear(rule);
    await user.type(rule, 'FREQ=WEEKLY;BYDAY=FR;COUNT=2');
    await user.click(screen.getByRole('button', { name: 'Create repeatable event' }));
    await waitFor(() => expect(rule).toHaveAccessibleDescription('gives no date'));
    const body = sent.find((s) => s.endpoint === events.createRepeatableEvent.name)?.request.body;
    expect(body).toMatchObject({ title: 'Friday demo', rrule: 'FREQ=WEEKLY;BYDAY=FR;COUNT=2', exdates: [] });
  });
});

describe('the national holiday form (a resource)', () => {
  it('shows only the parts of the chosen method, and sends the others as null', async () => {
    signInAs(MANAGE);
    const { user, sent, router } = renderScreen(<NationalEventPage />, {
      path: '/calendar/events/national-event',
      handlers: [
        [
          events.createNationalEvent,
          ({ body }) => ({ ...(body as object), id: 4, next: null, createdAt: at, updatedAt: at }),
        ],
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, slow), 'Whit Monday');
    expect(screen.getByRole('spinbutton', { name: 'Day' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rule' }));
    await user.click(await screen.findByRole('option', { name: 'Western Easter' }));
    expect(screen.queryByRole('spinbutton', { name: 'Day' })).toBeNull();
    const offset = screen.getByRole('spinbutton', { name: 'Offset (days)' });
    await user.clear(offset);
    await user.type(offset, '50');
    expect(screen.getByText('Western Easter, 50 days after')).toBeInTheDocument();
    expect(within(screen.getByTestId('holiday-preview')).getAllByText(/\d{4}$/)).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Add national holiday' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar/events/manage'));
    expect(sent.find((s) => s.endpoint === events.createNationalEvent.name)?.request.body).toEqual({
      title: 'Whit Monday',
      description: '',
      color: '#c62828',
      dayOff: true,
      method: 'western-easter',
      month: null,
      day: null,
      weekday: null,
      nth: null,
      offset: 50,
      fromYear: null,
    });
  });

  it('refuses 30 February in the browser, on the Day field, without sending', async () => {
    signInAs(MANAGE);
    const { user, sent } = renderScreen(<NationalEventPage />, { path: '/calendar/events/national-event' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, slow), 'Leap');
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'February' }));
    const day = screen.getByRole('spinbutton', { name: 'Day' });
    await user.clear(day);
    await user.type(day, '30');
    await user.click(screen.getByRole('button', { name: 'Add national holiday' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription('is not a day of that month'));
    expect(sent.filter((s) => s.endpoint === events.createNationalEvent.name)).toHaveLength(0);
  });
});
