import { type CdnVhostInput, cdnVhostInput } from '@backoffice/contract/modules/hosting';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { contractResolver } from '../../../core/contract-resolver';
import { notify } from '../../../core/notifications';
import { applyServerErrors } from '../../../ui/form-errors';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { FormSwitch } from '../../../ui/form-switch';
import { monoFont } from '../../../ui/monospace';
import { useCreateCdnVhost } from '../api/cdn';
import { hostingPaths } from '../paths';

type Values = { domain: string; origin: string; xdn: boolean };
const resolver = contractResolver<Values>(cdnVhostInput);

export default function CdnCreatePage() {
  const navigate = useNavigate();
  const create = useCreateCdnVhost();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { domain: '', origin: '', xdn: true },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const vhost = await create.mutateAsync({ body: values satisfies CdnVhostInput });
      notify({ level: 'success', title: 'CDN virtual host added', body: vhost.displayDomain });
      navigate(hostingPaths.cdn(), { replace: true });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['domain', 'origin', 'xdn']));
    }
  });

  return (
    <FormPage
      back={{ to: hostingPaths.cdn(), label: 'CDN virtual hosts' }}
      title="New CDN virtual host"
      subtitle="The edges will serve the domain, fetching from the origin."
      onSubmit={onSubmit}
      error={failure}
      submitLabel="Add virtual host"
      pending={formState.isSubmitting}
      width={820}
    >
      <FormSection title="Virtual host" description="One per domain. International names are kept in punycode.">
        <Stack spacing={2.5}>
          <TextField
            label="Domain"
            placeholder="shop.example.com"
            required
            autoFocus
            {...register('domain')}
            error={Boolean(errors.domain)}
            helperText={errors.domain?.message}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } }}
          />
          <TextField
            label="Origin"
            placeholder="web-fra-01.example.net or 10.20.0.11:8080"
            required
            {...register('origin')}
            error={Boolean(errors.origin)}
            helperText={
              errors.origin?.message ?? 'Where the edges fetch from: a host name or address, with an optional port.'
            }
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } }}
          />
          <FormSwitch control={control} name="xdn" label="CDN (xdn) on: the edges serve the domain from the start" />
        </Stack>
      </FormSection>
    </FormPage>
  );
}
