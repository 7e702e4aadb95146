import type { CalendarEvent, EventBody, RepeatableEventBody } from '@backoffice/contract/modules/events';
import { defaultRecurrence, fromRule, type Recurrence, toRule } from './recurrence';

/** What the event forms edit: the contract's body with the times kept while "All day" is on. */
export interface EventValues {
  title: string;
  description: string;
  location: string;
  color: string;
  allDay: boolean;
  startDate: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
  signUp: boolean;
  /** Null: no limit. */
  capacity: number | null;
}

/** How the recurrence is edited: by choices, or as RFC 5545 text for what the choices cannot say. */
export type RuleMode = { kind: 'choices'; recurrence: Recurrence } | { kind: 'text'; text: string };

/** A repeatable event's form: the event's first time, its rule (as edited) and the dates left out. */
export interface RepeatableValues extends EventValues {
  mode: RuleMode;
  exdates: string[];
}

/** The fields of the event body, for the server's messages (`body.<field>`). */
export const EVENT_FIELDS = [
  'title',
  'description',
  'location',
  'color',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'signUp',
  'capacity',
] as const;

export const emptyEvent = (date: string): EventValues => ({
  title: '',
  description: '',
  location: '',
  color: '#1565c0',
  allDay: false,
  startDate: date,
  startTime: '10:00',
  endDate: date,
  endTime: '11:00',
  signUp: true,
  capacity: null,
});

export function eventValues(e: CalendarEvent | undefined, today: string): EventValues {
  if (!e) return emptyEvent(today);
  return {
    title: e.title,
    description: e.description,
    location: e.location,
    color: e.color,
    allDay: e.allDay,
    startDate: e.startDate,
    startTime: e.startTime ?? '10:00',
    endDate: e.endDate,
    endTime: e.endTime ?? '11:00',
    signUp: e.signUp,
    capacity: e.capacity,
  };
}

/** The body the contract takes (its rules, and the server's, say what is wrong with it). */
export function eventBodyOf(v: EventValues): EventBody {
  return {
    title: v.title,
    description: v.description,
    location: v.location,
    color: v.color,
    startDate: v.startDate ?? '',
    startTime: v.allDay ? null : v.startTime,
    endDate: v.endDate ?? '',
    endTime: v.allDay ? null : v.endTime,
    signUp: v.signUp,
    capacity: v.capacity,
  };
}

export function repeatableValues(e: CalendarEvent | undefined, today: string): RepeatableValues {
  const values = eventValues(e, today);
  if (!e) return { ...values, mode: { kind: 'choices', recurrence: defaultRecurrence(today) }, exdates: [] };
  const choices = fromRule(e.rrule ?? '', e.startDate);
  return {
    ...values,
    mode: choices ? { kind: 'choices', recurrence: choices } : { kind: 'text', text: e.rrule ?? '' },
    exdates: e.exdates,
  };
}

/** The rule the choices (or the text) stand for, from the event's start. */
export function ruleOf(v: Pick<RepeatableValues, 'mode' | 'startDate'>, today: string): string {
  return v.mode.kind === 'choices' ? toRule(v.mode.recurrence, v.startDate ?? today) : v.mode.text;
}

export function repeatableBodyOf(v: RepeatableValues, today: string): RepeatableEventBody {
  return { ...eventBodyOf(v), rrule: ruleOf(v, today), exdates: v.exdates };
}
