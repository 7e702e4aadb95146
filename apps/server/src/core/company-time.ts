// The company's time zone (`TZ`, spec §5): calendars keep wall-clock dates and times of this zone.
import { zonedDate } from '@backoffice/contract/rules/zoned-time';
import type { AppContext } from './context.js';

export const timeZoneOf = (ctx: AppContext): string => ctx.config.timeZone;

/** Today in the company's time zone, `YYYY-MM-DD`. */
export const todayIn = (ctx: AppContext, now = new Date()): string => zonedDate(now, timeZoneOf(ctx));
