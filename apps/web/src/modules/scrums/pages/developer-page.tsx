// /scrums/{userId} (spec §2 "/{userId} dev audit"): one developer's audits over time — the rating's trend,
// the follow-ups still open and the audits, newest first, by page. The developer reads their own without
// any scope; anyone else needs scrums:audits:read (the server answers 404 otherwise).
import { createAudit, type DeveloperAudits } from '@backoffice/contract/modules/scrums';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiRequestError } from '../../../core/api';
import { formatDay } from '../../../core/dates';
import { useSession } from '../../../core/session';
import { useCan, useCanCall } from '../../../core/use-can';
import { LineChart } from '../../../ui/charts';
import { DetailCard } from '../../../ui/detail-card';
import { ErrorAlert } from '../../../ui/error-alert';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { useListParams } from '../../../ui/list-params';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { PageHeader } from '../../../ui/page-header';
import { PagingFooter } from '../../../ui/paging-footer';
import { useDeveloperAudits } from '../api/audits';
import { componentNames, FindingsCell, FollowUpsCell } from '../components/audit-cells';
import { RatingChip } from '../components/chips';
import { OpenFollowUps } from '../components/open-follow-ups';
import { scrumsPaths } from '../paths';

const HOME = { to: '/', label: 'Home' };

export default function DeveloperPage() {
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const list = useListParams([10, 25, 50]);
  const me = useSession((s) => s.user?.id);
  const readsAll = useCan('scrums:audits:read');
  const canCreate = useCanCall(createAudit) && userId !== me;
  const { data, error } = useDeveloperAudits(
    { params: { userId: valid ? userId : 1 }, query: { page: list.page, take: list.take } },
    { enabled: valid },
  );
  const [flash, setFlash] = useFlash();
  const back = readsAll ? { to: scrumsPaths.audits(), label: 'Dev audits' } : undefined;

  if (!valid || (error instanceof ApiRequestError && error.status === 404)) {
    return (
      <NotFoundScreen title="Developer not found" description="There are no such audits to show." back={back ?? HOME} />
    );
  }
  if (error) return <ErrorAlert error={error} />;
  if (!data) return <Skeleton variant="rounded" height={320} aria-label="Loading the audits" />;

  const summary = data.total
    ? `${data.total} ${data.total === 1 ? 'audit' : 'audits'} · average rating ${data.averageRating ?? '—'}`
    : 'No audits yet';
  return (
    <>
      <PageHeader
        title={userId === me ? 'Your dev audits' : data.developer.name}
        subtitle={summary}
        back={back}
        actions={
          canCreate ? (
            <Button
              component={RouterLink}
              to={scrumsPaths.newAudit(userId)}
              variant="contained"
              startIcon={<AddOutlined />}
            >
              New audit
            </Button>
          ) : null
        }
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '3fr 2fr' } }}>
          <DetailCard title="Rating over time">
            {data.trend.length > 1 ? (
              <LineChart
                label={`${data.developer.name}'s rating by audit`}
                x={data.trend.map((p) => formatDay(p.date, { weekday: false, year: false }))}
                series={[{ label: 'Rating', data: data.trend.map((p) => p.rating) }]}
                yMin={0}
                yMax={5}
                height={220}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                The trend shows from the second audit on.
              </Typography>
            )}
          </DetailCard>
          <DetailCard title={`Open follow-ups (${data.openFollowUps.length})`}>
            <OpenFollowUps items={data.openFollowUps} />
          </DetailCard>
        </Box>
        <DetailCard title="Audits">
          <Timeline data={data} />
          <PagingFooter paging={list} data={data} hideWhenSinglePage />
        </DetailCard>
      </Stack>
    </>
  );
}

/** The audits, newest first: the day, the rating, what was covered and what came of it. */
function Timeline({ data }: { data: DeveloperAudits }) {
  if (!data.items.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        No audit has been recorded yet.
      </Typography>
    );
  }
  return (
    <List aria-label="Audits" disablePadding>
      {data.items.map((a) => (
        <ListItem
          key={a.id}
          disableGutters
          divider
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '150px 110px 1fr' },
            alignItems: 'start',
          }}
        >
          <Link component={RouterLink} to={scrumsPaths.audit(a.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {formatDay(a.date, { weekday: false })}
          </Link>
          <Box>
            <RatingChip rating={a.rating} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {componentNames(a)}
            </Typography>
            <Stack useFlexGap direction="row" spacing={2} sx={{ mt: 0.5, color: 'text.secondary', flexWrap: 'wrap' }}>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">Findings:</Typography>
                <FindingsCell audit={a} />
              </Stack>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">Follow-ups:</Typography>
                <FollowUpsCell audit={a} />
              </Stack>
              {a.auditor ? <Typography variant="body2">By {a.auditor.name}</Typography> : null}
            </Stack>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
