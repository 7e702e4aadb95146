import { defineServerModule } from '../../core/module.js';
import { employeesDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';

export default defineServerModule({
  name: 'employees',
  handlers,
  policies,
  demo: employeesDemo,
  // A notification's body quotes what other modules keep private (a leave decision's comment, a QC
  // feedback): its audit rows say it was there, never what it says.
  personalFields: { notification: ['body'] },
});
