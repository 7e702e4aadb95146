// Repeatable events (RFC 5545 RRULE through the `rrule` library). Rules run in floating time: the
// event's wall-clock start is written as if it were UTC, so "every Monday at 10:00" stays at 10:00
// across daylight-saving changes; the instants come from the company zone afterwards (zoned-time).
import { addDays } from '@backoffice/contract/rules/zoned-time';
import * as rruleModule from 'rrule';
import { badRequest } from '../../../core/errors.js';

// `rrule` is CommonJS on Node: depending on the loader its exports come as names or under `default`.
const rrule = ((rruleModule as unknown as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;
const { rrulestr, RRule } = rrule;
type Rule = InstanceType<typeof RRule>;

/** The most occurrences a rule with COUNT may give (a rule without an end runs for ever instead). */
export const MAX_COUNT = 1000;

const floating = (date: string, time: string | null) => new Date(`${date}T${time ?? '00:00'}:00Z`);
const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);

// Parsed rules and their expansions are kept: a few hundred events repeat, every calendar answer
// expands them all, and the library walks every occurrence from a rule's start (2 ms for two years of
// a weekly rule), so the months people look at are expanded once. Both maps empty when full.
const parsedRules = new Map<string, Rule>();
const expansions = new Map<string, string[]>();
const MAX_KEPT = 2_000;
const keyOf = (rule: string, startDate: string, startTime: string | null) =>
  `${rule}\u0000${startDate}\u0000${startTime}`;

/** The rule starting on the event's first occurrence; a rule the library cannot read is a 400 on `field`. */
export function parseRule(rule: string, startDate: string, startTime: string | null, field = 'body.rrule'): Rule {
  const key = keyOf(rule, startDate, startTime);
  const kept = parsedRules.get(key);
  if (kept) return kept;
  const parsed = readRule(rule, startDate, startTime, field);
  if (parsedRules.size >= MAX_KEPT) parsedRules.clear();
  parsedRules.set(key, parsed);
  return parsed;
}

function readRule(rule: string, startDate: string, startTime: string | null, field: string): Rule {
  // An UNTIL day includes that day's occurrence, whatever the event's time (floating end of day).
  const text = rule
    .replace(/^RRULE:/i, '')
    .toUpperCase()
    .replace(/UNTIL=(\d{8})(?:T\d{6}Z?)?/, 'UNTIL=$1T235959Z');
  let parsed: Rule;
  try {
    parsed = rrulestr(`RRULE:${text}`, { dtstart: floating(startDate, startTime) }) as Rule;
  } catch (error) {
    const reason =
      error instanceof Error && /^(invalid|unknown|unsupported)/i.test(error.message) ? `: ${error.message}` : '';
    throw badRequest(field, `could not be read as an RFC 5545 rule${reason}`);
  }
  const { count, freq } = parsed.options;
  if (freq > RRule.DAILY) throw badRequest(field, 'must repeat daily, weekly, monthly or yearly');
  if (count !== null && count > MAX_COUNT) throw badRequest(field, `must not give more than ${MAX_COUNT} occurrences`);
  return parsed;
}

/** The rule in canonical form (`FREQ=WEEKLY;BYDAY=MO`), as stored. */
export function ruleText(rule: Rule): string {
  return RRule.optionsToString({ ...rule.origOptions, dtstart: null }).replace(/^RRULE:/, '');
}

/** The start date of the last occurrence, or null when the rule runs for ever; a rule giving none is a 400. */
export function lastDate(rule: Rule, field = 'body.rrule'): string | null {
  const first = rule.after(rule.options.dtstart, true);
  if (!first) throw badRequest(field, 'gives no date from the start date on');
  if (rule.options.until) return dateOf(rule.options.until);
  if (rule.options.count !== null) {
    const all = rule.all();
    return dateOf(all[all.length - 1]!);
  }
  return null;
}

/**
 * The start dates of the occurrences touching `from`–`to` (both included) of an event lasting
 * `lengthDays` (0: it ends the day it starts), less the dates left out, oldest first.
 */
export function occurrenceDates(
  rule: Rule,
  from: string,
  to: string,
  lengthDays: number,
  exdates: readonly string[] = [],
): string[] {
  const key = `${rule.toString()}\u0000${from}\u0000${to}\u0000${lengthDays}`;
  let dates = expansions.get(key);
  if (!dates) {
    dates = rule.between(floating(addDays(from, -lengthDays), null), floating(to, '23:59'), true).map(dateOf);
    if (expansions.size >= MAX_KEPT * 5) expansions.clear();
    expansions.set(key, dates);
  }
  const skip = new Set(exdates);
  return dates.filter((date) => !skip.has(date));
}

/** A stored rule in words ("every week on Monday"), or null. */
export function ruleWords(rule: string | null, startDate: string, startTime: string | null): string | null {
  return rule === null ? null : parseRule(rule, startDate, startTime, 'rrule').toText();
}
