import type { IpSet } from '@backoffice/contract/modules/ipset';

/**
 * The page of a set: `/ipset/sets/{name}` (spec §2). A set named `create` would be hidden by the
 * create screen's path, so that one is linked by its id, which the server accepts in its place.
 */
export function setPath(set: Pick<IpSet, 'id' | 'name'>): string {
  return `/ipset/sets/${set.name === 'create' ? set.id : encodeURIComponent(set.name)}`;
}
