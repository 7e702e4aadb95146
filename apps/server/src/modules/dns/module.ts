import { defineServerModule } from '../../core/module.js';
import { dnsDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { challengeRecord, zoneOf } from './services/challenges.js';
import { dnsSettings } from './settings.js';

export default defineServerModule({
  name: 'dns',
  handlers,
  policies,
  config: dnsSettings,
  demo: dnsDemo,
  provides: { 'dns.zoneOf': zoneOf, 'dns.challenge': challengeRecord },
});
