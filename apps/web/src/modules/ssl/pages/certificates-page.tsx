import {
  type Certificate,
  createSelfSignedCertificate,
  deleteCertificate,
  renewCertificate,
  SSL_KINDS,
} from '@backoffice/contract/modules/ssl';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HttpsOutlined from '@mui/icons-material/HttpsOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { FilterBar, type FilterSpec, optionsOf } from '../../../ui/filter-bar/filter-bar';
import { useListParams } from '../../../ui/list-params';
import { ActionsHeadCell, ListTable, RowAction } from '../../../ui/list-table';
import { monoFont } from '../../../ui/monospace';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { pagedTableProps } from '../../../ui/paging-footer';
import { useCertificates } from '../api/certificates';
import { DeleteCertificateDialog, RenewDialog } from '../components/certificate-dialogs';
import { ExpiryChip } from '../components/expiry-chip';
import { KIND_LABEL } from '../lib/labels';
import { sslPaths } from '../paths';

const HORIZONS = ['7', '30', '90'] as const;

const FILTERS: FilterSpec[] = [
  { kind: 'choice', param: 'kind', label: 'Kind', options: optionsOf(SSL_KINDS, (k) => KIND_LABEL[k]) },
  { kind: 'choice', param: 'expiring', label: 'Expiring', options: optionsOf(HORIZONS, (h) => `Within ${h} days`) },
];

export default function CertificatesPage() {
  const list = useListParams();
  const { page, take, search } = list;
  const kind = SSL_KINDS.find((k) => k === list.params.get('kind'));
  const horizon = HORIZONS.find((h) => h === list.params.get('expiring'));
  const query = useCertificates({
    body: { page, take, search, kind, ...(horizon ? { expiringWithinDays: Number(horizon) } : {}) },
  });
  const canCreate = useCanCall(createSelfSignedCertificate);
  const canRenew = useCanCall(renewCertificate);
  const canDelete = useCanCall(deleteCertificate);
  const [renewing, setRenewing] = useState<Certificate | null>(null);
  const [deleting, setDeleting] = useState<Certificate | null>(null);

  return (
    <>
      <PageHeader
        title="SSL certificates"
        subtitle="Soonest expiry first. Let's Encrypt and self-signed certificates renew by themselves 30 days before they expire."
        actions={canCreate ? <CreateButton to={sslPaths.create()} label="New certificate" /> : null}
      />
      <ListTable
        views
        label="SSL certificates"
        columns={5}
        {...pagedTableProps(query, list, 'certificate')}
        toolbar={
          <FilterBar
            label="Filter certificates"
            search={{ label: 'Search certificates', placeholder: 'Domain or name covered' }}
            filters={FILTERS}
          />
        }
        skeletonRows={6}
        head={
          <>
            <TableCell>Domain</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Website</TableCell>
            <TableCell>Expires</TableCell>
            <ActionsHeadCell width={96} />
          </>
        }
        empty={{
          icon: <HttpsOutlined />,
          title: 'No certificates yet',
          description: "Upload one, make a self-signed one, or order one from Let's Encrypt.",
          create: canCreate ? { to: sslPaths.create(), label: 'New certificate' } : undefined,
        }}
        filtered={Boolean(search || kind || horizon)}
        noMatch={{ title: 'No certificate matches', description: 'Change the search or the filters.' }}
      >
        {(cert) => (
          <TableRow key={cert.id} hover>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Link
                  component={RouterLink}
                  to={sslPaths.certificate(cert.id)}
                  underline="hover"
                  sx={{ ...monoFont, fontWeight: 600 }}
                >
                  {cert.displayDomain}
                </Link>
                {cert.renewalError ? (
                  <Tooltip title={cert.renewalError}>
                    <ErrorOutline color="error" fontSize="small" aria-label={`Renewal problem: ${cert.renewalError}`} />
                  </Tooltip>
                ) : null}
              </Stack>
              {cert.altNames.length > 1 ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  noWrap
                  sx={{ maxWidth: 360, ...monoFont }}
                  title={cert.altNames.join(', ')}
                >
                  +{cert.altNames.length - 1}: {cert.altNames.slice(1).join(', ')}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" label={KIND_LABEL[cert.kind]} sx={{ height: 22 }} />
            </TableCell>
            <TableCell sx={monoFont}>{cert.website?.domain ?? '—'}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap', minWidth: 96 }}>
                  {formatDay(cert.notAfter, { weekday: false })}
                </Typography>
                <ExpiryChip daysLeft={cert.daysLeft} />
              </Stack>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {canRenew && cert.kind !== 'custom' ? (
                <RowAction
                  title="Renew now"
                  label={`Renew ${cert.displayDomain}`}
                  icon={AutorenewOutlined}
                  onClick={() => setRenewing(cert)}
                />
              ) : null}
              {canDelete ? (
                <RowAction
                  title="Delete"
                  label={`Delete ${cert.displayDomain}`}
                  icon={DeleteOutline}
                  onClick={() => setDeleting(cert)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <RenewDialog certificate={renewing} onClose={() => setRenewing(null)} />
      <DeleteCertificateDialog certificate={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
