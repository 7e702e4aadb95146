import { z } from 'zod';

/** A wall-clock time `HH:mm`, 00:00 to 23:59. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:mm');

export interface ShiftInput {
  /** `HH:mm`, or '' while the form is not filled in. */
  start: string;
  end: string;
  /** Unpaid break, in minutes. */
  breakMinutes?: number | null;
}

export interface ShiftHours {
  /** Clock hours of the shift between 07:00 and 22:59 (weight 1). */
  dayHours: number;
  /** Clock hours of the shift outside that window (weight 8/7). */
  nightHours: number;
  /** Clock hours taken off: the half-hour rule plus the break. */
  deductedHours: number;
  /** What the shift counts for: day + night × 8/7 − deducted, never below 0. */
  weighted: number;
}

const MINUTES_PER_DAY = 24 * 60;
const DAY_STARTS = 7 * 60;
const NIGHT_STARTS = 23 * 60;
// Night weight is 8/7; everything is summed in sevenths of a minute and divided once at the end,
// so whole-hour answers (22:00-06:00 → 9) come out exact instead of 8.999999….
const DAY_SEVENTHS = 7;
const NIGHT_SEVENTHS = 8;

function minutesOfDay(time: string): number {
  if (!timeOfDay.safeParse(time).success) throw new RangeError(`Invalid shift time "${time}", expected HH:mm`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function overlap(fromA: number, toA: number, fromB: number, toB: number): number {
  return Math.max(0, Math.min(toA, toB) - Math.max(fromA, fromB));
}

const ZERO: ShiftHours = { dayHours: 0, nightHours: 0, deductedHours: 0, weighted: 0 };

/**
 * Order of operations (spec §5), and why:
 * 1. The raw span: end minus start, plus 24 h when end <= start (so equal times are a 24 h shift).
 * 2. The span is split into day and night minutes by where they fall on the clock; the day window
 *    is checked on both calendar days the shift can touch.
 * 3. The half-hour rule looks at the raw span (8 h 30 → minus 30 min), because weighting would
 *    turn the minutes part into something that never "ends in 30".
 * 4. The half hour and the break are subtracted unweighted, after weighting: they are unpaid
 *    time whose place in the shift is not known, so they cost the same by day or by night.
 * 5. The result never goes below 0 (a break longer than the shift).
 */
export function shiftHours({ start, end, breakMinutes }: ShiftInput): ShiftHours {
  if (start === '' || end === '') return { ...ZERO };
  const breakTaken = breakMinutes ?? 0;
  if (!Number.isFinite(breakTaken) || breakTaken < 0) {
    throw new RangeError(`Invalid break "${breakMinutes}", expected minutes >= 0`);
  }

  const from = minutesOfDay(start);
  let to = minutesOfDay(end);
  if (to <= from) to += MINUTES_PER_DAY;
  const span = to - from;

  let dayMinutes = 0;
  for (const dayOffset of [0, MINUTES_PER_DAY]) {
    dayMinutes += overlap(from, to, dayOffset + DAY_STARTS, dayOffset + NIGHT_STARTS);
  }
  const nightMinutes = span - dayMinutes;

  const deductedMinutes = (span % 60 === 30 ? 30 : 0) + breakTaken;
  const weightedSevenths = dayMinutes * DAY_SEVENTHS + nightMinutes * NIGHT_SEVENTHS - deductedMinutes * DAY_SEVENTHS;

  return {
    dayHours: dayMinutes / 60,
    nightHours: nightMinutes / 60,
    deductedHours: deductedMinutes / 60,
    weighted: Math.max(0, weightedSevenths) / (60 * 7),
  };
}

/** The weighted hours a shift counts for (see `shiftHours` for the breakdown and the order of operations). */
export function shiftDuration(shift: ShiftInput): number {
  return shiftHours(shift).weighted;
}
