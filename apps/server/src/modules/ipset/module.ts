import { defineServerModule } from '../../core/module.js';
import { ipsetDemo } from './demo.js';
import { handlers } from './routes.js';

export default defineServerModule({ name: 'ipset', handlers, demo: ipsetDemo });
