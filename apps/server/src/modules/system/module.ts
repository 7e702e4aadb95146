import { defineServerModule } from '../../core/module.js';
import { handlers } from './routes.js';

export default defineServerModule({ name: 'system', handlers, demo: { roles: { Administrator: ['audit:log:read'] } } });
