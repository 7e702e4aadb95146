// Who came to one day of an event, recorded by whoever runs it.
import type { Attendance, Attendant, CalendarEvent } from '@backoffice/contract/modules/events';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatDay } from '../../../core/dates';
import { UserPicker } from '../../../core/lookups/pickers';
import { notify } from '../../../core/notifications';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAttendance } from '../api/list-attendance';
import { useRangeEvents } from '../api/range-events';
import { useRecordAttendance } from '../api/record-attendance';
import { attendanceDays } from '../lib/occurrence-days';
import { todayHere } from '../lib/when';

interface Row {
  userId: number;
  userName: string;
  present: boolean;
  recorded: Attendance | null;
}

/** Who came to one day of the event: everyone signed up, plus walk-ins, marked present or not, saved together. */
export function AttendanceSheet({ event, attendants }: { event: CalendarEvent; attendants: Attendant[] }) {
  const today = todayHere();
  const occurrences = useRangeEvents(
    { params: { from: addDays(today, -180) > event.startDate ? addDays(today, -180) : event.startDate, to: today } },
    { enabled: event.kind === 'repeatable' && event.startDate <= today },
  );
  const days = attendanceDays(event, occurrences.data, today);
  const [day, setDay] = useState<string | null>(null);
  const date = day ?? days[0] ?? null;
  const recorded = useAttendance({ params: { id: event.id }, query: { date: date ?? '' } }, { enabled: date !== null });
  const record = useRecordAttendance();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [walkIn, setWalkIn] = useState<number | null>(null);
  const fresh = useMemo(() => {
    if (!recorded.data) return null;
    const byUser = new Map(recorded.data.map((r) => [r.userId, r]));
    const people = [
      ...attendants.map((a) => ({ userId: a.userId, userName: a.userName })),
      ...recorded.data.filter((r) => !attendants.some((a) => a.userId === r.userId)),
    ];
    return people.map((p) => {
      const r = byUser.get(p.userId) ?? null;
      return { userId: p.userId, userName: p.userName, present: r ? r.present : true, recorded: r };
    });
  }, [recorded.data, attendants]);
  useEffect(() => setRows(fresh), [fresh]);

  if (event.startDate > today) {
    return (
      <Alert severity="info">Attendance is recorded once the event has begun ({formatDay(event.startDate)}).</Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Stack spacing={2}>
        <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            label="Day"
            size="small"
            fullWidth={false}
            value={date ?? ''}
            onChange={(e) => {
              setDay(e.target.value);
              setRows(null);
            }}
            sx={{ minWidth: 220 }}
          >
            {days.map((d) => (
              <MenuItem key={d} value={d}>
                {formatDay(d)}
              </MenuItem>
            ))}
          </TextField>
          <UserPicker
            label="Add someone who came"
            value={walkIn}
            onChange={(id, option) => {
              setWalkIn(null);
              if (id !== null && option && rows && !rows.some((r) => r.userId === id)) {
                setRows([...rows, { userId: id, userName: option.label, present: true, recorded: null }]);
              }
            }}
            size="small"
            width={280}
          />
        </Stack>
        <ErrorAlert error={recorded.error} />
        {rows === null ? (
          <Skeleton variant="rounded" height={120} />
        ) : rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nobody signed up; add the people who came.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Attendance">
            {rows.map((r, i) => (
              <Box
                component="li"
                key={r.userId}
                sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Switch
                  checked={r.present}
                  onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, present: e.target.checked } : x)))}
                  slotProps={{ input: { 'aria-label': `${r.userName} came` } }}
                />
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {r.userName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.recorded
                    ? `${r.recorded.present ? 'Came' : 'Did not come'} · recorded by ${r.recorded.recordedByName ?? 'someone'}`
                    : 'Not recorded yet'}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Box>
          <Button
            variant="contained"
            disabled={!date || !rows?.length}
            loading={record.isPending}
            onClick={() =>
              record.mutate(
                {
                  params: { id: event.id },
                  body: { date: date!, entries: rows!.map((r) => ({ userId: r.userId, present: r.present })) },
                },
                {
                  onSuccess: (saved) =>
                    notify({
                      level: 'success',
                      title: 'Attendance saved',
                      body: `${saved.filter((s) => s.present).length} of ${saved.length} came on ${formatDay(date!)}.`,
                    }),
                  onError: (error) => notify({ level: 'error', title: 'Not saved', body: errorMessage(error) }),
                },
              )
            }
          >
            Save attendance
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
