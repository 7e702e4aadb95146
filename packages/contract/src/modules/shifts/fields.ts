// What the shift calendar's topics share and the module does not export: a type's name, colour and
// break, and who may call (calendar:shifts:read reads, create plans).
import { z } from 'zod';
import { scopes } from '../../http.js';

export const name = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');
export const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb');
export const breakMinutes = z
  .number()
  .int('must be whole minutes')
  .min(0, 'must be 0 or more')
  .max(240, 'must be at most 240');

export const read = scopes('calendar:shifts:read');
export const manage = scopes('calendar:shifts:create');
