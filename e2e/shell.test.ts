import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import {
  apiSignIn,
  holdRequests,
  liveSignInForm,
  newPage,
  ROOT,
  signedInPage,
  signInWithForm,
  storedSession,
  waitForSocket,
} from './harness.js';

const app = browserSuite();

describe('web shell', () => {
  it('signs in and shows home with the user name', async () => {
    const { user } = await apiSignIn(app.server);
    const { context, page } = await newPage(app.browser, app.server.url);
    await page.goto('/login');
    await expect.poll(() => page.title()).toBe('Sign in · Back Office');
    await signInWithForm(page, app.server.adminUsername, app.server.adminPassword);

    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('user-name').textContent()).toBe(user.name || user.username);
    expect(await page.getByTestId('greeting').textContent()).toContain((user.name || user.username).split(/\s+/)[0]);
    const stored = await storedSession(page);
    expect(stored?.jwt).toBeTruthy();

    // The signed-in shell renders fully; UPDATE_SCREENSHOT=1 also refreshes the picture in the README.
    await page.getByText('All systems operational').waitFor();
    await page.getByRole('link', { name: 'Audit log' }).first().waitFor();
    if (process.env.UPDATE_SCREENSHOT === '1') {
      await page.screenshot({ path: path.join(ROOT, 'docs', 'screenshot.png') });
    }
    await context.close();
  });

  it('shows the server error on a wrong password', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
    await page.goto('/login');
    await liveSignInForm(page);
    await page.getByLabel('Username or email').fill(app.server.adminUsername);
    await page.getByLabel('Password', { exact: true }).fill('definitely-not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid username or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('validates the form with the contract schema before calling the server', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
    await page.goto('/login');
    // The live form (the pre-rendered one, for a sign-in before the app arrives, leaves empty fields to the
    // browser's own check: `required`).
    await liveSignInForm(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your username or email').waitFor();
    await page.getByText('Enter your password').waitFor();
    await context.close();
  });

  it('sends a guest to sign in and back to the page asked for', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
    await page.goto('/audit-log');
    await page.waitForURL('**/login');
    await signInWithForm(page, app.server.adminUsername, app.server.adminPassword);
    expect(new URL(page.url()).pathname).toBe('/audit-log');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByRole('table', { name: 'Audit log' }).waitFor();
    // A signed-in user on the guest-only page goes home.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows a 404 page, standalone for a guest and inside the layout when signed in', async () => {
    const { context, page } = await newPage(app.browser, app.server.url);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    await page.goto('/login');
    await signInWithForm(page, app.server.adminUsername, app.server.adminPassword);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps the dark theme across a reload', async () => {
    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();

    await page.getByRole('switch', { name: 'Dark theme' }).check();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    expect((await storedSession(page))?.darkTheme).toBe(true);

    await page.reload();
    await page.getByRole('switch', { name: 'Dark theme' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Dark theme' }).isChecked()).toBe(true);
    expect(await background()).toBe(dark);
    await context.close();
  });

  it('sends the browser to sign in with the spec message when the token is revoked', async () => {
    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );
    const jwt = (await storedSession(page))?.jwt;
    expect(jwt).toBeTruthy();

    const revoked = await fetch(`${app.server.url}/api/auth/logout`, { headers: { Authorization: `Bearer ${jwt}` } });
    expect(revoked.status).toBe(200);

    // The next call with the dead token ends the session. The server also closes the session's socket,
    // which makes the app ask the server at once; either may win, the outcome is the same.
    await page
      .getByRole('link', { name: 'Audit log' })
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForURL('**/login');
    await page.getByText('Invalid token provided. Please login again.').waitFor();
    await page.getByText('Authentication Error').waitFor();
    expect((await storedSession(page))?.jwt ?? null).toBeNull();
    await context.close();
  });

  it("checks a stored session once on a deep link, asked by the page while the app's scripts load", async () => {
    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/validate') checks.push(request.url());
    });
    // The app's boot held back, as on a slow link: the check is asked for all the same.
    const release = await holdRequests(page, '**/assets/boot-*.js');
    await page.goto('/audit-log');
    await expect.poll(() => checks.length).toBe(1);
    release();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByRole('table').waitFor();
    // The app took that answer instead of asking again.
    expect(checks).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys((window as { __early?: object }).__early ?? {}))).toEqual([]);

    // A session revoked since: the page's own check sends the browser to sign in, as the app's did.
    const jwt = (await storedSession(page))?.jwt;
    await fetch(`${app.server.url}/api/auth/logout`, { headers: { Authorization: `Bearer ${jwt}` } });
    await page.goto('/audit-log');
    await page.waitForURL('**/login');
    expect((await storedSession(page))?.jwt ?? null).toBeNull();
    expect(checks).toHaveLength(2);
    await context.close();
  });

  it("adds a deep link's signed-in preloads to the page a few at a time, each step its own task, all of them", async () => {
    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );
    const served = await (
      await fetch(`${app.server.url}/audit-log`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const template = /<template id="signed-in-preloads">([\s\S]*?)<\/template>/.exec(served)?.[1] ?? '';
    const expected = [...template.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!);
    expect(expected.length).toBeGreaterThan(16);
    // A mutation observer's callback runs once per task that changed the page: one per step.
    await page.addInitScript((hrefs: string[]) => {
      const steps: number[] = [];
      (window as { __preloadSteps?: number[] }).__preloadSteps = steps;
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => Array.from(record.addedNodes))
          .filter((node) => node instanceof HTMLLinkElement && hrefs.includes(node.getAttribute('href') ?? ''));
        if (added.length) steps.push(added.length);
      }).observe(document, { childList: true, subtree: true });
    }, expected);
    // The app's boot held back: only the page's own script adds preloads meanwhile.
    const release = await holdRequests(page, '**/assets/boot-*.js');
    await page.goto('/audit-log');
    const steps = () => page.evaluate(() => (window as { __preloadSteps?: number[] }).__preloadSteps ?? []);
    await expect.poll(async () => (await steps()).reduce((sum, n) => sum + n, 0)).toBe(expected.length);
    expect(Math.max(...(await steps()))).toBeLessThanOrEqual(8);
    expect((await steps()).length).toBeGreaterThan(1);
    release();
    await page.getByRole('table').waitFor();
    const inHead = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((link) => link.getAttribute('href')),
    );
    for (const href of expected) expect(inHead).toContain(href);
    await context.close();
  });

  it("paints a signed-in deep link's frame before asking for any of the app's scripts", async () => {
    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );
    await page.goto('/calendar/events');
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(10);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
    await context.close();
  });

  it('obeys a forced logout pushed over the socket', async () => {
    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );
    await page.getByTestId('greeting').waitFor();
    const userId = (await storedSession(page))?.user?.id;
    expect(userId).toBeTruthy();

    // The socket connects after sign-in; the push goes once the server has accepted it.
    await waitForSocket(page);
    const { jwt } = await apiSignIn(app.server);
    const response = await fetch(`${app.server.url}/api/auth/forceLogout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId }),
    });
    expect(response.status).toBe(200);

    await page.waitForURL('**/login');
    await page.getByText('FORCE LOGOUT').waitFor();
    await page.getByText('You have been logged out, please login again.').waitFor();
    await context.close();
  });

  it('hides and guards what a user lacks, and applies a live scope change', async () => {
    const { jwt } = await apiSignIn(app.server);
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${app.server.url}/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const department = await api<{ id: number }>('POST', '/auth/departments', { name: 'Support' });
    const role = await api<{ id: number }>('POST', '/auth/roles', {
      name: 'Agent',
      departmentId: department.id,
      scopes: ['qa:chat:read'],
    });
    const password = 'Copper-meadow-violin-1234';
    await api('POST', '/auth/users', {
      username: 'agent.smith',
      email: 'agent.smith@example.com',
      name: 'Agent Smith',
      password,
      roleId: role.id,
      departmentId: department.id,
    });

    const { context, page } = await signedInPage(app.browser, app.server, 'agent.smith', password);
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('greeting').textContent()).toContain('Agent');
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);

    // A signed-in user without the scope is sent home.
    await page.goto('/audit-log');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('greeting').waitFor();

    // The role gains the scope: the socket's roleUpdated shows the menu item without a reload.
    await waitForSocket(page);
    await api('PATCH', `/auth/roles/${role.id}`, { scopes: ['qa:chat:read', 'audit:log:read'] });
    await page.getByText('Your Permissions Has Been Updated').waitFor();
    await page.getByRole('link', { name: 'Audit log' }).first().click();
    await page.waitForURL('**/audit-log');
    await page.getByRole('table', { name: 'Audit log' }).waitFor();
    await context.close();
  });
});
