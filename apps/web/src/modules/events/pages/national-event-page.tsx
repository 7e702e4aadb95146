import type { NationalEventBody } from '@backoffice/contract/modules/events';
import {
  HOLIDAY_METHODS,
  type HolidayMethod,
  holidayDate,
  MOVABLE_METHOD_INFO,
} from '@backoffice/contract/rules/holidays';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { ColorField } from '../../../ui/color-field';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { useServerErrors } from '../../../ui/use-server-errors';
import { useCreateNationalEvent } from '../api/create-national-event';
import { useDeleteNationalEvent } from '../api/delete-national-event';
import { useNationalEvent } from '../api/get-national-event';
import { useUpdateNationalEvent } from '../api/update-national-event';
import { DeleteDialog } from '../components/delete-dialog';
import { holidayRule, MONTHS, WEEKDAYS } from '../lib/rules';
import { formatDay, todayHere } from '../lib/when';
import { eventsPaths } from '../paths';

const FIELDS = [
  'title',
  'description',
  'color',
  'dayOff',
  'method',
  'month',
  'day',
  'weekday',
  'nth',
  'offset',
  'fromYear',
] as const;

interface Values {
  title: string;
  description: string;
  color: string;
  dayOff: boolean;
  method: HolidayMethod;
  month: number;
  day: number;
  weekday: number;
  nth: number;
  offset: number;
  fromYear: string;
}

const empty: Values = {
  title: '',
  description: '',
  color: '#c62828',
  dayOff: true,
  method: 'fixed',
  month: 1,
  day: 1,
  weekday: 1,
  nth: 1,
  offset: 0,
  fromYear: '',
};

const METHOD_LABELS: Record<HolidayMethod, string> = {
  fixed: 'The same date every year',
  ...Object.fromEntries(Object.entries(MOVABLE_METHOD_INFO).map(([id, info]) => [id, info.label])),
} as Record<HolidayMethod, string>;

function bodyOf(v: Values): NationalEventBody {
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
    offset: fixed ? 0 : v.offset,
    fromYear: v.fromYear.trim() === '' ? null : Number(v.fromYear),
  };
}

