import { LEAVE_DOCUMENT_MAX_MB, LEAVE_DOCUMENT_TYPES } from '@backoffice/contract/modules/leave';
import { daysByYear, leaveDays, totalDays } from '@backoffice/contract/rules/working-days';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/notifications';
import { useCurrentUser } from '../../../core/session';
import { DateRangePicker } from '../../../ui/date-picker';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { UploadProgress } from '../../../ui/upload-progress';
import { useServerErrors } from '../../../ui/use-server-errors';
import { useCreateRequest } from '../api/create-request';
import { useDaysOff } from '../api/days-off';
import { useLeaveTypes } from '../api/list-types';
import { useUserBalances } from '../api/user-types';
import { daysWords, formatNumber } from '../lib/format';
import { leavePaths } from '../paths';

// The fields of the `data` part; a refused document is the form's general message.
const FIELDS = ['typeId', 'from', 'to', 'halfStart', 'halfEnd', 'reason'] as const;

/** A new leave request (spec §2 /leaves/new): the working days and the balance shown as the dates change. */
export default function NewRequestPage() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const types = useLeaveTypes();
  const create = useCreateRequest();
  const server = useServerErrors(FIELDS, 'body.data');
  const [typeId, setTypeId] = useState<number | null>(null);
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const [halfStart, setHalfStart] = useState(false);
  const [halfEnd, setHalfEnd] = useState(false);
  const [reason, setReason] = useState('');
  const [document, setDocument] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const type = types.data?.find((t) => t.id === (typeId ?? types.data?.[0]?.id));
  const from = range.from;
  const to = range.to ?? range.from;
  const daysOff = useDaysOff(
    { query: { from: from ?? '', to: to ?? '' } },
    { enabled: Boolean(from && to && from <= to) },
  );
  const year = Number((from ?? new Date().toISOString()).slice(0, 4));
  const balances = useUserBalances({ params: { id: me?.id ?? 0 }, query: { year } }, { enabled: me !== null });
  const balance = balances.data?.find((b) => b.typeId === type?.id);
  const days =
    from && to && from <= to && daysOff.data
      ? leaveDays({ from, to, halfStart, halfEnd }, new Set(daysOff.data.map((d) => d.date)))
      : null;
  const count = days ? totalDays(days) : null;
  const thisYear = days ? (daysByYear(days)[String(year)] ?? 0) : 0;
  const holidays = daysOff.data?.filter((d) => from && to && d.date >= from && d.date <= to) ?? [];

  return (
    <FormPage
      title="New leave request"
      subtitle="Your approvers are told at once; you hear of their decision in the bell."
      back={{ to: leavePaths.my(), label: 'My requests' }}
      error={server.general}
      pending={create.isPending}
      submitLabel="Send request"
      onSubmit={(e) => {
        e.preventDefault();
        server.clear();
        if (!type) return;
        cancel.current = new AbortController();
        setProgress(document ? 0 : null);
        create.mutate(
          {
            data: { typeId: type.id, from: from ?? '', to: to ?? '', halfStart, halfEnd, reason },
            document,
            onProgress: document ? setProgress : undefined,
            signal: cancel.current.signal,
          },
          {
            onSuccess: (made) => {
              notify({
                level: 'success',
                title: 'Request sent',
                body: `${made.typeName}: ${daysWords(made.days)}, waiting for approval.`,
              });
              navigate(leavePaths.my());
            },
            onError: (error) => {
              setProgress(null);
              server.show(error);
            },
          },
        );
      }}
    >
      <FormSection
        title="Leave"
        description="What kind of leave, and when. Weekends and national holidays are not counted."
      >
        <Stack spacing={2}>
          <TextField
            select
            label="Type"
            value={type?.id ?? ''}
            onChange={(e) => setTypeId(Number(e.target.value))}
            error={Boolean(server.errors.typeId)}
            helperText={server.errors.typeId?.join('; ')}
          >
            {(types.data ?? []).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <DateRangePicker value={range} onChange={setRange} labels={{ from: 'First day', to: 'Last day' }} />
          {server.errors.to || server.errors.from ? (
            <Typography variant="body2" color="error">
              {[...(server.errors.from ?? []), ...(server.errors.to ?? [])].join('; ')}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={halfStart} onChange={(e) => setHalfStart(e.target.checked)} />}
              label="First day from noon"
            />
            <FormControlLabel
              control={<Switch checked={halfEnd} onChange={(e) => setHalfEnd(e.target.checked)} />}
              label="Last day until noon"
            />
          </Box>
          <Alert severity={count === 0 ? 'warning' : 'info'} data-testid="leave-count">
            {count === null
              ? 'Choose the days to see how many working days they take.'
              : count === 0
                ? 'These dates hold no working day.'
                : `${daysWords(count)} of leave${holidays.length ? ` (${holidays.map((h) => h.title).join(', ')} not counted)` : ''}.`}
            {balance && type?.deducts && count !== null
              ? ` ${type.name} in ${year}: ${formatNumber(balance.remaining)} left, ${formatNumber(balance.remaining - thisYear)} after this request.`
              : ''}
          </Alert>
        </Stack>
      </FormSection>
      <FormSection
        title="Reason and document"
        description={`A PDF or an image of up to ${LEAVE_DOCUMENT_MAX_MB} MB (a sick note); only you and your approvers see them.`}
      >
        <Stack spacing={2}>
          <TextField
            label="Reason"
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(server.errors.reason)}
            helperText={server.errors.reason?.join('; ')}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={LEAVE_DOCUMENT_TYPES.join(',')}
            aria-label="Document file"
            onChange={(e) => setDocument(e.target.files?.[0] ?? null)}
          />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" startIcon={<AttachFileOutlined />} onClick={() => fileInput.current?.click()}>
              {document ? 'Choose another document' : 'Attach a document'}
            </Button>
            {document ? (
              <>
                <Typography variant="body2">{document.name}</Typography>
                <Button size="small" color="inherit" onClick={() => setDocument(null)}>
                  Remove
                </Button>
              </>
            ) : type?.documentRequired ? (
              <Typography variant="body2" color="text.secondary">
                {type.name} needs a document.
              </Typography>
            ) : null}
          </Stack>
          {progress !== null && document ? (
            <UploadProgress progress={progress} fileName={document.name} onCancel={() => cancel.current?.abort()} />
          ) : null}
        </Stack>
      </FormSection>
    </FormPage>
  );
}
