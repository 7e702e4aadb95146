// What the leave topics share and the module does not export: a year asked about, people named in a body,
// and who may call (calendar:leave:create, which most calls need; the policies narrow whose records).
import { z } from 'zod';
import { bodyId, scopes } from '../../http.js';

export const year = z.coerce.number().int().min(2000, 'must be 2000 or later').max(2100, 'must be 2100 or earlier');
/** `?year=`: the year a person's balances or requests are asked for (this year when left out). */
export const yearQuery = z.object({ year: year.optional() });
export const usersIds = z.array(bodyId).min(1, 'must name someone').max(500, 'must name at most 500 people');
export const read = scopes('calendar:leave:create');
