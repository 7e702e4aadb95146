// Databases and database users (spec §2 "/databases", side menu "Databases and database users"): routes and
// menu items, one file per topic (docs/database.md).
import { defineModule } from '../../core/module';
import * as databases from './databases.routes';
import * as users from './users.routes';

export default defineModule({
  routes: [...databases.routes, ...users.routes],
  // Between Calendar (50) and Leave Requests (60), as the spec's side menu lists them.
  menu: [{ group: 'Databases', order: 54, items: [...databases.menu, ...users.menu] }],
});
