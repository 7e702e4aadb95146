// Demo data of saved views (`npm run demo`): a few views of the lists that offer them, shared and
// private, made through the module's own service. Their queries are what the screens themselves write
// into the address (the filters' parameters and values), so picking one opens the filtered list.
import { administrationScreens } from '@backoffice/contract/modules/administration.paths';
import { hostingScreens } from '@backoffice/contract/modules/hosting.paths';
import { ipsetScreens } from '@backoffice/contract/modules/ipset.paths';
import { sslScreens } from '@backoffice/contract/modules/ssl.paths';
import { inIds } from '../../core/db/lists.js';
import { users } from '../../core/db/schema.js';
import type { DemoRole, ModuleDemo } from '../../core/module.js';
import { createView } from './service.js';

const demoViews: {
  /** Saved by the first demo person of this role, who can open the screen. */
  owner: DemoRole;
  screen: string;
  name: string;
  query: string;
  shared: boolean;
}[] = [
  // The certificates list's "Expiring" filter (7, 30 or 90 days): the demo has two within 30 days.
  { owner: 'Developer', screen: sslScreens.list.href(), name: 'Expiring soon', query: 'expiring=30', shared: true },
  {
    owner: 'Developer',
    screen: sslScreens.list.href(),
    name: "Let's Encrypt",
    query: 'kind=lets-encrypt',
    shared: false,
  },
  // The servers list's Type and Status filters.
  {
    owner: 'Developer',
    screen: hostingScreens.servers.href(),
    name: 'Servers down',
    query: 'status=Down',
    shared: true,
  },
  { owner: 'Developer', screen: hostingScreens.servers.href(), name: 'Web servers', query: 'type=web', shared: false },
  { owner: 'Developer', screen: ipsetScreens.sets.href(), name: 'IPv6 sets', query: 'family=inet6', shared: false },
  // The users list's filters and its sort.
  {
    owner: 'Administrator',
    screen: administrationScreens.users.href(),
    name: 'Administrators',
    query: 'admin=true',
    shared: true,
  },
  {
    owner: 'Administrator',
    screen: administrationScreens.users.href(),
    name: 'Newest accounts',
    query: 'sortBy=createdAt&direction=DESC',
    shared: false,
  },
  {
    owner: 'Administrator',
    screen: administrationScreens.users.href(),
    name: 'By department',
    query: 'sortBy=department&direction=ASC',
    shared: true,
  },
];

export const viewsDemo: ModuleDemo = {
  order: 90,
  async seed(ctx, { people }) {
    const owners = new Map(
      [...new Set(demoViews.map((v) => v.owner))].flatMap((role) => {
        const person = people.find((p) => p.role === role);
        return person ? [[role, person.id] as const] : [];
      }),
    );
    if (!owners.size) return;
    const named = await ctx.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inIds(users.id, [...owners.values()]));
    for (const { owner, ...view } of demoViews) {
      const user = named.find((u) => u.id === owners.get(owner));
      if (user) await createView(ctx, user, view);
    }
  },
};
