import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller, type UseFormRegister, useFormState } from 'react-hook-form';
import { useCan } from '../../../core/use-can';
import { fieldMessage } from '../../../ui/form-errors';
import { FormSection } from '../../../ui/form-section';
import { monoFont } from '../../../ui/monospace';
import { useWebsites } from '../api/certificates';
import type { CertificateValues } from '../lib/certificate-form';

type Props = { control: Control<CertificateValues>; register: UseFormRegister<CertificateValues> };
type Name = Exclude<keyof CertificateValues, 'website'>;

const pem = { spellCheck: false, style: { ...monoFont, fontSize: 12.5 } };
const names = { spellCheck: false, style: monoFont };

/** A registered text input: its ref on the input (a server error focuses it), its message or its hint below. */
function useText({ control, register }: Props) {
  const { errors } = useFormState({ control });
  return (name: Name, hint?: string) => {
    const { ref, ...field } = register(name);
    const message = fieldMessage(errors, name);
    return { ...field, inputRef: ref, error: Boolean(message), helperText: message ?? hint };
  };
}

/** An uploaded certificate: its PEM, its key and its chain. */
export function CustomSection(props: Props) {
  const text = useText(props);
  return (
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
          {...text('certificate')}
          slotProps={{ htmlInput: pem }}
        />
        <TextField
          label="Private key (PEM)"
          required
          multiline
          minRows={5}
          placeholder="-----BEGIN PRIVATE KEY-----"
          {...text('key')}
          slotProps={{ htmlInput: pem }}
        />
        <TextField
          label="CA chain (PEM)"
          multiline
          minRows={4}
          placeholder="The intermediate certificates, in order"
          {...text('ca', 'Not needed for a self-signed certificate.')}
          slotProps={{ htmlInput: pem }}
        />
        <WebsiteField control={props.control} />
      </Stack>
    </FormSection>
  );
}

/** A key and a self-signed certificate made here, for the names given or the website's. */
export function SelfSignedSection(props: Props) {
  const text = useText(props);
  return (
    <FormSection
      title="Self-signed"
      description="A new key and a certificate valid for a year. Browsers warn about it: for internal services and tests."
    >
      <Stack spacing={2.5}>
        <WebsiteField control={props.control} />
        <TextField
          label="Names"
          multiline
          minRows={3}
          placeholder={'intranet.example.com\n*.intranet.example.com'}
          {...text('altNames', "One per line; the website's domain comes first when one is chosen.")}
          slotProps={{ htmlInput: names }}
        />
        <TextField
          label="Email"
          placeholder="ops@example.com"
          {...text('email', 'Optional; kept in the certificate.')}
        />
      </Stack>
    </FormSection>
  );
}

/** An order from Let's Encrypt, proven through our DNS zones. */
export function LetsEncryptSection(props: Props) {
  const text = useText(props);
  return (
    <FormSection
      title="Let's Encrypt"
      description="Proven with DNS-01: each name must lie in one of our DNS zones that you may change records in, where the challenge records are written. Renewed by itself 30 days before it expires."
    >
      <Stack spacing={2.5}>
        <WebsiteField control={props.control} />
        <TextField
          label="Domain"
          placeholder="example.com"
          {...text('domain', 'Or choose a website: its domain is used.')}
          slotProps={{ htmlInput: names }}
        />
        <TextField
          label="Subdomains"
          multiline
          minRows={2}
          placeholder={'www\n*'}
          {...text('subDomains', 'One per line: www for www.example.com, * for a wildcard.')}
          slotProps={{ htmlInput: names }}
        />
        <TextField
          label="Email"
          required
          placeholder="ops@example.com"
          {...text('email', "The Let's Encrypt account's contact.")}
        />
      </Stack>
    </FormSection>
  );
}

/** The website the certificate is for: choosing one needs vhost:vhost:read (the list); without it the names are typed. */
function WebsiteField({ control }: { control: Control<CertificateValues> }) {
  const canWebsites = useCan('vhost:vhost:read');
  if (!canWebsites) return null;
  return (
    <Controller
      control={control}
      name="website"
      render={({ field, fieldState }) => (
        <WebsitePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}

function WebsitePicker({
  value,
  onChange,
  error,
}: {
  value: CertificateValues['website'];
  onChange: (value: CertificateValues['website']) => void;
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
