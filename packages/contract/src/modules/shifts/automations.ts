// Automations (docs/shifts.md "Automations"): the shifts a person is given every week, ahead of time,
// and what a run would create and skip.
import { z } from 'zod';
import { bodyId, deletedReply, endpoint, idBody, idParams, isoInstant } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import { AUTOMATION_MAX_WEEKS } from './constants.js';
import { manage, name, read } from './fields.js';

export const automation = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  teamId: z.number().int().nullable(),
  userIds: z.array(z.number().int()),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: z.array(z.number().int()),
  from: z.string(),
  until: z.string().nullable(),
  weeksAhead: z.number().int(),
  active: z.boolean(),
  lastRunAt: isoInstant.nullable(),
  createdAt: isoInstant,
});
export type ShiftAutomation = z.infer<typeof automation>;

const automationFields = z.object({
  name,
  typeId: bodyId,
  teamId: bodyId.nullable().default(null),
  userIds: z.array(bodyId).max(200, 'must hold at most 200 people').default([]),
  weekdays: z
    .array(z.number().int().min(1, 'must be 1 (Monday) to 7 (Sunday)').max(7, 'must be 1 (Monday) to 7 (Sunday)'))
    .min(1, 'must name at least one weekday'),
  from: dateString,
  until: dateString.nullable().default(null),
  weeksAhead: z
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(AUTOMATION_MAX_WEEKS, `must be at most ${AUTOMATION_MAX_WEEKS}`)
    .default(2),
  active: z.boolean().default(true),
});
const whoAndWhen = <
  T extends z.ZodType<{ teamId: number | null; userIds: number[]; from: string; until: string | null }>,
>(
  schema: T,
) =>
  schema
    .refine((a) => a.teamId !== null || a.userIds.length > 0, {
      path: ['userIds'],
      message: 'name a team or some people',
    })
    .refine((a) => a.until === null || a.from <= a.until, { path: ['until'], message: 'must not be before from' })
    .meta({
      examples: [{ id: 1, name: 'Weekdays', typeId: 1, userIds: [1], weekdays: [1, 2, 3, 4, 5], from: '2026-11-23' }],
    });

export const automationBody = whoAndWhen(automationFields);
/** An automation's settings, as the server keeps them and the form edits them. */
export type AutomationSettings = z.output<typeof automationFields>;
export const updateAutomationBody = whoAndWhen(automationFields.extend({ id: bodyId }));

/** What a run of an automation creates, and what it leaves alone and why. */
export const automationPlan = z.object({
  create: z.array(z.object({ userId: z.number().int(), userName: z.string(), date: z.string() })),
  skip: z.array(z.object({ userId: z.number().int(), userName: z.string(), date: z.string(), reason: z.string() })),
});

export const listAutomations = endpoint({
  name: 'shifts.listAutomations',
  method: 'GET',
  path: '/calendar/shifts/automations',
  access: read,
  summary: 'Automations',
  reply: z.array(automation),
});

export const userAutomations = endpoint({
  name: 'shifts.userAutomations',
  method: 'GET',
  path: '/calendar/shifts/automations/user/{id}',
  access: read,
  record: 'any',
  summary: 'The automations that give a person shifts (named, or through their team)',
  params: idParams,
  reply: z.array(automation),
});

export const getAutomation = endpoint({
  name: 'shifts.getAutomation',
  method: 'GET',
  path: '/calendar/shifts/automations/id/{id}',
  access: read,
  record: 'any',
  summary: 'One automation',
  params: idParams,
  reply: automation,
});

export const createAutomation = endpoint({
  name: 'shifts.createAutomation',
  method: 'POST',
  path: '/calendar/shifts/automations',
  access: manage,
  summary: 'Create an automation',
  body: automationBody,
  status: 201,
  reply: automation,
});

export const updateAutomation = endpoint({
  name: 'shifts.updateAutomation',
  method: 'PATCH',
  path: '/calendar/shifts/automations',
  access: manage,
  summary: 'Change an automation',
  body: updateAutomationBody,
  reply: automation,
});

export const deleteAutomation = endpoint({
  name: 'shifts.deleteAutomation',
  method: 'DELETE',
  path: '/calendar/shifts/automations',
  access: manage,
  summary: 'Delete an automation (the shifts it gave stay)',
  body: idBody,
  reply: deletedReply,
});

export const previewAutomation = endpoint({
  name: 'shifts.previewAutomation',
  method: 'POST',
  path: '/calendar/shifts/automations/preview',
  access: manage,
  summary: 'Exactly what a run of these automation settings would create today, and what it would skip',
  body: automationBody,
  reply: automationPlan,
});
