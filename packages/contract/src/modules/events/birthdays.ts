// Employee birthdays on the calendar: by month and day, the year only when their owner shows it.
import { z } from 'zod';
import { endpoint } from '../../http.js';
import { read } from './fields.js';

export const BIRTHDAY_VISIBILITY = ['full', 'no-year', 'hidden'] as const;
export type BirthdayVisibility = (typeof BIRTHDAY_VISIBILITY)[number];

export const birthday = z.object({
  userId: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  month: z.number().int(),
  day: z.number().int(),
  /** Only when its owner shows the whole date. */
  year: z.number().int().nullable(),
});
export type Birthday = z.infer<typeof birthday>;

export const listBirthdays = endpoint({
  name: 'events.listBirthdays',
  method: 'GET',
  path: '/event-calendar/employee-birthday',
  access: read,
  summary: 'Employee birthdays, by month and day (those their owners hide are left out; the year only when shown)',
  reply: z.array(birthday),
});

export const monthBirthdays = endpoint({
  name: 'events.monthBirthdays',
  method: 'GET',
  path: '/event-calendar/employee-birthday/month/{month}',
  access: read,
  summary: 'Employee birthdays in a month (1–12)',
  params: z.object({ month: z.coerce.number().int().min(1, 'must be a month 1–12').max(12, 'must be a month 1–12') }),
  reply: z.array(birthday),
});
