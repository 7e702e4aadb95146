import { defineServerModule } from '../../core/module.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { authSettings } from './settings.js';

export default defineServerModule({ name: 'auth', handlers, policies, config: authSettings });