/** A national holiday (spec §2 /calendar/events/national-event and /{eventId}): a rule, shown with its next dates. */
export default function NationalEventPage() {
  const id = Number(useParams().eventId) || null;
  const navigate = useNavigate();
  const holiday = useNationalEvent({ params: { id: id ?? 0 } }, { enabled: id !== null });
  const create = useCreateNationalEvent();
  const update = useUpdateNationalEvent();
  const remove = useDeleteNationalEvent();
  const server = useServerErrors(FIELDS);
  const [values, setValues] = useState<Values | null>(id === null ? empty : null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    const h = holiday.data;
    if (!h || values !== null) return;
    setValues({
      ...empty,
      ...h,
      month: h.month ?? 1,
      day: h.day ?? 1,
      weekday: h.weekday ?? 1,
      nth: h.nth ?? 1,
      fromYear: h.fromYear === null ? '' : String(h.fromYear),
    });
  }, [holiday.data, values]);

  if (!values) {
    return (
      <>
        <ErrorAlert error={holiday.error} />
        {holiday.isPending ? <Skeleton variant="rounded" height={420} sx={{ maxWidth: 920 }} /> : null}
      </>
    );
  }
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });
  const err = (field: (typeof FIELDS)[number]) => server.errors[field]?.join('; ');
  const body = bodyOf(values);
  const year = Number(todayHere().slice(0, 4));
  const upcoming = Array.from({ length: 5 }, (_, i) => [year + i, holidayDate(body, year + i)] as const);
  const back = { to: eventsPaths.manage('national'), label: 'Manage events' };
  return (
    <>
      <FormPage
        title={id === null ? 'New national holiday' : (holiday.data?.title ?? 'National holiday')}
        subtitle="A rule, never a date typed each year: Easter-based holidays move by themselves."
        back={back}
        error={server.general}
        pending={create.isPending || update.isPending}
        submitLabel={id === null ? 'Add holiday' : 'Save'}
        actions={
          id !== null ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : null
        }
        onSubmit={(e) => {
          e.preventDefault();
          server.clear();
          const done = (title: string) => () => {
            notify({ level: 'success', title });
            navigate(back.to);
          };
          if (id === null) create.mutate({ body }, { onSuccess: done('Holiday added'), onError: server.show });
          else update.mutate({ params: { id }, body }, { onSuccess: done('Holiday saved'), onError: server.show });
        }}
      >
        <FormSection title="Holiday">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 120px' } }}>
            <TextField
              label="Name"
              required
              autoFocus
              value={values.title}
              onChange={(e) => set({ title: e.target.value })}
              error={Boolean(err('title'))}
              helperText={err('title')}
            />
            <ColorField value={values.color} onChange={(color) => set({ color })} />
            <TextField
              label="Description"
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
              sx={{ gridColumn: '1 / -1' }}
            />
            <FormControlLabel
              sx={{ gridColumn: '1 / -1' }}
              control={<Switch checked={values.dayOff} onChange={(e) => set({ dayOff: e.target.checked })} />}
              label="A day off (leave requests do not count it as a working day)"
            />
          </Box>
        </FormSection>
        <FormSection title="Falls on" description={holidayRule(body)}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label="Rule"
              value={values.method}
              onChange={(e) => set({ method: e.target.value as HolidayMethod })}
              error={Boolean(err('method'))}
              helperText={
                err('method') ??
                (values.method === 'fixed' ? undefined : MOVABLE_METHOD_INFO[values.method].description)
              }
              sx={{ gridColumn: '1 / -1' }}
            >
              {HOLIDAY_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {METHOD_LABELS[m]}
                </MenuItem>
              ))}
            </TextField>
            {values.method === 'nth-weekday' ? (
              <>
                <TextField
                  select
                  label="Which"
                  value={values.nth}
                  onChange={(e) => set({ nth: Number(e.target.value) })}
                >
                  {[1, 2, 3, 4, 5, -1].map((n) => (
                    <MenuItem key={n} value={n}>
                      {{ 1: 'First', 2: 'Second', 3: 'Third', 4: 'Fourth', 5: 'Fifth', [-1]: 'Last' }[n]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label="Weekday"
                  value={values.weekday}
                  onChange={(e) => set({ weekday: Number(e.target.value) })}
                >
                  {WEEKDAYS.map((w, i) => (
                    <MenuItem key={w} value={i + 1}>
                      {w}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            ) : null}
            {values.method === 'fixed' || values.method === 'nth-weekday' ? (
              <TextField
                select
                label="Month"
                value={values.month}
                onChange={(e) => set({ month: Number(e.target.value) })}
              >
                {MONTHS.map((m, i) => (
                  <MenuItem key={m} value={i + 1}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {values.method === 'fixed' ? (
              <TextField
                label="Day"
                type="number"
                value={values.day}
                onChange={(e) => set({ day: Number(e.target.value) })}
                error={Boolean(err('day'))}
                helperText={err('day')}
                slotProps={{ htmlInput: { min: 1, max: 31 } }}
              />
            ) : (
              <TextField
                label="Offset (days)"
                type="number"
                value={values.offset}
                onChange={(e) => set({ offset: Number(e.target.value) })}
                error={Boolean(err('offset'))}
                helperText={err('offset') ?? 'Before (−) or after (+): Good Friday is −2, Easter Monday +1.'}
                slotProps={{ htmlInput: { min: -200, max: 200 } }}
              />
            )}
            <TextField
              label="Kept from the year"
              type="number"
              value={values.fromYear}
              onChange={(e) => set({ fromYear: e.target.value })}
              error={Boolean(err('fromYear'))}
              helperText={err('fromYear') ?? 'Empty: every year.'}
            />
          </Box>
          <Box sx={{ mt: 2 }} data-testid="holiday-preview">
            <Typography variant="subtitle2">Next years</Typography>
            {upcoming.map(([y, date]) => (
              <Typography key={y} variant="body2" color={date ? 'text.primary' : 'text.secondary'}>
                {date ? formatDay(date) : `${y}: does not fall`}
              </Typography>
            ))}
          </Box>
        </FormSection>
      </FormPage>
      <DeleteDialog
        open={confirming}
        title="Delete this holiday?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        remove={(callbacks) => remove.mutate({ params: { id: id! } }, callbacks)}
        done="Holiday deleted"
        then={back.to}
      >
        It leaves the calendar of every year.
      </DeleteDialog>
    </>
  );
}
