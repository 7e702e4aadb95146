// What the event calendar's topics share and the module does not export: the fields of an event's and a
// holiday's bodies, and who may call (calendar:events:read reads and signs oneself up, create manages).
import { z } from 'zod';
import { deletedReply, scopes } from '../../http.js';
import { MAX_YEAR, MIN_YEAR } from './constants.js';

export const title = z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters');
export const description = z.string().trim().max(4000, 'must be at most 4000 characters').default('');
export const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb');
export const year = z.coerce
  .number()
  .int('must be a whole year')
  .min(MIN_YEAR, `must be ${MIN_YEAR} or later`)
  .max(MAX_YEAR, `must be ${MAX_YEAR} or earlier`);

export const read = scopes('calendar:events:read');
export const manage = scopes('calendar:events:create');
/** What the calendar's deletes answer: the removed record's id. */
export const deleted = deletedReply;
