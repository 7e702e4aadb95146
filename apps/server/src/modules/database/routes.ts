// Databases and database users' calls, one file per topic (docs/database.md).
import { handlers as databases } from './databases.routes.js';
import { handlers as users } from './users.routes.js';

export const handlers = [...databases, ...users];
