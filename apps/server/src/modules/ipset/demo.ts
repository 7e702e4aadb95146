// Demo data of the IP sets module (`npm run demo`): three sets with entries, made through the
// module's own service, so every rule of the module applies.
import type { ModuleDemo } from '../../core/module.js';
import { addIps } from './services/entries.js';
import { createSet } from './services/sets.js';

const demoSets: {
  name: string;
  family: 'inet' | 'inet6';
  type: 'hash:ip' | 'hash:net';
  description: string;
  ips: string[];
}[] = [
  {
    name: 'office-allow',
    family: 'inet',
    type: 'hash:net',
    description: 'Office and VPN networks allowed to reach the admin panels',
    ips: ['203.0.113.0/28', '198.51.100.64/27', '192.0.2.200'],
  },
  {
    name: 'abuse-block',
    family: 'inet',
    type: 'hash:ip',
    description: 'Addresses blocked after abuse reports',
    ips: ['198.51.100.7', '198.51.100.19', '203.0.113.77', '192.0.2.155', '192.0.2.156'],
  },
  {
    name: 'office-allow-v6',
    family: 'inet6',
    type: 'hash:net',
    description: 'Office networks, IPv6',
    ips: ['2001:db8:100::/48', '2001:db8:200:1::/64'],
  },
];

export const ipsetDemo: ModuleDemo = {
  order: 40,
  roles: { Developer: ['ipset:ipset:*'] },
  async seed(ctx) {
    for (const { ips, ...set } of demoSets) {
      await createSet(ctx, set);
      await addIps(ctx, set.name, ips);
    }
  },
};
