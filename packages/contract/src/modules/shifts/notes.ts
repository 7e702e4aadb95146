// Notes on the shift calendar: a day's note for a team, or for everyone.
import { z } from 'zod';
import { bodyId, deletedReply, endpoint, idBody, isoInstant, policy, recordId } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { manage, read } from './fields.js';

export const note = z.object({
  id: z.number().int(),
  date: z.string(),
  teamId: z.number().int().nullable(),
  text: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: isoInstant,
});
export type ShiftNote = z.infer<typeof note>;

export const listNotes = endpoint({
  name: 'shifts.listNotes',
  method: 'GET',
  path: '/calendar/shifts/note',
  access: read,
  summary: 'Notes on the days of a range',
  query: z
    .object({ from: dateString, to: dateString, teamId: recordId.optional() })
    .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' })
    .meta({ examples: [{ from: '2026-11-23', to: '2026-11-29' }] }),
  reply: z.array(note),
});

export const createNote = endpoint({
  name: 'shifts.createNote',
  method: 'POST',
  path: '/calendar/shifts/note',
  access: manage,
  record: policy('shifts.noteTeam'),
  summary: 'Write a note on a day',
  body: z.object({
    date: dateString,
    teamId: bodyId.nullable().default(null),
    text: z.string().trim().min(1, 'is required').max(1000, 'must be at most 1000 characters'),
  }),
  status: 201,
  reply: note,
});

export const deleteNote = endpoint({
  name: 'shifts.deleteNote',
  method: 'DELETE',
  path: '/calendar/shifts/note',
  access: manage,
  record: policy('shifts.noteTeam'),
  summary: 'Remove a note',
  body: idBody,
  reply: deletedReply,
});
