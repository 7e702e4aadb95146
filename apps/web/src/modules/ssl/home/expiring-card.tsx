import { listCertificates } from '@backoffice/contract/modules/ssl';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '../../../core/endpoint-query';
import { HomeCard } from '../../../ui/home-card';
import { sslPaths } from '../paths';

/** Expiring "soon": a month, the renewal window of the certificates we issue (docs/ssl.md). */
const WITHIN_DAYS = 30;
// Its own query: the module's api file brings hosting's contract (the website picker) with it.
const useCertificates = endpointQuery(listCertificates).use;
const SHOWN = 4;

const left = (days: number) => (days < 0 ? `expired ${-days} d ago` : days === 0 ? 'expires today' : `${days} d left`);

/** Home, for whoever keeps certificates: those that expire within a month, soonest first. */
export default function ExpiringCard() {
  const certificates = useCertificates({ body: { expiringWithinDays: WITHIN_DAYS, page: 1, take: SHOWN } });
  const items = certificates.data?.items ?? [];
  return (
    <HomeCard
      title="Certificates expiring"
      icon={VerifiedUserOutlined}
      pending={certificates.isPending}
      error={certificates.error}
      link={{ to: sslPaths.list(), label: 'Certificates' }}
    >
      {items.length ? (
        <Stack spacing={0.5}>
          <Typography variant="h6" component="p">
            {certificates.data!.total} within {WITHIN_DAYS} days
          </Typography>
          {items.map((c) => (
            <Typography key={c.id} variant="body2" color={c.daysLeft < 7 ? 'error' : 'text.secondary'} noWrap>
              <Link component={RouterLink} to={sslPaths.certificate(c.id)} color="inherit">
                {c.domain}
              </Link>{' '}
              · {left(c.daysLeft)}
            </Typography>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          None expires within {WITHIN_DAYS} days.
        </Typography>
      )}
    </HomeCard>
  );
}
