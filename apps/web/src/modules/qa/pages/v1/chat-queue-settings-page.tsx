// The chat queue's settings (spec §2 /qc-settings/chats/queue, qa:chat:settings): the departments that
// feed the one chat queue QC v1 and QC v2 share, which chat it offers first and how long a claim lasts.
// A singleton, so no FormRoute: the form waits for the settings, then is the record form over the
// contract's schema.
import { type QueueSettings, queueSettings } from '@backoffice/contract/modules/qa';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { errorMessage } from '../../../../core/api';
import { FlashAlert, useFlash } from '../../../../ui/flash';
import { FormPage } from '../../../../ui/form-page';
import { FormLoadError, FormSkeleton } from '../../../../ui/form-route';
import { FormSection } from '../../../../ui/form-section';
import { FormNumberField, FormTextField } from '../../../../ui/form-text-field';
import { useRecordForm } from '../../../../ui/record-form';
import { useQaDepartments } from '../../api/list-departments';
import { queueSettingsQuery, useUpdateQueueSettings } from '../../api/v1-statistics';
import { qcPaths } from '../../paths';

const BACK = { to: qcPaths.chatQueue(), label: 'Chat queue' };

export default function ChatQueueSettingsPage() {
  const { data, error } = useQuery(queueSettingsQuery.options());
  if (error) return <FormLoadError back={BACK} message={errorMessage(error)} />;
  if (!data) return <FormSkeleton sections={2} />;
  return <QueueSettingsForm settings={data} />;
}

function QueueSettingsForm({ settings }: { settings: QueueSettings }) {
  const update = useUpdateQueueSettings();
  const departments = useQaDepartments();
  const [flash, setFlash] = useFlash();
  const { form, onSubmit, formError, pending } = useRecordForm<QueueSettings, QueueSettings>({
    schema: queueSettings,
    defaultValues: settings,
    submit: (values) => update.mutateAsync({ body: values }),
    onSaved: (saved) => {
      form.reset(saved);
      setFlash({ severity: 'success', title: 'Chat queue settings saved', body: 'The next chat taken follows them.' });
    },
  });
  return (
    <FormPage
      title="Chat queue settings"
      subtitle="The one chat queue both QC and QC V2 take chats from."
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitDisabled={!form.formState.isDirty}
      notice={<FlashAlert flash={flash} onClose={() => setFlash(null)} />}
    >
      <FormSection
        title="Departments"
        description="Only chats of these departments reach the queue; with none chosen, every department's do."
      >
        <Controller
          name="departments"
          control={form.control}
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              freeSolo
              options={departments.data?.chat ?? []}
              value={field.value}
              onChange={(_, value) => field.onChange(value)}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label="Departments"
                  placeholder={field.value.length ? '' : 'Every department'}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'A name as the chat system sends it.'}
                />
              )}
            />
          )}
        />
      </FormSection>
      <FormSection
        title="Taking chats"
        description="Which waiting chat comes first, and how long a reviewer keeps one."
      >
        <Stack spacing={2}>
          <FormTextField control={form.control} name="order" select label="Order" sx={{ maxWidth: 260 }}>
            <MenuItem value="oldest">Oldest first</MenuItem>
            <MenuItem value="newest">Newest first</MenuItem>
          </FormTextField>
          <FormNumberField
            control={form.control}
            name="leaseMinutes"
            label="Claim lasts (minutes)"
            helperText="After this the queue offers the chat to others again."
            sx={{ maxWidth: 260 }}
          />
        </Stack>
      </FormSection>
    </FormPage>
  );
}
