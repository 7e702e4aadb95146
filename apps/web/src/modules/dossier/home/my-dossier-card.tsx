// The agents topic alone, not the dossier contract's index: the card is on everyone's home page, whose
// weight e2e/login-budget.test.ts holds to its budget.
import { getAgent } from '@backoffice/contract/modules/dossier/agents';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '../../../core/api';
import { endpointQuery } from '../../../core/endpoint-query';
import { useCurrentUser } from '../../../core/session';
import { HomeCard } from '../../../ui/home-card';
import { dossierPaths } from '../paths';

const useAgent = endpointQuery(getAgent).use;

/**
 * Home: the person's own dossier — position, team, manager and their QC average — with the way in to
 * it, for everyone who has one (no dossier scope needed: one's own dossier is one's own). Nothing for
 * those who have none.
 */
export default function MyDossierCard() {
  const me = useCurrentUser();
  const agent = useAgent({ params: { id: me?.id ?? 0 }, query: {} }, { enabled: Boolean(me) });
  const none = agent.error instanceof ApiRequestError && agent.error.status === 404;
  if (!me || agent.isPending || none) return null;
  const dossier = agent.data;
  return (
    <HomeCard
      title="Your dossier"
      icon={BadgeOutlined}
      error={agent.error}
      link={{ to: dossierPaths.agent(me.id), label: 'Open your dossier' }}
    >
      {dossier ? (
        <Stack spacing={0.5} data-testid="my-dossier">
          <Typography variant="body2">
            <strong>{dossier.position?.name ?? 'No position'}</strong>
            {dossier.team ? ` · ${dossier.team.name}` : ''}
          </Typography>
          {dossier.manager ? (
            <Typography variant="body2" color="text.secondary">
              Manager: {dossier.manager.name}
            </Typography>
          ) : null}
          {dossier.qc && dossier.qc.reviews > 0 && dossier.qc.averageScore !== null ? (
            <Typography variant="body2" color="text.secondary">
              QC average {dossier.qc.averageScore.toFixed(1)} over {dossier.qc.reviews}{' '}
              {dossier.qc.reviews === 1 ? 'review' : 'reviews'} (last 12 weeks)
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </HomeCard>
  );
}
