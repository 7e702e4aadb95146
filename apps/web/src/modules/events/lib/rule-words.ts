// A recurrence rule in words and its next dates, read by the same library (rrule) the server expands
// rules with. Only the screens of repeatable events load it.
import { type RRule, rrulestr } from 'rrule';

/** The rule starting on the event's first day (floating time, as on the server). */
function parse(rule: string, startDate: string, startTime: string | null): RRule {
  const dtstart = new Date(`${startDate}T${startTime ?? '00:00'}:00Z`);
  return rrulestr(`RRULE:${rule.replace(/^RRULE:/i, '')}`, { dtstart }) as RRule;
}

/** "every week on Monday", or null when the rule cannot be read. */
export function ruleWords(rule: string, startDate: string, startTime: string | null = null): string | null {
  try {
    return parse(rule, startDate, startTime).toText();
  } catch {
    return null;
  }
}

/** Up to `count` start dates from `from` on (`YYYY-MM-DD`), less the dates left out. */
export function nextDates(
  rule: string,
  startDate: string,
  startTime: string | null,
  from: string,
  exdates: readonly string[],
  count = 6,
): string[] {
  const skip = new Set(exdates);
  const after = new Date(`${from}T00:00:00Z`);
  const next: string[] = [];
  try {
    parse(rule, startDate, startTime).all((date, i) => {
      const day = date.toISOString().slice(0, 10);
      if (date >= after && !skip.has(day)) next.push(day);
      return next.length < count && i < 5000;
    });
  } catch {
    return [];
  }
  return next;
}
