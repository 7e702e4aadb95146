import { defineServerModule } from '../../core/module.js';
import { leaveDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { awayDays } from './services/requests.js';

export default defineServerModule({
  name: 'leave',
  handlers,
  policies,
  demo: leaveDemo,
  provides: { 'leave.away': awayDays },
});
