import { describe, expect, it } from 'vitest';
import type { ModuleRoute } from '../../core/module';
import { appModules, menuItems, moduleRoutes } from '../modules';
import { actionEntries, canOpen, iconOf, matchScore, recordSources } from './entries';
import { loadModuleCommands } from './module-commands';

const route = (path: string, scopes: ModuleRoute['scopes']): ModuleRoute => ({
  path,
  scopes,
  component: async () => ({ default: () => null }),
});
const routes = [
  route('/server', ['server:server:read']),
  route('/server/create', ['server:server:create']),
  route('/server/:server', ['server:server:read']),
];
const reader = { scopes: ['server:server:read'], isAdmin: false };

describe('canOpen', () => {
  it('judges a link by the route the router would pick, with its query left aside', () => {
    expect(canOpen('/server/7', routes, reader)).toBe(true);
    expect(canOpen('/server?search=web', routes, reader)).toBe(true);
    // `/server/create` is its own route, not the server named "create".
    expect(canOpen('/server/create', routes, reader)).toBe(false);
    expect(canOpen('/server/create', routes, { scopes: [], isAdmin: true })).toBe(true);
    expect(canOpen('/nowhere', routes, { scopes: [], isAdmin: true })).toBe(false);
  });
});

describe('iconOf', () => {
  it('gives a link the icon of the menu item highlighted there', () => {
    const Icon = () => null;
    const items = [
      { label: 'Servers', path: '/server', scopes: [], order: 1, icon: Icon },
      { label: 'Other', path: '/other', scopes: [], order: 2 },
    ];
    expect(iconOf('/server/7?tab=sites', items)).toBe(Icon);
    expect(iconOf('/nowhere', items)).toBeUndefined();
  });
});

describe('matchScore', () => {
  it('wants every word somewhere, and ranks a label that starts with the search first', () => {
    expect(matchScore('zone', 'DNS zones', 'Infrastructure')).toBe(1);
    expect(matchScore('dns z', 'DNS zones')).toBe(0);
    expect(matchScore('infra zones', 'DNS zones', 'Infrastructure')).toBe(2);
    expect(matchScore('zones x', 'DNS zones')).toBeNull();
    expect(matchScore('  ', 'Anything')).toBe(0);
  });
});

// The modules' real declarations, checked without naming any of them.
describe('module commands', () => {
  const admin = { scopes: [], isAdmin: true };

  it('load for every module that declares them', async () => {
    const declaring = appModules.filter((m) => m.commands);
    expect(declaring.length).toBeGreaterThan(0);
    expect(await loadModuleCommands()).toHaveLength(declaring.length);
  });

  it('point every action at a screen of the app', async () => {
    const commands = await loadModuleCommands();
    const actions = commands.flatMap((c) => c.actions ?? []);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(canOpen(action.path, moduleRoutes, admin), action.label).toBe(true);
    expect(actionEntries(commands, moduleRoutes, menuItems, admin, '')).toHaveLength(actions.length);
  });

  it('give each record group its own name and a search that loads', async () => {
    const sources = recordSources(await loadModuleCommands(), admin);
    expect(new Set(sources.map((s) => s.group)).size).toBe(sources.length);
    for (const source of sources) {
      const search = await source.search();
      expect(search.endpoint.method, source.group).toMatch(/GET|POST/);
      expect(search.input('web'), source.group).toBeTruthy();
    }
  });
});
