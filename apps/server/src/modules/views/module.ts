import { defineServerModule } from '../../core/module.js';
import { viewsDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';

export default defineServerModule({ name: 'views', handlers, policies, demo: viewsDemo });
