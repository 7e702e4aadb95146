import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeMenuPath } from './active-menu';
import { appModules, menuGroups, menuItems, moduleRoutes } from './modules';

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
