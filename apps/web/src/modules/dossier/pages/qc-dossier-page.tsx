// QC v1's /qc/dossiers/{userId} (spec §2 "QC v1"): the agent's profile as the dossier shows it, for QC.
import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { AgentProfile } from '../components/agent-profile';
import { dossierPaths } from '../paths';

export default function QcDossierPage() {
  const userId = Number(useParams().userId);
  if (!Number.isInteger(userId) || userId < 1)
    return (
      <NotFoundScreen
        title="Dossier not found"
        description="This address names no agent."
        back={{ to: dossierPaths.qcDossiers(), label: 'Dossiers' }}
      />
    );
  return <AgentProfile userId={userId} qc />;
}
