// The national holidays that are days off, for other modules (leave requests do not count them as
// working days): the service `events.daysOff` (core/services.ts).
import { holidayDates } from '@backoffice/contract/rules/holidays';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { nationalEvents } from '../schema.js';
import { ruleOf } from './national.js';

export interface DayOff {
  date: string;
  title: string;
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** The days off (national holidays) from `from` to `to`, both included, in date order. */
    'events.daysOff': (ctx: AppContext, from: string, to: string) => Promise<DayOff[]>;
  }
}

export async function daysOff(ctx: AppContext, from: string, to: string): Promise<DayOff[]> {
  const rows = await ctx.db.select().from(nationalEvents).where(eq(nationalEvents.dayOff, true));
  return rows
    .flatMap((h) => holidayDates(ruleOf(h), from, to).map((date) => ({ date, title: h.title })))
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}
