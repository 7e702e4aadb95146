import {
  type CreateSetBody,
  createSetBody,
  createSet as createSetEndpoint,
  IPSET_NAME_MAX,
  type IpSet,
  type IpsetFamily,
  type IpsetType,
} from '@backoffice/contract/modules/ipset';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateSet } from '../api/create-set';
import { FAMILY_LABEL, TYPE_HELP } from '../lib/labels';
import { ipsetPaths } from '../paths';

type Values = { name: string; family: IpsetFamily; type: IpsetType; description: string };

export default function SetCreatePage() {
  const navigate = useNavigate();
  const canCreate = useCanCall(createSetEndpoint);
  const createSet = useCreateSet();
  const { form, onSubmit, formError, pending } = useRecordForm<Values, IpSet>({
    schema: createSetBody,
    defaultValues: { name: '', family: 'inet', type: 'hash:net', description: '' },
    submit: async (values) => {
      try {
        return await createSet.mutateAsync({ body: values satisfies CreateSetBody });
      } catch (error) {
        // A refusal for want of the scope says which one it takes.
        if (error instanceof ApiRequestError && error.status === 403) {
          throw new Error(`${error.body.message}. Creating IP sets needs the ipset:ipset:create permission.`);
        }
        throw error;
      }
    },
    onSaved: (set) => {
      notify({ level: 'success', title: 'IP set created', body: `${set.name} is ready for entries.` });
      navigate(ipsetPaths.set(set), { replace: true });
    },
  });
  const { control } = form;
  return (
    <FormPage
      back={{ to: ipsetPaths.sets(), label: 'IP sets' }}
      title="New IP set"
      subtitle="Name it as the firewalls will know it; add entries on the next screen."
      onSubmit={onSubmit}
      error={formError}
      notice={
        canCreate ? null : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            You can look at IP sets but not create them: that needs the ipset:ipset:create permission. Ask an
            administrator if you need it.
          </Alert>
        )
      }
      submitLabel="Create IP set"
      pending={pending}
      submitDisabled={!canCreate}
      width={880}
    >
      <FormSection
        title="IP set"
        description="Only its entries change once the set exists: pick the name, family and type with care."
      >
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="name"
            label="Name"
            placeholder="blocked-scanners"
            required
            autoFocus={canCreate}
            disabled={!canCreate}
            helperText={`Up to ${IPSET_NAME_MAX} letters, digits, “_”, “-” and “.”; as in ipset, the name is case-sensitive.`}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: 64, style: monoFont } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              control={control}
              name="family"
              render={({ field }) => (
                <Choice
                  label="Family"
                  value={field.value}
                  onChange={field.onChange}
                  disabled={!canCreate}
                  options={[
                    { value: 'inet', label: `inet · ${FAMILY_LABEL.inet}`, help: 'Addresses like 203.0.113.7' },
                    { value: 'inet6', label: `inet6 · ${FAMILY_LABEL.inet6}`, help: 'Addresses like 2001:db8::7' },
                  ]}
                />
              )}
            />
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Choice
                  label="Type"
                  value={field.value}
                  onChange={field.onChange}
                  disabled={!canCreate}
                  options={[
                    { value: 'hash:net', label: 'hash:net', help: TYPE_HELP['hash:net'] },
                    { value: 'hash:ip', label: 'hash:ip', help: TYPE_HELP['hash:ip'] },
                  ]}
                />
              )}
            />
          </Box>
          <FormTextField
            control={control}
            name="description"
            label="Description"
            placeholder="What the set is for, who maintains it"
            multiline
            minRows={2}
            disabled={!canCreate}
            helperText="Optional."
          />
        </Stack>
      </FormSection>
    </FormPage>
  );
}

/** Radio buttons, each with its hint. */
function Choice<T extends string>({
  label,
  value,
  onChange,
  options,
  disabled,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; help: string }[];
  disabled: boolean;
}) {
  return (
    <FormControl disabled={disabled}>
      <FormLabel sx={{ fontSize: 13, mb: 0.5 }}>{label}</FormLabel>
      <RadioGroup value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={
              <Box sx={{ py: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                  {option.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {option.help}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
