import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { type ApiClient, adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const app = browserSuite();
let api: ApiClient;
let manager: StaffUser;
let reader: StaffUser;
let today: string;

beforeAll(async () => {
  api = await adminClient(app.server);
  manager = await createStaffUser(api, {
    prefix: 'organiser',
    scopes: ['calendar:events:read', 'calendar:events:create', 'users:users:read'],
  });
  reader = await createStaffUser(api, { prefix: 'reader', scopes: ['calendar:events:read'] });
  await api.call('PATCH', `/auth/users/${reader.userId}`, { userData: { name: 'Rea Attendee' } });
  // The server's day (TZ is UTC in the tests), as the browser's is too.
  today = new Date().toISOString().slice(0, 10);
});

describe('the event calendar in the browser', () => {
  it('a colleague signs up from the calendar and is listed; the organiser records that they came', async () => {
    const event = await api.call<{ id: number }>('POST', '/event-calendar/event', {
      title: 'Lunch and learn',
      location: 'Kitchen',
      startDate: today,
      startTime: '00:00',
      endDate: today,
      endTime: '23:30',
      capacity: 5,
    });

    const { context, page } = await signedInPage(app.browser, app.server, reader.username, reader.password);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Events' }).click();
    await page.waitForURL('**/calendar/events');
    await page.locator(`td[data-date="${today}"] .fc-event`).filter({ hasText: 'Lunch and learn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lunch and learn' });
    await dialog.getByText('0 of 5 places taken').waitFor();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await dialog.getByText('You are signed up.').waitFor();
    await dialog.getByText('1 of 5 places taken').waitFor();
    // A reader has no screen to manage events: the dialog offers no edit.
    expect(await dialog.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await context.close();

    const organiser = await signedInPage(app.browser, app.server, manager.username, manager.password);
    await organiser.page.goto(`${app.server.url}/calendar/events/manage`);
    await organiser.page.getByRole('link', { name: 'Attendants of Lunch and learn' }).click();
    await organiser.page.waitForURL(`**/calendar/events/event/${event.id}/attendant`);
    await organiser.page.getByRole('table', { name: 'Signed up' }).getByText('Rea Attendee').waitFor();
    const came = organiser.page.getByRole('switch', { name: 'Rea Attendee came' });
    await came.waitFor();
    expect(await came.isChecked()).toBe(true);
    await organiser.page.getByRole('button', { name: 'Save attendance' }).click();
    await organiser.page.getByText('1 of 1 came on').waitFor();
    await expect
      .poll(async () =>
        (
          await api.call<{ userId: number; present: boolean }[]>(
            'GET',
            `/event-calendar/event/${event.id}/attendance?date=${today}`,
          )
        ).map((r) => [r.userId, r.present]),
      )
      .toEqual([[reader.userId, true]]);
    await organiser.page.getByText('Came · recorded by').waitFor();
    await organiser.context.close();
  });

  it('an organiser makes a weekly meeting with the recurrence editor and it repeats on the calendar', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, manager.username, manager.password);
    await page.goto(`${app.server.url}/calendar/events/repeatable-event`);
    await page.getByRole('textbox', { name: 'Title' }).fill('Friday demo');
    await page.getByRole('button', { name: 'Fri' }).click();
    // The start day's weekday stays chosen too; take it off unless it is Friday.
    const startWeekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    if (startWeekday !== 5) await page.getByRole('button', { name: names[startWeekday]! }).click();
    await page.getByTestId('rule-preview').getByText('Repeats every week on Friday').waitFor();
    await page.getByRole('button', { name: 'Create repeatable event' }).click();
    await page.waitForURL('**/calendar/events/manage?tab=repeatable');
    await page.getByRole('table', { name: 'Repeatable events' }).getByText('every week on Friday').waitFor();

    await page.goto(`${app.server.url}/calendar/events`);
    await page.locator('.fc').waitFor();
    // Every Friday of the month from today on shows it.
    const fridays = await page
      .locator('td.fc-day-fri:not(.fc-day-past)')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')));
    await expect
      .poll(() => page.locator('td.fc-day-fri:not(.fc-day-past) .fc-event').filter({ hasText: 'Friday demo' }).count())
      .toBe(fridays.length);
    await context.close();
  });

  it('a colleague gives a birthday on the profile, showing the day only, and it is on the calendar', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, reader.username, reader.password);
    await page.goto(`${app.server.url}/profile`);
    const born = `1990-${today.slice(5)}`.replace('-02-29', '-02-28');
    await page
      .getByRole('group', { name: 'Date of birth', exact: true })
      .getByRole('spinbutton', { name: 'Year' })
      .click();
    await page.keyboard.type(born.replaceAll('-', ''));
    await page.getByRole('button', { name: 'Save birthday' }).click();
    await page.getByText('Birthday saved.').waitFor();

    await page.goto(`${app.server.url}/calendar/events`);
    const cake = page.locator(`td[data-date="${born.replace('1990', today.slice(0, 4))}"] .fc-event`).filter({
      hasText: 'Birthday: Rea Attendee',
    });
    await cake.waitFor();
    // The year is not shown unless its owner says so: no age.
    expect(await cake.textContent()).toBe('Birthday: Rea Attendee');
    await context.close();
  });
});
