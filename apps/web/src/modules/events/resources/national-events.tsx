import {
  createNationalEvent,
  deleteNationalEvent,
  getNationalEvent,
  listNationalEvents,
  type NationalEvent,
  type NationalEventBody,
  nationalEventBody,
  updateNationalEvent,
} from '@backoffice/contract/modules/events';
import { HOLIDAY_METHODS, type HolidayMethod, MOVABLE_METHOD_INFO } from '@backoffice/contract/rules/holidays';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { formatDay } from '../../../core/dates';
import { defineResource } from '../../../ui/resource/resource';
import { occurrenceCalls } from '../api/answers';
import { ColorTitle } from '../components/color-title';
import { HolidayPreview } from '../components/holiday-preview';
import { holidayRule, MONTHS, WEEKDAYS } from '../lib/rules';
import { eventsPaths } from '../paths';

/** What the holiday form edits: every part of every method; the body keeps the chosen method's. */
export interface HolidayValues {
  title: string;
  description: string;
  color: string;
  dayOff: boolean;
  method: HolidayMethod;
  month: number;
  day: number | null;
  weekday: number;
  nth: number;
  offset: number | null;
  fromYear: number | null;
}

const METHOD_LABELS: Record<HolidayMethod, string> = {
  fixed: 'The same date every year',
  ...Object.fromEntries(Object.entries(MOVABLE_METHOD_INFO).map(([id, info]) => [id, info.label])),
} as Record<HolidayMethod, string>;
const NTH_LABELS = { 1: 'First', 2: 'Second', 3: 'Third', 4: 'Fourth', 5: 'Fifth', [-1]: 'Last' } as const;

/** The body the contract takes: the parts the method does not use are null. */
export function holidayBody(v: HolidayValues): NationalEventBody {
  const fixed = v.method === 'fixed';
  const nth = v.method === 'nth-weekday';
  return {
    title: v.title,
    description: v.description,
    color: v.color,
    dayOff: v.dayOff,
    method: v.method,
    month: fixed || nth ? v.month : null,
    day: fixed ? v.day : null,
    weekday: nth ? v.weekday : null,
    nth: nth ? v.nth : null,
    offset: fixed ? 0 : (v.offset ?? 0),
    fromYear: v.fromYear,
  };
}

/** The rule of the values, once it is whole (the contract takes it, whatever the name); null while it is not. */
const ruleOf = (v: HolidayValues) => {
  const parsed = nationalEventBody.safeParse({ ...holidayBody(v), title: 'A holiday' });
  return parsed.success ? parsed.data : null;
};

const usesMonth = (v: HolidayValues) => v.method === 'fixed' || v.method === 'nth-weekday';

/** National holidays (spec §2 /calendar/events/national-event): rules that give a date every year. */
export const nationalEvents = defineResource<NationalEvent, HolidayValues>({
  name: 'national holiday',
  plural: 'National holidays',
  formSubtitle: 'A rule, never a date typed each year: Easter-based holidays move by themselves.',
  icon: FlagOutlined,
  paths: { list: () => eventsPaths.manage('national'), create: eventsPaths.newNational, record: eventsPaths.national },
  endpoints: {
    list: listNationalEvents,
    get: getNationalEvent,
    create: createNationalEvent,
    update: updateNationalEvent,
    remove: deleteNationalEvent,
  },
  invalidates: occurrenceCalls,
  schema: nationalEventBody,
  toValues: (h) => ({
    title: h?.title ?? '',
    description: h?.description ?? '',
    color: h?.color ?? '#c62828',
    dayOff: h?.dayOff ?? true,
    method: h?.method ?? 'fixed',
    month: h?.month ?? 1,
    day: h ? h.day : 1,
    weekday: h?.weekday ?? 1,
    nth: h?.nth ?? 1,
    offset: h?.offset ?? 0,
    fromYear: h?.fromYear ?? null,
  }),
  toBody: holidayBody,
  title: (h) => h.title,
  sections: [
    {
      title: 'Holiday',
      fields: [
        { name: 'title', label: 'Name', required: true, width: 'half' },
        { name: 'color', label: 'Colour', kind: 'color', width: 'quarter' },
        { name: 'description', label: 'Description' },
        { name: 'dayOff', label: 'A day off (leave requests do not count it as a working day)', kind: 'switch' },
      ],
    },
    {
      title: 'Falls on',
      description: (v) => {
        const rule = ruleOf(v);
        return rule ? holidayRule(rule) : 'A date, or a method and an offset.';
      },
      fields: [
        {
          name: 'method',
          label: 'Rule',
          kind: 'select',
          options: HOLIDAY_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] })),
          helper: (v) => (v.method === 'fixed' ? undefined : MOVABLE_METHOD_INFO[v.method].description),
        },
        {
          name: 'nth',
          label: 'Which',
          kind: 'select',
          options: [1, 2, 3, 4, 5, -1].map((n) => ({ value: n, label: NTH_LABELS[n as keyof typeof NTH_LABELS] })),
          width: 'half',
          shownWhen: (v) => v.method === 'nth-weekday',
        },
        {
          name: 'weekday',
          label: 'Weekday',
          kind: 'select',
          options: WEEKDAYS.map((w, i) => ({ value: i + 1, label: w })),
          width: 'half',
          shownWhen: (v) => v.method === 'nth-weekday',
        },
        {
          name: 'month',
          label: 'Month',
          kind: 'select',
          options: MONTHS.map((m, i) => ({ value: i + 1, label: m })),
          width: 'half',
          shownWhen: usesMonth,
        },
        {
          name: 'day',
          label: 'Day',
          kind: 'number',
          min: 1,
          max: 31,
          width: 'half',
          shownWhen: (v) => v.method === 'fixed',
        },
        {
          name: 'offset',
          label: 'Offset (days)',
          kind: 'number',
          min: -200,
          max: 200,
          helper: 'Before (−) or after (+): Good Friday is −2, Easter Monday +1.',
          width: 'half',
          shownWhen: (v) => v.method !== 'fixed',
        },
        { name: 'fromYear', label: 'Kept from the year', kind: 'number', helper: 'Empty: every year.', width: 'half' },
      ],
      footer: (v) => <HolidayPreview rule={ruleOf(v)} />,
    },
  ],
  columns: [
    {
      label: 'Holiday',
      cell: (h) => (
        <ColorTitle color={h.color} to={eventsPaths.national(h.id)}>
          {h.title}
        </ColorTitle>
      ),
    },
    { label: 'Falls on', cell: (h) => holidayRule(h), wide: true },
    { label: 'Next', cell: (h) => (h.next ? formatDay(h.next) : '—') },
    { label: 'Day off', cell: (h) => (h.dayOff ? 'Yes' : 'No'), wide: true },
  ],
  deleteHint: 'It leaves the calendar of every year.',
});
