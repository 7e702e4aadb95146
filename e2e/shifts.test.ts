import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { type ApiClient, adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const app = browserSuite();
let api: ApiClient;
let leader: StaffUser;
let team: { id: number; name: string };
const members: string[] = [];
let ada: StaffUser;
let boId: number;

beforeAll(async () => {
  api = await adminClient(app.server);
  leader = await createStaffUser(api, { prefix: 'lead', scopes: ['calendar:shifts:read', 'calendar:shifts:create'] });
  const ids: number[] = [];
  for (const name of ['Ada Early', 'Bo Brisk']) {
    const agent = await createStaffUser(api, {
      prefix: name.split(' ')[0]!.toLowerCase(),
      scopes: ['calendar:shifts:read'],
    });
    await api.call('PATCH', `/auth/users/${agent.userId}`, { userData: { name } });
    ids.push(agent.userId);
    members.push(name);
    if (name === 'Ada Early') ada = agent;
    else boId = agent.userId;
  }
  await api.call('POST', '/calendar/shifts/type', {
    name: 'Early',
    start: '06:00',
    end: '14:00',
    breakMinutes: 30,
    color: '#00796b',
  });
  team = await api.call('POST', '/calendar/shifts/team', {
    name: 'Early birds',
    departmentId: leader.departmentId,
    leaderId: leader.userId,
    memberIds: ids,
  });
});

describe('the shift calendar in the browser', () => {
  it('a shift leader fills a week for their team from a type, sees the totals, and the calendar shows the shifts', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, leader.username, leader.password);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage shifts' }).click();
    await page.waitForURL('**/calendar/shifts/manage');
    await page.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: new RegExp(team.name) }).click();
    await page.getByRole('combobox', { name: 'Shift type' }).click();
    await page.getByRole('option', { name: /Early · 06:00–14:00/ }).click();
    await page.getByRole('button', { name: 'Fill weekdays' }).click();

    const grid = page.getByRole('table', { name: "Early birds's week" });
    await expect.poll(() => grid.getByText('Early', { exact: true }).count()).toBe(10);
    // 06:00–14:00 less a 30-minute break: 6.5 day hours and 1 night hour (× 8/7), five times.
    for (const name of members) {
      await expect.poll(() => page.getByTestId(`week-row-${name}`).locator('td').last().textContent()).toBe('38.21');
    }

    // The week is a draft until published: nobody is told per click. Publish sends it at once.
    await page.getByRole('alert').filter({ hasText: 'Not published: 10 shifts given' }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Shifts published' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);

    // Removing a published shift takes it off the grid as part of the next draft, with Undo in its
    // place; Undo keeps it, and nothing is left to publish.
    const chips = grid.getByText('Early', { exact: true });
    const firstRow = page.getByTestId(`week-row-${members[0]}`);
    await firstRow.locator('.MuiChip-deleteIcon').first().click();
    await expect.poll(() => chips.count()).toBe(9);
    await firstRow.getByRole('button', { name: /^Undo removing / }).click();
    await expect.poll(() => chips.count()).toBe(10);
    await expect.poll(() => page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => grid.getByText('Early', { exact: true }).count()).toBe(10);

    await page.getByRole('link', { name: 'Shifts', exact: true }).first().click();
    await page.waitForURL('**/calendar/shifts');
    // The manage screen has a Team field too: wait for the calendar's own screen. A planner lands on
    // the teams' week: the team's people by days, the published shifts in it.
    await page.getByRole('heading', { name: 'Shifts', exact: true }).waitFor();
    const teamWeek = page.getByRole('region', { name: 'Early birds' });
    await expect.poll(() => teamWeek.getByText('Early', { exact: true }).count()).toBe(10);
    await page.getByRole('button', { name: 'Team calendar' }).click();
    await page.locator('.fc').waitFor();
    await page.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: /Early birds/ }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect.poll(() => page.locator('.fc-event').filter({ hasText: 'Ada Early' }).count()).toBe(5);
    const totals = page.getByTestId('totals-Bo Brisk');
    await expect.poll(() => totals.locator('td').nth(1).textContent()).toBe('5');
    expect(await totals.locator('td').nth(4).textContent()).toBe('38.21');

    // Month view: drag Ada's Monday shift to the Saturday of that week; select Sunday to give Bo one.
    await page.getByRole('button', { name: 'Month' }).click();
    const monday = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
      return d.toLocaleDateString('en-CA');
    });
    const addDay = (date: string, n: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const saturday = addDay(monday, 5);
    const sunday = addDay(monday, 6);
    const event = page.locator(`td[data-date="${monday}"] .fc-event`).filter({ hasText: 'Ada Early' });
    const from = (await event.boundingBox())!;
    const to = (await page.locator(`td[data-date="${saturday}"] .fc-daygrid-day-frame`).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    const adaOn = async (date: string) =>
      (
        await api.call<{ userName: string }[]>('GET', `/calendar/shifts?from=${date}&to=${date}&teamId=${team.id}`)
      ).filter((s) => s.userName === 'Ada Early').length;
    await expect.poll(() => adaOn(saturday)).toBe(1);
    await expect.poll(() => adaOn(monday)).toBe(0);

    // Spec §8: a refused creation shows the server's own message (Wednesday is taken), and nothing moves.
    const tuesday = addDay(monday, 1);
    const wednesday = addDay(monday, 2);
    const taken = page.locator(`td[data-date="${tuesday}"] .fc-event`).filter({ hasText: 'Ada Early' });
    const a = (await taken.boundingBox())!;
    const b = (await page.locator(`td[data-date="${wednesday}"] .fc-daygrid-day-frame`).boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 5 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
    await page.mouse.up();
    await page.getByText(`Ada Early already has a shift on ${wednesday} (06:00–14:00)`).waitFor();
    expect(await adaOn(tuesday)).toBe(1);

    await page.locator(`td[data-date="${sunday}"] .fc-daygrid-day-frame`).click();
    const dialog = page.getByRole('dialog', { name: `New shift on ${sunday}` });
    await dialog.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: 'Bo Brisk' }).click();
    await dialog.getByRole('button', { name: 'Give shift' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator(`td[data-date="${sunday}"] .fc-event`).filter({ hasText: 'Bo Brisk' }).count())
      .toBe(1);
    await context.close();
  });

  it('a team member claims an open shift on the calendar; the leader sees it claimed', async () => {
    const sunday = await (async () => {
      const d = new Date();
      d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + 6);
      return d.toLocaleDateString('en-CA');
    })();
    const types = await api.call<{ id: number; name: string }[]>('GET', '/calendar/shifts/type');
    await api.call('POST', '/calendar/shifts/open', {
      teamId: team.id,
      date: sunday,
      typeId: types.find((t) => t.name === 'Early')!.id,
    });
    const { context, page } = await signedInPage(app.browser, app.server, ada.username, ada.password);
    // The offer reached her bell.
    await expect.poll(() => page.getByTestId('notification-bell').getAttribute('aria-label')).toMatch(/unread/);
    // She plans nothing, so the page opens on My shifts; the team calendar is a click away, in the URL.
    await page.goto('/calendar/shifts');
    await page.getByRole('button', { name: 'Team calendar' }).click();
    await page.waitForURL('**/calendar/shifts?view=calendar');
    const offer = page.locator(`td[data-date="${sunday}"] .fc-event`).filter({ hasText: 'Open · Early' });
    await offer.click();
    await page.getByRole('dialog', { name: 'Claim this open shift?' }).getByRole('button', { name: 'Claim' }).click();
    await page.getByText('The shift is yours').waitFor();
    await expect
      .poll(() => page.locator(`td[data-date="${sunday}"] .fc-event`).filter({ hasText: 'Ada Early · Early' }).count())
      .toBe(1);
    expect(
      await page
        .locator(`td[data-date="${sunday}"] .fc-event`)
        .filter({ hasText: 'Open · claimed by Ada Early' })
        .count(),
    ).toBe(1);
    const open = await api.call<{ claimedByName: string | null }[]>(
      'GET',
      `/calendar/shifts/open?from=${sunday}&to=${sunday}`,
    );
    expect(open.map((o) => o.claimedByName)).toEqual(['Ada Early']);
    await context.close();
  });

  it("an agent with only the read scope opens the page on My shifts: their own shift first and highlighted, before others'", async () => {
    // Nine days ahead: outside this week, which the tests above fill, and inside the two weeks listed.
    const day = await (async () => {
      const d = new Date();
      d.setDate(d.getDate() + 9);
      return d.toLocaleDateString('en-CA');
    })();
    // Bo starts earlier, so a list by start time alone would put him first.
    await api.call('POST', '/calendar/shifts', { userId: boId, date: day, start: '06:00', end: '14:00' });
    await api.call('POST', '/calendar/shifts', { userId: ada.userId, date: day, start: '14:00', end: '22:00' });

    const { context, page } = await signedInPage(app.browser, app.server, ada.username, ada.password);
    await page.goto('/calendar/shifts');
    expect(await page.getByRole('button', { name: 'My shifts' }).getAttribute('aria-pressed')).toBe('true');
    const section = page.getByTestId(`agenda-day-${day}`);
    const shifts = section.getByTestId('agenda-shift');
    await expect.poll(() => shifts.count()).toBe(2);
    const [first, second] = [shifts.nth(0), shifts.nth(1)];
    expect(await first.getAttribute('data-mine')).toBe('true');
    expect(await first.textContent()).toContain('Your shift');
    expect(await first.textContent()).toContain('14:00–22:00');
    expect(await second.textContent()).toContain('Bo Brisk');
    expect(await second.textContent()).toContain('06:00–14:00');
    // Highlighted: a tinted card with a border in the primary colour; the colleague's line has neither.
    const look = (el: Element) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, border: style.borderTopWidth };
    };
    const transparent = 'rgba(0, 0, 0, 0)';
    const mine = await first.evaluate(look);
    expect(mine.border).toBe('2px');
    expect(mine.background).not.toBe(transparent);
    expect(await second.evaluate(look)).toEqual({ background: transparent, border: '0px' });
    await expect.poll(() => section.getByRole('article', { name: 'Your shift, 14:00–22:00, Shift' }).count()).toBe(1);
    expect(await page.getByTestId('my-shifts-summary').textContent()).toContain('Your next shift');

    // The choice lives in the URL: a planner's link to My shifts opens it for them too.
    const leaderPage = await signedInPage(app.browser, app.server, leader.username, leader.password);
    await leaderPage.page.goto('/calendar/shifts');
    await leaderPage.page.getByRole('button', { name: 'Team week' }).waitFor();
    await leaderPage.page.getByRole('button', { name: 'My shifts' }).click();
    await leaderPage.page.waitForURL('**/calendar/shifts?view=mine');
    await leaderPage.page.getByText('No shift for you in these 14 days.').waitFor();
    await leaderPage.context.close();
    await context.close();
  });

  it("refuses a shift leader another team's people (the server says why)", async () => {
    const other = await createStaffUser(api, { prefix: 'other', scopes: [] });
    const response = await fetch(`${app.server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: leader.username, password: leader.password }),
    });
    const { jwt } = (await response.json()) as { jwt: string };
    const refused = await fetch(`${app.server.url}/api/calendar/shifts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ userId: other.userId, date: '2030-01-07', start: '07:00', end: '15:00' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('teams you lead');
  });
});
