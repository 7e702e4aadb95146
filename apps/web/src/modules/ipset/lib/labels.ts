import type { IpsetFamily, IpsetType } from '@backoffice/contract/modules/ipset';

export const FAMILY_LABEL: Record<IpsetFamily, string> = { inet: 'IPv4', inet6: 'IPv6' };

export const TYPE_HELP: Record<IpsetType, string> = {
  'hash:ip': 'Single addresses only',
  'hash:net': 'Addresses and networks (CIDR)',
};
