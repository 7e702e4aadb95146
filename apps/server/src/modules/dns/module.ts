import { defineServerModule } from '../../core/module.js';
import { dnsDemo } from './demo.js';
import { handlers } from './routes.js';
import { dnsSettings } from './settings.js';

export default defineServerModule({ name: 'dns', handlers, config: dnsSettings, demo: dnsDemo });
