import { deleteCertificate, renewCertificate } from '@backoffice/contract/modules/ssl';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { ErrorAlert } from '../../../ui/error-alert';
import { monoFont } from '../../../ui/monospace';
import { PageHeader } from '../../../ui/page-header';
import { useCertificate } from '../api/certificates';
import { DeleteCertificateDialog, RenewDialog } from '../components/certificate-dialogs';
import { ExpiryChip } from '../components/expiry-chip';
import { KIND_LABEL } from '../lib/labels';
import { sslPaths } from '../paths';

const BACK = { to: sslPaths.list(), label: 'SSL certificates' };

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function CertificatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const { data: cert, error, isPending } = useCertificate({ params: { id } }, { enabled: valid });
  const canRenew = useCanCall(renewCertificate);
  const canDelete = useCanCall(deleteCertificate);
  const [renewing, setRenewing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (!valid || error) {
    return (
      <>
        <PageHeader title="Certificate" back={BACK} />
        <ErrorAlert error={error ?? new Error('There is no such certificate.')} />
      </>
    );
  }
  if (isPending || !cert) return <LinearProgress aria-label="Loading the certificate" />;

  return (
    <>
      <PageHeader
        back={BACK}
        title={cert.displayDomain}
        chips={
          <Stack direction="row" spacing={1}>
            <Chip size="small" variant="outlined" label={KIND_LABEL[cert.kind]} />
            <ExpiryChip daysLeft={cert.daysLeft} />
          </Stack>
        }
        subtitle={`Valid ${formatInstant(cert.notBefore)} – ${formatInstant(cert.notAfter)}`}
        actions={
          <Stack direction="row" spacing={1}>
            {canRenew && cert.kind !== 'custom' ? (
              <Button variant="outlined" startIcon={<AutorenewOutlined />} onClick={() => setRenewing(true)}>
                Renew now
              </Button>
            ) : null}
            {canDelete ? <DeleteButton onClick={() => setDeleting(true)} /> : null}
          </Stack>
        }
      />
      {cert.renewalError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <strong>Renewal problem.</strong> {cert.renewalError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Card title="Certificate">
          <Facts
            rows={[
              [
                'Names',
                <Box key="n" sx={monoFont}>
                  {cert.altNames.join(', ')}
                </Box>,
              ],
              ['Website', cert.website?.domain ?? '—'],
              ['Subject', cert.subject],
              ['Issuer', cert.issuer],
              [
                'Serial',
                <Box key="s" sx={monoFont}>
                  {cert.serialNumber}
                </Box>,
              ],
              [
                'SHA-256',
                <Box key="f" sx={{ ...monoFont, fontSize: 12 }}>
                  {cert.fingerprint256}
                </Box>,
              ],
              ['Key', cert.keyType],
            ]}
          />
        </Card>
        <Card title="Renewal">
          <Facts
            rows={[
              [
                'Renews',
                cert.autoRenew
                  ? `By itself from ${formatInstant(new Date(Date.parse(cert.notAfter) - 30 * 86_400_000).toISOString())}`
                  : 'Not here: upload its renewed certificate',
              ],
              ['Last renewed', cert.lastRenewedAt ? formatInstant(cert.lastRenewedAt) : 'Never'],
              ['Contact', cert.email ?? '—'],
              ['Added', formatInstant(cert.createdAt)],
            ]}
          />
        </Card>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Card title="PEM">
          <Box
            component="pre"
            sx={{
              ...monoFont,
              fontSize: 12,
              p: 1.5,
              m: 0,
              bgcolor: 'action.hover',
              borderRadius: 1,
              overflow: 'auto',
              maxHeight: 320,
            }}
          >
            {cert.certificatePem}
            {cert.chainPem}
          </Box>
          <Typography variant="caption" color="text.secondary">
            The certificate and its chain. The private key is kept encrypted and is never shown.
          </Typography>
        </Card>
      </Box>
      <RenewDialog certificate={renewing ? cert : null} onClose={() => setRenewing(false)} />
      <DeleteCertificateDialog
        certificate={deleting ? cert : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(sslPaths.list(), { replace: true })}
      />
    </>
  );
}
