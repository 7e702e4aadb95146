// The one index of server modules: each module's handlers, bound to its contract endpoints.
import type { Handler } from '../core/http.js';
import { handlers as administration } from './administration/routes.js';
import { handlers as auth } from './auth/routes.js';
import { handlers as dns } from './dns/routes.js';
import { handlers as employees } from './employees/routes.js';
import { handlers as files } from './files/routes.js';
import { handlers as ipset } from './ipset/routes.js';
import { handlers as system } from './system/routes.js';

export const handlers: readonly Handler[] = [
  ...auth,
  ...system,
  ...ipset,
  ...dns,
  ...administration,
  ...employees,
  ...files,
];
