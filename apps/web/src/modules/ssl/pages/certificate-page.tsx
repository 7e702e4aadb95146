import { deleteCertificate, renewCertificate } from '@backoffice/contract/modules/ssl';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { DetailCard, Facts } from '../../../ui/detail-card';
import { ErrorAlert } from '../../../ui/error-alert';
import { monoFont } from '../../../ui/monospace';
import { PageHeader } from '../../../ui/page-header';
import { useCertificate } from '../api/certificates';
import { DeleteCertificateDialog, RenewDialog } from '../components/certificate-dialogs';
import { ExpiryChip } from '../components/expiry-chip';
import { KIND_LABEL } from '../lib/labels';
import { sslPaths } from '../paths';

const BACK = { to: sslPaths.list(), label: 'SSL certificates' };

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
        <DetailCard title="Certificate">
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
        </DetailCard>
        <DetailCard title="Renewal">
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
        </DetailCard>
      </Box>
      <Box sx={{ mt: 2 }}>
        <DetailCard title="PEM">
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
        </DetailCard>
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
