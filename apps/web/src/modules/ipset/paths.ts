import type { IpSet } from '@backoffice/contract/modules/ipset';

/** Links to the IP set screens (spec §2 paths; module.tsx declares the routes). */
export const ipsetPaths = {
  sets: () => '/ipset/sets',
  createSet: () => '/ipset/sets/create',
  /**
   * The page of a set: `/ipset/sets/{name}`. A set named `create` would be hidden by the create
   * screen's path, so that one is linked by its id, which the server accepts in its place.
   */
  set: (set: Pick<IpSet, 'id' | 'name'>) =>
    `/ipset/sets/${set.name === 'create' ? set.id : encodeURIComponent(set.name)}`,
};
