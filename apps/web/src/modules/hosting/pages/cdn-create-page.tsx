import { type CdnVhost, type CdnVhostInput, cdnVhostInput } from '@backoffice/contract/modules/hosting';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/notifications';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { FormSwitch } from '../../../ui/form-switch';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateCdnVhost } from '../api/cdn';
import { hostingPaths } from '../paths';

type Values = { domain: string; origin: string; xdn: boolean };

export default function CdnCreatePage() {
  const navigate = useNavigate();
  const create = useCreateCdnVhost();
  const { form, onSubmit, formError, pending } = useRecordForm<Values, CdnVhost>({
    schema: cdnVhostInput,
    defaultValues: { domain: '', origin: '', xdn: true },
    submit: (values) => create.mutateAsync({ body: values satisfies CdnVhostInput }),
    onSaved: (vhost) => {
      notify({ level: 'success', title: 'CDN virtual host added', body: vhost.displayDomain });
      navigate(hostingPaths.cdn(), { replace: true });
    },
  });
  const { control } = form;

  return (
    <FormPage
      back={{ to: hostingPaths.cdn(), label: 'CDN virtual hosts' }}
      title="New CDN virtual host"
      subtitle="The edges will serve the domain, fetching from the origin."
      onSubmit={onSubmit}
      error={formError}
      submitLabel="Add virtual host"
      pending={pending}
      width={820}
    >
      <FormSection title="Virtual host" description="One per domain. International names are kept in punycode.">
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="domain"
            label="Domain"
            placeholder="shop.example.com"
            required
            autoFocus
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } }}
          />
          <FormTextField
            control={control}
            name="origin"
            label="Origin"
            placeholder="web-fra-01.example.net or 10.20.0.11:8080"
            required
            helperText="Where the edges fetch from: a host name or address, with an optional port."
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } }}
          />
          <FormSwitch control={control} name="xdn" label="CDN (xdn) on: the edges serve the domain from the start" />
        </Stack>
      </FormSection>
    </FormPage>
  );
}
