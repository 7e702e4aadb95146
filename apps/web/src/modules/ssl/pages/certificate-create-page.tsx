import type { Certificate } from '@backoffice/contract/modules/ssl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { FormPage } from '../../../ui/form-page';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateCustom, useCreateLetsEncrypt, useCreateSelfSigned } from '../api/certificates';
import { CustomSection, LetsEncryptSection, SelfSignedSection } from '../components/certificate-sections';
import {
  CERTIFICATE_FIELDS,
  type CertificateMode,
  type CertificateValues,
  emptyCertificate,
  KINDS,
  MODES,
  SHOWN_AS,
} from '../lib/certificate-form';
import { sslPaths } from '../paths';

const SUBMIT: Record<CertificateMode, string> = {
  custom: 'Upload certificate',
  'self-signed': 'Make certificate',
  'lets-encrypt': "Order from Let's Encrypt",
};

/**
 * A new certificate (spec §2 /ssl/create): uploaded, self-signed or ordered from Let's Encrypt, the
 * kind in the address (`?kind=`). The kind's contract body judges the form; a failed order shows the
 * server's own message (spec §8).
 */
export default function CertificateCreatePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = MODES.find((m) => m.value === params.get('kind'))?.value ?? 'self-signed';
  const custom = useCreateCustom();
  const selfSigned = useCreateSelfSigned();
  const letsEncrypt = useCreateLetsEncrypt();
  const kind = KINDS[mode];
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<CertificateValues, Certificate>({
    schema: kind.schema,
    prepare: kind.body,
    defaultValues: emptyCertificate,
    fields: CERTIFICATE_FIELDS,
    shownAs: SHOWN_AS,
    submit: (values) =>
      mode === 'custom'
        ? custom.mutateAsync({ body: KINDS.custom.body(values) })
        : mode === 'self-signed'
          ? selfSigned.mutateAsync({ body: KINDS['self-signed'].body(values) })
          : letsEncrypt.mutateAsync({ body: KINDS['lets-encrypt'].body(values) }),
    onSaved: (made) => {
      notify({
        level: 'success',
        title: 'Certificate ready',
        body: `${made.displayDomain}, valid for ${made.daysLeft} days.`,
      });
      navigate(sslPaths.list(), { replace: true });
    },
  });
  const sections = { control: form.control, register: form.register };
  return (
    <FormPage
      back={{ to: sslPaths.list(), label: 'SSL certificates' }}
      title="New certificate"
      subtitle="Private keys are kept encrypted and never shown again."
      onSubmit={onSubmit}
      error={formError}
      submitLabel={SUBMIT[mode]}
      pending={pending}
      width={960}
      notice={
        <Box sx={{ mb: 2 }}>
          <Tabs
            value={mode}
            onChange={(_, value: CertificateMode) => {
              // The other kind's messages are not this one's.
              setFormError(null);
              form.clearErrors();
              setParams({ kind: value }, { replace: true });
            }}
            aria-label="Kind of certificate"
          >
            {MODES.map((m) => (
              <Tab key={m.value} value={m.value} label={m.label} />
            ))}
          </Tabs>
          {pending && mode === 'lets-encrypt' ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Ordering: the challenge records are written to DNS and Let's Encrypt checks them. This can take a minute.
            </Alert>
          ) : null}
        </Box>
      }
    >
      {mode === 'custom' ? <CustomSection {...sections} /> : null}
      {mode === 'self-signed' ? <SelfSignedSection {...sections} /> : null}
      {mode === 'lets-encrypt' ? <LetsEncryptSection {...sections} /> : null}
    </FormPage>
  );
}
