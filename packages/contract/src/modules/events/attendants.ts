// Attendants and attendance (docs/events.md "Attendants and attendance"): who signs up for an event, and
// who came to an occurrence.
import { z } from 'zod';
import { bodyId, endpoint, idBody, idParams, isoInstant, policy, recordId } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { deleted, manage, read } from './fields.js';

export const attendant = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  note: z.string(),
  createdAt: isoInstant,
});
export type Attendant = z.infer<typeof attendant>;

const note = z.string().trim().max(500, 'must be at most 500 characters').default('');

export const attendantBody = z.object({
  /** Someone else (calendar:events:create); yourself when left out. */
  userId: bodyId.optional(),
  note,
});

export const attendance = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  /** The date of the occurrence. */
  date: z.string(),
  present: z.boolean(),
  note: z.string(),
  recordedById: z.number().int().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: isoInstant,
});
export type Attendance = z.infer<typeof attendance>;

export const recordAttendanceBody = z
  .object({
    date: dateString,
    entries: z
      .array(z.object({ userId: bodyId, present: z.boolean(), note: note.optional() }))
      .min(1, 'must name someone')
      .max(500, 'must name at most 500 people')
      .refine((e) => new Set(e.map((x) => x.userId)).size === e.length, 'must name each person once'),
  })
  .meta({ examples: [{ date: '2026-11-23', entries: [{ userId: 1, present: true }] }] });

const attendantParams = z.object({ id: recordId, attendantId: recordId });

export const listAttendants = endpoint({
  name: 'events.listAttendants',
  method: 'GET',
  path: '/event-calendar/event/{id}/attendant',
  access: read,
  record: 'any',
  summary: 'The people signed up for an event, by name',
  params: idParams,
  reply: z.array(attendant),
});

export const userAttendant = endpoint({
  name: 'events.userAttendant',
  method: 'GET',
  path: '/event-calendar/event/{id}/attendant/{userId}',
  access: read,
  record: 'any',
  summary: "A person's place at an event (404 when not signed up)",
  params: z.object({ id: recordId, userId: recordId }),
  reply: attendant,
});

// One's own place at an event needs only calendar:events:read (docs/events.md "Attendants"): a
// changing call a reader may make (issue 25's route × scope matrix asks why).
const OWN_PLACE =
  "The caller's own place: signing up, changing one's note, leaving; anyone else's needs calendar:events:create (policy events.attendant)";

export const addAttendant = endpoint({
  name: 'events.addAttendant',
  method: 'POST',
  path: '/event-calendar/event/{id}/attendant',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: 'Sign yourself up for an event (or, with calendar:events:create, someone else)',
  params: idParams,
  body: attendantBody,
  status: 201,
  reply: attendant,
});

export const updateAttendant = endpoint({
  name: 'events.updateAttendant',
  method: 'PATCH',
  path: '/event-calendar/event/{id}/attendant/{attendantId}',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: "Change an attendant's note (your own, or anyone's with calendar:events:create)",
  params: attendantParams,
  body: z.object({ note }),
  reply: attendant,
});

export const removeAttendant = endpoint({
  name: 'events.removeAttendant',
  method: 'DELETE',
  path: '/event-calendar/event/{id}/attendant/{attendantId}',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: 'Leave an event (or, with calendar:events:create, remove someone)',
  params: attendantParams,
  reply: deleted,
});

// The spec's form of the two calls above: the attendant's id in the body (docs/events.md "Calls").
export const updateAttendantWithBodyId = endpoint({
  name: 'events.updateAttendantWithBodyId',
  method: 'PATCH',
  path: '/event-calendar/event/{id}/attendant',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: "Change an attendant's note (the attendant's id in the body, as the spec writes it)",
  params: idParams,
  body: z.object({ id: bodyId, note }),
  reply: attendant,
});

export const removeAttendantWithBodyId = endpoint({
  name: 'events.removeAttendantWithBodyId',
  method: 'DELETE',
  path: '/event-calendar/event/{id}/attendant',
  access: read,
  selfService: OWN_PLACE,
  record: policy('events.attendant'),
  summary: "Leave an event, or remove someone (the attendant's id in the body, as the spec writes it)",
  params: idParams,
  body: idBody,
  reply: deleted,
});

export const listAttendance = endpoint({
  name: 'events.listAttendance',
  method: 'GET',
  path: '/event-calendar/event/{id}/attendance',
  access: read,
  record: 'any',
  summary: 'Who came to an event (one occurrence with `date`), latest first',
  params: idParams,
  query: z.object({ date: dateString.optional() }),
  reply: z.array(attendance),
});

export const recordAttendance = endpoint({
  name: 'events.recordAttendance',
  method: 'POST',
  path: '/event-calendar/event/{id}/attendance',
  access: manage,
  record: 'any',
  summary: 'Record who came (or not) to an occurrence that has begun; people already recorded are updated',
  params: idParams,
  body: recordAttendanceBody,
  reply: z.array(attendance),
});

export const updateAttendance = endpoint({
  name: 'events.updateAttendance',
  method: 'PATCH',
  path: '/event-calendar/event/{id}/attendance',
  access: manage,
  record: 'any',
  summary: 'Change one attendance record',
  params: idParams,
  body: z.object({ id: bodyId, present: z.boolean(), note: note.optional() }),
  reply: attendance,
});

export const deleteAttendance = endpoint({
  name: 'events.deleteAttendance',
  method: 'DELETE',
  path: '/event-calendar/event/{id}/attendance',
  access: manage,
  record: 'any',
  summary: 'Remove one attendance record',
  params: idParams,
  body: z.object({ id: bodyId }),
  reply: deleted,
});
