// /scrums/settings (spec §2 "Dev Scrum … settings"; docs/scrum.md "Settings"): the components, counted by
// status with the way to manage them, and the fixed scales audits are written in — the rating and the
// severity of findings — so that everyone reads an audit the same way.
import {
  COMPONENT_STATUS_LABELS,
  componentStatuses,
  createComponent,
  findingSeverities,
  RATING_SCALE,
} from '@backoffice/contract/modules/scrums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { DetailCard, Facts } from '../../../ui/detail-card';
import { PageHeader } from '../../../ui/page-header';
import { useComponents } from '../api/components';
import { RatingChip, SeverityChip } from '../components/chips';
import { scrumsPaths } from '../paths';

const SEVERITY_MEANING: Record<(typeof findingSeverities)[number], string> = {
  low: 'Worth fixing when the code is touched next.',
  medium: 'To fix within the next sprint.',
  high: 'To fix before the next release.',
  critical: 'Fix now: production, data or security is at risk.',
};

/** The scales' chips in one column, so their meanings line up. */
const chipColumn = { width: 112, flexShrink: 0 } as const;

function StatusCount({ status }: { status: (typeof componentStatuses)[number] }) {
  const { data } = useComponents({ query: { status, take: 1 } });
  return data ? data.total : <Skeleton width={24} />;
}

export default function SettingsPage() {
  const canCreate = useCanCall(createComponent);
  return (
    <>
      <PageHeader
        title="Dev Scrum settings"
        subtitle="The components audits cover, and the scales they are rated on."
      />
      <Stack spacing={2} sx={{ maxWidth: 920 }}>
        <DetailCard
          title="Components"
          action={
            <Stack direction="row" spacing={1}>
              {canCreate ? (
                <Button component={RouterLink} to={scrumsPaths.newComponent()} size="small">
                  New component
                </Button>
              ) : null}
              <Button component={RouterLink} to={scrumsPaths.components()} size="small" variant="outlined">
                Manage components
              </Button>
            </Stack>
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            New audits cover active components only; deprecated and retired ones stay on the audits that covered them.
          </Typography>
          <Facts
            rows={componentStatuses.map((s) => [COMPONENT_STATUS_LABELS[s], <StatusCount key={s} status={s} />])}
          />
        </DetailCard>
        <DetailCard title="Rating scale">
          <Typography variant="body2" color="text.secondary">
            Each audit has one overall rating. The scale is fixed, so that ratings compare over time.
          </Typography>
          <List dense aria-label="Rating scale">
            {RATING_SCALE.map((r) => (
              <ListItem key={r.value} disableGutters sx={{ gap: 2 }}>
                <Box sx={chipColumn}>
                  <RatingChip rating={r.value} />
                </Box>
                <ListItemText primary={r.description} />
              </ListItem>
            ))}
          </List>
        </DetailCard>
        <DetailCard title="Finding severities">
          <List dense aria-label="Finding severities">
            {findingSeverities.map((s) => (
              <ListItem key={s} disableGutters sx={{ gap: 2 }}>
                <Box sx={chipColumn}>
                  <SeverityChip severity={s} />
                </Box>
                <ListItemText primary={SEVERITY_MEANING[s]} />
              </ListItem>
            ))}
          </List>
        </DetailCard>
      </Stack>
    </>
  );
}
