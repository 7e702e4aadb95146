// Demo data of the DNS module (`npm run demo`): three zones (one admin-only) and DNS access for the
// Development and Administration departments, made through the module's own service as a demo
// administrator, so every rule of the module applies.
import type { ModuleDemo } from '../../core/module.js';
import { grantDepartment } from './services/departments.js';
import { importZone } from './services/zones.js';

const demoZones: { name: string; adminOnly: boolean; zoneFile: string }[] = [
  {
    name: 'example-hosting.com',
    adminOnly: false,
    zoneFile: `$TTL 3600
@          IN A     192.0.2.10
@          IN AAAA  2001:db8::10
@          IN MX 10 mail.example-hosting.com.
@          IN MX 20 mail2.example-hosting.com.
@          IN TXT   "v=spf1 mx -all"
@          IN CAA 0 issue "letsencrypt.org"
www        IN CNAME example-hosting.com.
mail       IN A     192.0.2.25
mail2      IN A     192.0.2.26
_dmarc     IN TXT   "v=DMARC1; p=quarantine; rua=mailto:dmarc@example-hosting.com"
_sip._tcp  IN SRV 10 60 5060 sip.example-hosting.com.
sip        IN A     192.0.2.40
status 300 IN A     192.0.2.50
`,
  },
  {
    name: 'customer-shop.net',
    adminOnly: false,
    zoneFile: `$TTL 3600
@      IN A     198.51.100.20
www    IN A     198.51.100.20
shop   IN CNAME www.customer-shop.net.
@      IN MX 10 mx.example-hosting.com.
@      IN TXT   "google-site-verification=Zx1d3m0v3r1f1cat10n"
`,
  },
  {
    name: 'internal.example-hosting.com',
    adminOnly: true,
    zoneFile: `$TTL 300
vpn     IN A    203.0.113.5
monitor IN A    203.0.113.8
db1     IN A    10.20.0.11
db2     IN A    10.20.0.12
`,
  },
];

/** The demo departments that get DNS access. */
const granted = ['Development', 'Administration'];

export const dnsDemo: ModuleDemo = {
  order: 30,
  roles: { Developer: ['dns:zone:*'], Administrator: ['dns:department'] },
  async seed(ctx, { actor, departments }) {
    for (const zone of demoZones) await importZone(ctx, actor, zone);
    for (const name of granted) {
      const id = departments.get(name);
      if (id !== undefined) await grantDepartment(ctx, actor, id);
    }
  },
};
