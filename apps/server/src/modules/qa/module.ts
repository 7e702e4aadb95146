import { defineServerModule } from '../../core/module.js';
import { qaDemo } from './demo.js';
import { handlers } from './routes.js';

export default defineServerModule({ name: 'qa', handlers, demo: qaDemo });
