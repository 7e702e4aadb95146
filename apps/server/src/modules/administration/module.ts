import { defineServerModule } from '../../core/module.js';
import { administrationDemo } from './demo.js';
import { handlers } from './routes.js';

export default defineServerModule({ name: 'administration', handlers, demo: administrationDemo });
