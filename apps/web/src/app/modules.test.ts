import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppModule } from '../core/module';
import { activeMenuPath } from './active-menu';
import { earlyCallUrl } from './early-calls';
import { appModules, menuGroups, menuItems, moduleRoutes } from './modules';

// The contract's screens by module (packages/contract/src/modules/<m>.paths.ts) and the modules'
// declarations by folder, to check that each module routes its own screens' patterns.
type Screens = Record<string, { pattern: string }>;
const screenFiles = import.meta.glob<Record<string, Screens>>('../../../../packages/contract/src/modules/*.paths.ts', {
  eager: true,
});
const screensOf = new Map(
  Object.entries(screenFiles).map(([file, exports]) => [
    /([^/]+)\.paths\.ts$/.exec(file)![1]!,
    new Set(Object.values(exports).flatMap((screens) => Object.values(screens).map((s) => s.pattern))),
  ]),
);
const moduleFiles = import.meta.glob<{ default: AppModule }>('../modules/*/module.tsx', { eager: true });

// The declarations of the real modules, checked without naming any of them.
describe('module declarations', () => {
  it('give a group shared by several modules one order, and each item of a group its own', () => {
    const sections = appModules.flatMap((m) => m.menu ?? []);
    for (const group of menuGroups) {
      const orders = new Set(sections.filter((s) => s.group === group.label).map((s) => s.order));
      expect([...orders], `the order of menu group ${group.label}`).toEqual([group.order]);
      const itemOrders = group.items.map((i) => i.order);
      expect(new Set(itemOrders).size, `item orders in ${group.label}: ${itemOrders.join(', ')}`).toBe(
        itemOrders.length,
      );
    }
  });

  it('sort the menu by the declared orders', () => {
    const groupOrders = menuGroups.map((g) => g.order);
    expect(groupOrders).toEqual([...groupOrders].sort((a, b) => a - b));
    for (const group of menuGroups) {
      const orders = group.items.map((i) => i.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('route only screens of the contract, each module its own (<m>Screens in modules/<m>.paths.ts)', () => {
    expect(Object.keys(moduleFiles).length).toBe(appModules.length);
    const wrong = Object.entries(moduleFiles).flatMap(([file, { default: declared }]) => {
      const module = /modules\/([^/]+)\/module\.tsx$/.exec(file)![1]!;
      const patterns = screensOf.get(module);
      return declared.routes
        .filter((route) => !patterns?.has(route.path))
        .map((route) => `${module}: ${route.path} is no pattern of ${module}.paths.ts`);
    });
    expect(wrong).toEqual([]);
  });

  it("start with the page only a screen's first call that can be: a GET without parameters, its query left empty", () => {
    const declared = moduleRoutes.flatMap((route) => (route.early ? [[route.path, route.early] as const] : []));
    expect(declared).toContainEqual(['/qc-v2/chats/queue/:chatId?', 'qa.chatQueue']);
    for (const [path, name] of declared) expect(() => earlyCallUrl(name), path).not.toThrow();
    expect(earlyCallUrl('qa.chatQueue')).toBe('/api/chat-controller-v2/chats/queue');
    // What the build refuses (vite.config.ts reads the declarations through earlyCallUrl).
    expect(() => earlyCallUrl('qa.noSuchCall')).toThrow('no such endpoint');
    expect(() => earlyCallUrl('qa.getChat')).toThrow('its path takes parameters');
    expect(() => earlyCallUrl('qa.tagChat')).toThrow('only a GET');
    expect(() => earlyCallUrl('leave.awayBetween')).toThrow('its query needs values');
  });

  it('point every menu item at a screen, and highlight it there', () => {
    for (const item of menuItems) {
      expect(
        moduleRoutes.some((route) => matchPath(route.path, item.path)),
        `${item.label}: ${item.path}`,
      ).toBe(true);
      expect(activeMenuPath(item.path, menuItems)).toBe(item.path);
    }
  });
});

describe('the active menu item', () => {
  // Screens reached from the app bar or a link, not from the side menu.
  const outsideTheMenu = new Set(['/', '/profile', '/login', '/account']);
  const example = (pattern: string) =>
    pattern
      .replace(/:\w+\?/g, '')
      .replace(/:\w+/g, '7')
      .replace(/\/+$/, '');

  it('lights an item of the side menu on every screen of a module', () => {
    const unlit = moduleRoutes
      .map((route) => route.path)
      .filter((path) => !outsideTheMenu.has(path))
      .filter((path) => activeMenuPath(example(path) || '/', menuItems) === null);
    expect(unlit).toEqual([]);
  });

  it('lights Feedbacks and Escalations on a feedback or an escalation of either kind', () => {
    const lit = (path: string) => activeMenuPath(path, menuItems);
    expect(lit('/qc-v2/chat-feedbacks/4')).toBe('/qc-v2/feedbacks');
    expect(lit('/qc-v2/ticket-feedbacks/4')).toBe('/qc-v2/feedbacks');
    expect(lit('/qc-v2/chat-escalations/4')).toBe('/qc-v2/escalations');
    expect(lit('/qc-v2/ticket-escalations/4')).toBe('/qc-v2/escalations');
    expect(lit('/qc-v2/tickets/4')).toBe('/qc-v2/tickets/archive');
    expect(lit('/qc-v2/tickets/queue')).toBe('/qc-v2/tickets/queue');
  });
});
