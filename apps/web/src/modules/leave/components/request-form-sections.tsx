import { LEAVE_DOCUMENT_MAX_MB, LEAVE_DOCUMENT_TYPES } from '@backoffice/contract/modules/leave';
import { daysByYear, leaveDays, totalDays } from '@backoffice/contract/rules/working-days';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { useCurrentUser } from '../../../core/session';
import { DateRangePicker } from '../../../ui/date-picker';
import { FormSection } from '../../../ui/form-section';
import { FormSwitch } from '../../../ui/form-switch';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import { UploadProgress } from '../../../ui/upload-progress';
import { useDaysOff } from '../api/days-off';
import { useLeaveTypes } from '../api/list-types';
import { useUserBalances } from '../api/user-types';
import { daysWords, formatNumber } from '../lib/format';
import type { RequestFormValues } from '../lib/request-form';

type Form = UseFormReturn<RequestFormValues>;

/** The type, the days and what they cost: working days counted as they change, and the balance after. */
export function LeaveSection({ form }: { form: Form }) {
  const { control } = form;
  const { errors } = useFormState({ control });
  const types = useLeaveTypes();
  const values = useWatch({ control });
  const type = types.data?.find((t) => t.id === values.typeId);
  const cost = useLeaveCost(values);
  const dateErrors = [errors.from?.message, errors.to?.message].filter(Boolean).join('; ');
  return (
    <FormSection
      title="Leave"
      description="What kind of leave, and when. Weekends and national holidays are not counted."
    >
      <Stack spacing={2}>
        <FormNumberField control={control} name="typeId" select label="Type">
          {(types.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </FormNumberField>
        <DateRangePicker
          value={{ from: values.from ?? null, to: values.to ?? null }}
          onChange={(range) => {
            form.setValue('from', range.from, { shouldDirty: true });
            form.setValue('to', range.to, { shouldDirty: true });
          }}
          labels={{ from: 'First day', to: 'Last day' }}
        />
        {dateErrors ? (
          <Typography variant="body2" color="error">
            {dateErrors}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <HalfDaySwitch form={form} name="halfStart" label="First day from noon" />
          <HalfDaySwitch form={form} name="halfEnd" label="Last day until noon" />
        </Box>
        <Alert severity={cost.count === 0 ? 'warning' : 'info'} data-testid="leave-count">
          {cost.count === null
            ? 'Choose the days to see how many working days they take.'
            : cost.count === 0
              ? 'These dates hold no working day.'
              : `${daysWords(cost.count)} of leave${cost.holidays.length ? ` (${cost.holidays.join(', ')} not counted)` : ''}.`}
          {cost.balance && type?.deducts && cost.count !== null
            ? ` ${type.name} in ${cost.year}: ${formatNumber(cost.balance.remaining)} left, ${formatNumber(cost.balance.remaining - cost.thisYear)} after this request.`
            : ''}
        </Alert>
      </Stack>
    </FormSection>
  );
}

function HalfDaySwitch({ form, name, label }: { form: Form; name: 'halfStart' | 'halfEnd'; label: string }) {
  return <FormSwitch control={form.control} name={name} label={label} />;
}

/** The working days the chosen range takes, the holidays in it, and the balance of its type. */
function useLeaveCost(values: Partial<RequestFormValues>) {
  const me = useCurrentUser();
  const from = values.from ?? null;
  const to = values.to ?? from;
  const valid = Boolean(from && to && from <= to);
  const daysOff = useDaysOff({ query: { from: from ?? '', to: to ?? '' } }, { enabled: valid });
  const year = Number((from ?? new Date().toISOString()).slice(0, 4));
  const balances = useUserBalances({ params: { id: me?.id ?? 0 }, query: { year } }, { enabled: me !== null });
  const days =
    valid && from && to && daysOff.data
      ? leaveDays(
          { from, to, halfStart: values.halfStart ?? false, halfEnd: values.halfEnd ?? false },
          new Set(daysOff.data.map((d) => d.date)),
        )
      : null;
  return {
    year,
    count: days ? totalDays(days) : null,
    thisYear: days ? (daysByYear(days)[String(year)] ?? 0) : 0,
    holidays: daysOff.data?.filter((d) => from && to && d.date >= from && d.date <= to).map((d) => d.title) ?? [],
    balance: balances.data?.find((b) => b.typeId === values.typeId),
  };
}

/** The reason and the document (a sick note), with the upload's progress while the request goes up. */
export function DocumentSection({
  form,
  progress,
  onCancel,
}: {
  form: Form;
  progress: number | null;
  onCancel: () => void;
}) {
  const { control } = form;
  const fileInput = useRef<HTMLInputElement>(null);
  const types = useLeaveTypes();
  const [document, typeId] = useWatch({ control, name: ['document', 'typeId'] });
  const type = types.data?.find((t) => t.id === typeId);
  const setDocument = (file: File | null) => form.setValue('document', file, { shouldDirty: true });
  return (
    <FormSection
      title="Reason and document"
      description={`A PDF or an image of up to ${LEAVE_DOCUMENT_MAX_MB} MB (a sick note); only you and your approvers see them.`}
    >
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          multiline
          minRows={2}
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
          <UploadProgress progress={progress} fileName={document.name} onCancel={onCancel} />
        ) : null}
      </Stack>
    </FormSection>
  );
}
