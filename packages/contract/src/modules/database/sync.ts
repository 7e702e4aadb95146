// "Check now": the drift check the schedule runs every 15 minutes (docs/database.md "Drift"), on demand.
import { z } from 'zod';
import { endpoint, isoInstant, scopes } from '../../http.js';

export const databaseCheckReply = z.object({
  checkedAt: isoInstant,
  /** Records found to differ from the server (missing, privileges differ) among those checked. */
  drifted: z.number().int(),
  checked: z.number().int(),
  /** Why the server could not be compared (it did not answer, it refused), or null. */
  failure: z.string().nullable(),
});

export const checkDatabases = endpoint({
  name: 'database.checkDatabases',
  method: 'POST',
  path: '/database-controller/check',
  // Those who provision may ask for the check; it changes nothing on the server, only the statuses.
  access: scopes('database:databases:create'),
  summary: 'Compares every database and user with the MariaDB server now and keeps their sync status',
  reply: databaseCheckReply,
});
