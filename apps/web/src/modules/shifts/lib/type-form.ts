import type { ShiftType, shiftTypeBody } from '@backoffice/contract/modules/shifts';
import type { z } from 'zod';

/** What the shift type form edits; an empty break is none. */
export interface TypeValues {
  name: string;
  start: string;
  end: string;
  breakMinutes: number | null;
  color: string;
}

export const TYPE_FIELDS = ['name', 'start', 'end', 'breakMinutes', 'color'] as const;

export const typeValues = (type?: ShiftType): TypeValues =>
  type
    ? { name: type.name, start: type.start, end: type.end, breakMinutes: type.breakMinutes, color: type.color }
    : { name: '', start: '07:00', end: '15:00', breakMinutes: 30, color: '#2e7d32' };

/** The body the contract takes. */
export const typeBody = (v: TypeValues): z.input<typeof shiftTypeBody> => ({
  name: v.name,
  start: v.start,
  end: v.end,
  breakMinutes: v.breakMinutes ?? 0,
  color: v.color,
});
