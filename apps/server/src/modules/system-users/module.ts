import { defineServerModule } from '../../core/module.js';
import { systemUsersDemo } from './demo.js';
import { handlers } from './routes.js';
import { systemUsers } from './schema.js';

export default defineServerModule({
  name: 'system-users',
  handlers,
  demo: systemUsersDemo,
  // An account lives on one of hosting's servers: without them there is nothing to put it on.
  uses: ['hosting.servers'],
  // A server holding accounts is not deleted from under them (userdel them first).
  references: [
    {
      to: 'hosting.server',
      column: systemUsers.serverId,
      onDelete: 'refuse',
      holders: 'system users',
      label: systemUsers.username,
    },
  ],
});
