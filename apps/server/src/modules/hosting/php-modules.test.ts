// The PHP module list websites choose from.
import * as hosting from '@backoffice/contract/modules/hosting';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type HostingApp, startHostingApp } from './testing/hosting-app.js';

let h: HostingApp;
beforeAll(async () => {
  h = await startHostingApp();
  for (const name of ['intl', 'gd', 'pdo_mysql']) await h.t.callOk(h.admin, hosting.addPhpModule, { body: { name } });
}, 120_000);
afterAll(() => h?.t.close());

it('lists the modules by name with how many websites use each', async () => {
  const serverId = (await h.newServer({ name: 'web-php', type: 'web', address: '10.0.2.1' })).id;
  await h.t.callOk(h.webmaster, hosting.createOriginVhost, {
    body: { domain: 'php.example', serverId, phpModules: ['intl', 'gd'] },
  });
  const modules = await h.t.callOk(h.reader, hosting.listPhpModules, {});
  expect(modules.map((m) => [m.name, m.websiteCount])).toEqual([
    ['gd', 1],
    ['intl', 1],
    ['pdo_mysql', 0],
  ]);
});

it('refuses a name already on the list', async () => {
  expect((await h.t.call(h.webmaster, hosting.addPhpModule, { body: { name: 'intl' } })).statusCode).toBe(409);
});

it('refuses a name that is no PHP module name', async () => {
  expect((await h.t.call(h.webmaster, hosting.addPhpModule, { body: { name: 'Intl;x' } })).statusCode).toBe(400);
});
