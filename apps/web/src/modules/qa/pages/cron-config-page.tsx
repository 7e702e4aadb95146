import { CLIENT_KINDS, type CronConfigBody } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { useServerErrors } from '../../../ui/use-server-errors';
import { useCreateCronConfig, useCronConfig, useDeleteCronConfig, useUpdateCronConfig } from '../api/cron-configs';
import { qaPaths } from '../paths';

const FIELDS = ['name', 'active', 'value', 'department', 'status', 'clientKind', 'sampleRate', 'schedule'] as const;
const empty: CronConfigBody = {
  name: '',
  active: true,
  value: '',
  department: '',
  status: '',
  clientKind: null,
  sampleRate: 100,
  schedule: '*/30 * * * *',
};
const SCHEDULES = [
  { value: '*/15 * * * *', label: 'Every 15 minutes' },
  { value: '*/30 * * * *', label: 'Every 30 minutes' },
  { value: '0 * * * *', label: 'Every hour' },
  { value: '0 6 * * *', label: 'Every day at 06:00' },
  { value: '0 6 * * 1-5', label: 'Weekdays at 06:00' },
];

/** A new ticket cron filter (spec §2 /qc-settings-v2/ticket-cron-config/create) or one to change ({id}). */
export default function CronConfigPage() {
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const navigate = useNavigate();
  const config = useCronConfig({ params: { id: id ?? 0 } }, { enabled: id !== null });
  const create = useCreateCronConfig();
  const update = useUpdateCronConfig();
  const remove = useDeleteCronConfig();
  const server = useServerErrors(FIELDS);
  const [values, setValues] = useState<CronConfigBody | null>(id === null ? empty : null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (config.data && values === null) {
      const { name, active, value, department, status, clientKind, sampleRate, schedule } = config.data;
      setValues({ name, active, value, department, status, clientKind, sampleRate, schedule });
    }
  }, [config.data, values]);
  if (!values) {
    return (
      <>
        <ErrorAlert error={config.error} />
        {config.isPending ? <Skeleton variant="rounded" height={320} sx={{ maxWidth: 920 }} /> : null}
      </>
    );
  }
  const set = (patch: Partial<CronConfigBody>) => setValues({ ...values, ...patch });
  const err = (f: (typeof FIELDS)[number]) => server.errors[f]?.join('; ');
  const custom = !SCHEDULES.some((s) => s.value === values.schedule);
  return (
    <>
      <FormPage
        title={id === null ? 'New ticket filter' : values.name || 'Ticket filter'}
        back={{ to: qaPaths.cronConfigs(), label: 'Ticket cron' }}
        error={server.general}
        pending={create.isPending || update.isPending}
        submitLabel={id === null ? 'Add filter' : 'Save'}
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
          const done = {
            onSuccess: () => {
              notify({ level: 'success', title: 'Ticket filter saved' });
              navigate(qaPaths.cronConfigs());
            },
            onError: server.show,
          };
          if (id === null) create.mutate({ body: values }, done);
          else update.mutate({ params: { id }, body: values }, done);
        }}
      >
        <FormSection title="Filter" description="Only what you fill in must match; the rest matches any ticket.">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Name"
              required
              autoFocus
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
              error={Boolean(err('name'))}
              helperText={err('name')}
              sx={{ gridColumn: '1 / -1' }}
            />
            <TextField
              label="Words in the subject or thread"
              value={values.value}
              onChange={(e) => set({ value: e.target.value })}
              error={Boolean(err('value'))}
              helperText={err('value') ?? 'Full text: “certificate” also finds “certificates”'}
            />
            <TextField
              label="Department"
              value={values.department}
              onChange={(e) => set({ department: e.target.value })}
              error={Boolean(err('department'))}
              helperText={err('department')}
            />
            <TextField
              label="Ticket status"
              value={values.status}
              onChange={(e) => set({ status: e.target.value })}
              error={Boolean(err('status'))}
              helperText={err('status') ?? 'As the ticket system names it: open, closed…'}
            />
            <TextField
              select
              label="Client kind"
              value={values.clientKind ?? ''}
              onChange={(e) => set({ clientKind: (e.target.value || null) as CronConfigBody['clientKind'] })}
            >
              <MenuItem value="">Any</MenuItem>
              {CLIENT_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {k}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Sample (%)"
              type="number"
              value={values.sampleRate}
              onChange={(e) => set({ sampleRate: Number(e.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: 100 } }}
              error={Boolean(err('sampleRate'))}
              helperText={err('sampleRate') ?? 'The share of matching tickets pulled in'}
            />
          </Box>
        </FormSection>
        <FormSection title="When it runs">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label="Schedule"
              value={custom ? 'custom' : values.schedule}
              onChange={(e) => set({ schedule: e.target.value === 'custom' ? '0 */2 * * *' : e.target.value })}
            >
              {SCHEDULES.map((s) => (
                <MenuItem key={s.value} value={s.value}>
                  {s.label}
                </MenuItem>
              ))}
              <MenuItem value="custom">Custom (cron expression)</MenuItem>
            </TextField>
            {custom ? (
              <TextField
                label="Cron expression"
                value={values.schedule}
                onChange={(e) => set({ schedule: e.target.value })}
                error={Boolean(err('schedule'))}
                helperText={err('schedule') ?? 'Five fields: minute hour day month weekday'}
              />
            ) : (
              <Box />
            )}
            <FormControlLabel
              control={<Switch checked={values.active} onChange={(e) => set({ active: e.target.checked })} />}
              label="Active: runs on its schedule"
            />
          </Box>
        </FormSection>
      </FormPage>
      <ConfirmDialog
        open={confirming}
        title="Delete this filter?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { params: { id: id! } },
            {
              onSuccess: () => {
                notify({ level: 'success', title: 'Ticket filter deleted' });
                navigate(qaPaths.cronConfigs());
              },
              onError: (error) => notify({ level: 'error', title: 'Not deleted', body: errorMessage(error) }),
            },
          )
        }
      >
        Tickets it pulled stay in the queue.
      </ConfirmDialog>
    </>
  );
}
