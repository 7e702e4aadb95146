import type { Website } from '@backoffice/contract/modules/hosting';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { useCan } from '../../../core/use-can';
import { applyServerErrors } from '../../../ui/form-errors';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { monoFont } from '../../../ui/monospace';
import { useCreateCustom, useCreateLetsEncrypt, useCreateSelfSigned, useWebsites } from '../api/certificates';
import { sslPaths } from '../paths';

type Mode = 'custom' | 'self-signed' | 'lets-encrypt';
const MODES: readonly { value: Mode; label: string }[] = [
  { value: 'custom', label: 'Custom' },
  { value: 'self-signed', label: 'Self-signed' },
  { value: 'lets-encrypt', label: "Let's Encrypt" },
];

interface Values {
  certificate: string;
  key: string;
  ca: string;
  /** Names, one per line (self-signed: altNames; Let's Encrypt: subDomains). */
  names: string;
  domain: string;
  email: string;
  website: Pick<Website, 'id' | 'domain' | 'displayDomain'> | null;
}

const FIELDS = ['certificate', 'key', 'ca', 'domain', 'email', 'websiteId', 'altNames', 'subDomains'] as const;
const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const pem = { spellCheck: false, style: { ...monoFont, fontSize: 12.5 } };

export default function CertificateCreatePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = MODES.find((m) => m.value === params.get('kind'))?.value ?? 'self-signed';
  const canWebsites = useCan('vhost:vhost:read');
  const custom = useCreateCustom();
  const selfSigned = useCreateSelfSigned();
  const letsEncrypt = useCreateLetsEncrypt();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { certificate: '', key: '', ca: '', names: '', domain: '', email: '', website: null },
  });
  const { errors } = formState;
  const fieldError = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const websiteId = values.website?.id;
    try {
      const made =
        mode === 'custom'
          ? await custom.mutateAsync({
              body: { certificate: values.certificate, key: values.key, ca: values.ca, websiteId },
            })
          : mode === 'self-signed'
            ? await selfSigned.mutateAsync({
                body: { altNames: lines(values.names), ...(values.email ? { email: values.email } : {}), websiteId },
              })
            : await letsEncrypt.mutateAsync({
                body: {
                  ...(values.domain.trim() ? { domain: values.domain.trim() } : {}),
                  websiteId,
                  subDomains: lines(values.names),
                  email: values.email,
                },
              });
      notify({
        level: 'success',
        title: 'Certificate ready',
        body: `${made.displayDomain}, valid for ${made.daysLeft} days.`,
      });
      navigate(sslPaths.list(), { replace: true });
    } catch (error) {
      // Spec §8: a failed Let's Encrypt order shows the server's own message.
      setFailure(applyServerErrors(error, setError as UseFormSetError<Record<string, string>>, FIELDS));
    }
  });

  // Choosing a website needs vhost:vhost:read (the website list); without it the names are typed.
  const websiteField = canWebsites ? (
    <Controller
      control={control}
      name="website"
      render={({ field }) => (
        <WebsitePicker value={field.value} onChange={field.onChange} error={fieldError('websiteId')} />
      )}
    />
  ) : null;

  return (
    <FormPage
      back={{ to: sslPaths.list(), label: 'SSL certificates' }}
      title="New certificate"
      subtitle="Private keys are kept encrypted and never shown again."
      onSubmit={onSubmit}
      error={failure}
      submitLabel={
        mode === 'lets-encrypt'
          ? "Order from Let's Encrypt"
          : mode === 'custom'
            ? 'Upload certificate'
            : 'Make certificate'
      }
      pending={formState.isSubmitting}
      width={960}
      notice={
        <Box sx={{ mb: 2 }}>
          <Tabs
            value={mode}
            onChange={(_, value: Mode) => {
              setFailure(null);
              setParams({ kind: value }, { replace: true });
            }}
            aria-label="Kind of certificate"
          >
            {MODES.map((m) => (
              <Tab key={m.value} value={m.value} label={m.label} />
            ))}
          </Tabs>
          {formState.isSubmitting && mode === 'lets-encrypt' ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Ordering: the challenge records are written to DNS and Let's Encrypt checks them. This can take a minute.
            </Alert>
          ) : null}
        </Box>
      }
    >
      {mode === 'custom' ? (
        <FormSection
          title="Upload"
          description="The certificate must be current, the key must be its key (without a passphrase), and each chain certificate must have issued the one before."
        >
          <Stack spacing={2.5}>
            <TextField
              label="Certificate (PEM)"
              required
              multiline
              minRows={5}
              placeholder="-----BEGIN CERTIFICATE-----"
              {...register('certificate')}
              error={Boolean(fieldError('certificate'))}
              helperText={fieldError('certificate')}
              slotProps={{ htmlInput: pem }}
            />
            <TextField
              label="Private key (PEM)"
              required
              multiline
              minRows={5}
              placeholder="-----BEGIN PRIVATE KEY-----"
              {...register('key')}
              error={Boolean(fieldError('key'))}
              helperText={fieldError('key')}
              slotProps={{ htmlInput: pem }}
            />
            <TextField
              label="CA chain (PEM)"
              multiline
              minRows={4}
              placeholder="The intermediate certificates, in order"
              {...register('ca')}
              error={Boolean(fieldError('ca'))}
              helperText={fieldError('ca') ?? 'Not needed for a self-signed certificate.'}
              slotProps={{ htmlInput: pem }}
            />
            {websiteField}
          </Stack>
        </FormSection>
      ) : null}
      {mode === 'self-signed' ? (
        <FormSection
          title="Self-signed"
          description="A new key and a certificate valid for a year. Browsers warn about it: for internal services and tests."
        >
          <Stack spacing={2.5}>
            {websiteField}
            <TextField
              label="Names"
              multiline
              minRows={3}
              placeholder={'intranet.example.com\n*.intranet.example.com'}
              {...register('names')}
              error={Boolean(fieldError('altNames'))}
              helperText={
                fieldError('altNames') ?? "One per line; the website's domain comes first when one is chosen."
              }
              slotProps={{ htmlInput: { spellCheck: false, style: monoFont } }}
            />
            <TextField
              label="Email"
              placeholder="ops@example.com"
              {...register('email')}
              error={Boolean(fieldError('email'))}
              helperText={fieldError('email') ?? 'Optional; kept in the certificate.'}
            />
          </Stack>
        </FormSection>
      ) : null}
      {mode === 'lets-encrypt' ? (
        <FormSection
          title="Let's Encrypt"
          description="Proven with DNS-01: each name must lie in one of our DNS zones that you may change records in, where the challenge records are written. Renewed by itself 30 days before it expires."
        >
          <Stack spacing={2.5}>
            {websiteField}
            <TextField
              label="Domain"
              placeholder="example.com"
              {...register('domain')}
              error={Boolean(fieldError('domain'))}
              helperText={fieldError('domain') ?? 'Or choose a website: its domain is used.'}
              slotProps={{ htmlInput: { spellCheck: false, style: monoFont } }}
            />
            <TextField
              label="Subdomains"
              multiline
              minRows={2}
              placeholder={'www\n*'}
              {...register('names')}
              error={Boolean(fieldError('subDomains'))}
              helperText={fieldError('subDomains') ?? 'One per line: www for www.example.com, * for a wildcard.'}
              slotProps={{ htmlInput: { spellCheck: false, style: monoFont } }}
            />
            <TextField
              label="Email"
              required
              placeholder="ops@example.com"
              {...register('email')}
              error={Boolean(fieldError('email'))}
              helperText={fieldError('email') ?? "The Let's Encrypt account's contact."}
            />
          </Stack>
        </FormSection>
      ) : null}
    </FormPage>
  );
}

function WebsitePicker({
  value,
  onChange,
  error,
}: {
  value: Values['website'];
  onChange: (value: Values['website']) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const { data } = useWebsites({ query: { take: 20, ...(search ? { search } : {}) } });
  return (
    <Autocomplete
      options={data?.items ?? []}
      value={value}
      getOptionLabel={(w) => w.displayDomain}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, website) =>
        onChange(website ? { id: website.id, domain: website.domain, displayDomain: website.displayDomain } : null)
      }
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Website"
          placeholder="Search websites"
          error={Boolean(error)}
          helperText={error ?? 'Optional: the website this certificate is for.'}
        />
      )}
    />
  );
}
