// Shift types (docs/shifts.md "Hours"): the hours, break and colour a shift of the type has.
import { z } from 'zod';
import { deletedReply, endpoint, idBody, idParams, timestamps } from '../../http.js';
import { timeOfDay } from '../../rules/shift-hours.js';
import { breakMinutes, color, manage, name, read } from './fields.js';

export const shiftHoursSchema = z.object({
  dayHours: z.number(),
  nightHours: z.number(),
  deductedHours: z.number(),
  weighted: z.number(),
});

export const shiftType = z.object({
  id: z.number().int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
  color: z.string(),
  hours: shiftHoursSchema,
  ...timestamps,
});
export type ShiftType = z.infer<typeof shiftType>;

export const shiftTypeBody = z.object({
  name,
  start: timeOfDay,
  end: timeOfDay,
  breakMinutes: breakMinutes.default(0),
  color: color.default('#4f6bed'),
});

export const listTypes = endpoint({
  name: 'shifts.listTypes',
  method: 'GET',
  path: '/calendar/shifts/type',
  access: read,
  summary: 'Shift types',
  reply: z.array(shiftType),
});

export const getType = endpoint({
  name: 'shifts.getType',
  method: 'GET',
  path: '/calendar/shifts/type/{id}',
  access: read,
  record: 'any',
  summary: 'One shift type',
  params: idParams,
  reply: shiftType,
});

export const createType = endpoint({
  name: 'shifts.createType',
  method: 'POST',
  path: '/calendar/shifts/type',
  access: manage,
  summary: 'Create a shift type',
  body: shiftTypeBody,
  status: 201,
  reply: shiftType,
});

export const updateType = endpoint({
  name: 'shifts.updateType',
  method: 'PATCH',
  path: '/calendar/shifts/type/{id}',
  access: manage,
  record: 'any',
  summary: 'Change a shift type (shifts already given keep their times)',
  params: idParams,
  body: shiftTypeBody,
  reply: shiftType,
});

export const deleteType = endpoint({
  name: 'shifts.deleteType',
  method: 'DELETE',
  path: '/calendar/shifts/type',
  access: manage,
  summary: 'Delete a shift type no automation uses (shifts already given keep their times)',
  body: idBody,
  reply: deletedReply,
});
