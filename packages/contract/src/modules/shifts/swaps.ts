// Beyond the spec: swaps a shift leader approves (docs/shifts.md "Open shifts and swaps").
import { z } from 'zod';
import { bodyId, endpoint, idParams, isoInstant } from '../../http.js';
import { manage, read } from './fields.js';

export const swapStatus = z.enum(['pending', 'approved', 'rejected']);
export const swap = z.object({
  id: z.number().int(),
  shiftId: z.number().int().nullable(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  fromUserId: z.number().int(),
  fromUserName: z.string(),
  toUserId: z.number().int(),
  toUserName: z.string(),
  status: swapStatus,
  decidedBy: z.number().int().nullable(),
  createdAt: isoInstant,
});
export type ShiftSwap = z.infer<typeof swap>;

export const listSwaps = endpoint({
  name: 'shifts.listSwaps',
  method: 'GET',
  path: '/calendar/shifts/swaps',
  access: read,
  summary: 'Swap requests: your own, and those of the teams you lead (every one, for a manager of all)',
  query: z.object({ status: swapStatus.optional() }),
  reply: z.array(swap),
});

export const requestSwap = endpoint({
  name: 'shifts.requestSwap',
  method: 'POST',
  path: '/calendar/shifts/swaps',
  access: read,
  // A reader asks to hand over a shift of their own; the shift leader decides (docs/shifts.md "Swaps").
  selfService:
    "Asks to hand one of the caller's own shifts to a teammate; nothing changes until their shift leader approves",
  summary: 'Ask to hand one of your shifts to a teammate; their shift leader decides',
  body: z.object({ shiftId: bodyId, toUserId: bodyId }),
  status: 201,
  reply: swap,
});

export const decideSwap = endpoint({
  name: 'shifts.decideSwap',
  method: 'PATCH',
  path: '/calendar/shifts/swaps/{id}',
  access: manage,
  record: 'any',
  summary: 'Approve (the shift moves to the teammate) or reject a pending swap',
  params: idParams,
  body: z.object({ isApproved: z.boolean() }),
  reply: swap,
});
