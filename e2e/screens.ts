// Screenshots of every screen on the demo data: `npx tsx e2e/screens.ts <out dir>`.
// Used to compare screens before and after a change (the module-kit issue asks for it); not a test.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { adminApi } from './admin-helpers.js';
import { launchBrowser, newPage, signInWithForm, startServer } from './harness.js';

interface Listed {
  items: { id: number; name?: string }[];
}

const out = path.resolve(process.argv[2] ?? 'screens');
mkdirSync(out, { recursive: true });

const server = await startServer({ env: { DEMO: '1' } });
const browser = await launchBrowser();
try {
  const api = await adminApi(server);
  const first = async (url: string) => (await api<Listed>('GET', url)).items[0];
  const user = await first('/auth/users?take=1');
  const role = await first('/auth/roles?take=1');
  const department = await first('/auth/departments?take=1');
  const zone = await first('/dns/zones?take=1').catch(() => undefined);
  const set = await first('/ipset/sets?take=1').catch(() => undefined);

  const screens: [string, string][] = [
    ['home', '/'],
    ['users', '/users'],
    ['user-create', '/users/create'],
    ['user-edit', `/users/edit/${user?.id}`],
    ['roles', '/roles'],
    ['role-create', '/roles/create'],
    ['role-edit', `/roles/edit/${role?.id}`],
    ['departments', '/departments'],
    ['department-create', '/departments/create'],
    ['department-edit', `/departments/edit/${department?.id}`],
    ['audit-log', '/audit-log'],
    ['dns-zones', '/dns'],
    ['dns-zone-create', '/dns/zone/create'],
    ['dns-zone-import', '/dns/zone/create?mode=import'],
    ['dns-departments', '/dns/departments'],
    ['ipset-sets', '/ipset/sets'],
    ['ipset-create', '/ipset/sets/create'],
    ['profile', '/profile'],
    ['not-found', '/no-such-screen'],
    ...(process.argv.slice(3).map((p) => [p.replace(/\W+/g, '-').replace(/^-|-$/g, ''), p]) as [string, string][]),
  ];
  if (zone) screens.push(['dns-zone', `/dns/zone/${zone.id}`], ['dns-record-create', `/dns/zone/${zone.id}/create`]);
  if (set?.name) screens.push(['ipset-set', `/ipset/sets/${encodeURIComponent(set.name)}`]);

  const shoot = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  };

  {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await shoot(page, 'login');
    await context.close();
  }
  {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await signInWithForm(page, server.adminUsername, server.adminPassword);
    for (const [name, url] of screens) {
      await page.goto(url);
      await shoot(page, name);
    }
    await context.close();
  }
  console.log(`${screens.length + 1} screens in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
