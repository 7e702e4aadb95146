import { defineServerModule } from '../../core/module.js';
import { employeesDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';

export default defineServerModule({ name: 'employees', handlers, policies, demo: employeesDemo });
