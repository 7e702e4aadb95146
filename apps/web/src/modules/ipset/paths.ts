import type { IpSet } from '@backoffice/contract/modules/ipset';
import { ipsetScreens as screens } from '@backoffice/contract/modules/ipset.paths';

/** Links to the IP set screens (their patterns: the contract's `ipsetScreens`, which module.tsx routes). */
export const ipsetPaths = {
  sets: () => screens.sets.href(),
  createSet: () => screens.createSet.href(),
  /**
   * The page of a set: `/ipset/sets/{name}`. A set named `create` would be hidden by the create
   * screen's path, so that one is linked by its id, which the server accepts in its place.
   */
  set: (set: Pick<IpSet, 'id' | 'name'>) => screens.set.href({ setName: set.name === 'create' ? set.id : set.name }),
};
