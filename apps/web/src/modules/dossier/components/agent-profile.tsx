// An agent's profile: /dossiers/{userId} and QC v1's /qc/dossiers/{userId} render it. The header (position,
// team, manager), QC's figures and weekly trend (QC's statistics, read live), a timeline of positions and
// team moves, then the feedback and the comments.
import type { AgentDossier } from '@backoffice/contract/modules/dossier';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../core/dates';
import { useCan } from '../../../core/use-can';
import { LineChart } from '../../../ui/charts';
import { DetailCard, Facts } from '../../../ui/detail-card';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useAgent } from '../api/agents';
import { dossierPaths } from '../paths';
import { CommentsSection } from './comments-section';
import { FeedbackSection } from './feedback-section';

export interface TimelineEntry {
  date: string;
  text: string;
}

/** Position changes and team moves, newest first ("Support agent → Senior support agent"). */
export function timelineOf(dossier: Pick<AgentDossier, 'positions' | 'memberships'>): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const positions = [...dossier.positions].reverse();
  positions.forEach((p, i) => {
    const before = positions[i - 1];
    entries.push({
      date: p.from,
      text: before ? `${before.position.name} → ${p.position.name}` : `Started as ${p.position.name}`,
    });
  });
  const memberships = [...dossier.memberships].reverse();
  memberships.forEach((m, i) => {
    const before = memberships[i - 1];
    entries.push({
      date: m.from,
      text:
        before && before.to !== null && before.to < m.from
          ? `Moved from ${before.team.name} to ${m.team.name} (manager ${m.manager.name})`
          : `Joined ${m.team.name} (manager ${m.manager.name})`,
    });
    if (m.to !== null && !memberships[i + 1]) entries.push({ date: m.to, text: `Left ${m.team.name}` });
  });
  return entries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function AgentProfile({ userId, qc = false }: { userId: number; qc?: boolean }) {
  const agent = useAgent({ params: { id: userId } });
  const canUpdate = useCan('dossier:user:update');
  if (agent.error) return <ErrorAlert error={agent.error} />;
  if (!agent.data) return <Skeleton variant="rounded" height={240} aria-label="Loading the dossier" />;
  const d = agent.data;
  return (
    <>
      <PageHeader
        title={d.name}
        subtitle={[d.position?.name, d.team?.name].filter(Boolean).join(' · ') || 'No position'}
        back={
          qc
            ? { to: dossierPaths.qcDossiers(), label: 'Dossiers' }
            : { to: dossierPaths.agents(), label: 'Agent profiles' }
        }
        actions={
          canUpdate && !qc ? (
            <Button component={RouterLink} to={dossierPaths.updateAgent(userId)} variant="outlined">
              Update agent
            </Button>
          ) : null
        }
      />
      <Stack spacing={2}>
        <DetailCard title="Dossier">
          <Facts
            rows={[
              ['Position', d.position?.name ?? '—'],
              ['Team', d.team?.name ?? '—'],
              ['Manager', d.manager?.name ?? '—'],
              ['Username', d.username],
            ]}
          />
        </DetailCard>
        <QcCard dossier={d} />
        <DetailCard title="Timeline">
          <List dense aria-label="Timeline">
            {timelineOf(d).map((e) => (
              <ListItem key={`${e.date}-${e.text}`} disableGutters>
                <ListItemText primary={e.text} secondary={formatDay(e.date)} />
              </ListItem>
            ))}
          </List>
        </DetailCard>
        <FeedbackSection userId={userId} />
        <CommentsSection userId={userId} />
      </Stack>
    </>
  );
}

function QcCard({ dossier }: { dossier: AgentDossier }) {
  const qc = dossier.qc;
  return (
    <DetailCard title="Quality control">
      {qc ? (
        <>
          <Facts
            rows={[
              ['Period', `${formatDay(qc.from, { weekday: false })} – ${formatDay(qc.to, { weekday: false })}`],
              ['Reviews', qc.reviews],
              ['Average score', qc.averageScore ?? '—'],
              ['Critical fails', qc.criticalFails],
            ]}
          />
          {qc.trend.length ? (
            <LineChart
              label="Average score by week"
              x={qc.trend.map((w) => w.week)}
              series={[{ label: 'Average score', data: qc.trend.map((w) => w.averageScore) }]}
              yMax={100}
              height={220}
            />
          ) : null}
        </>
      ) : (
        <Alert severity="info">Quality control is not installed.</Alert>
      )}
    </DetailCard>
  );
}
