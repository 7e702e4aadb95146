import { useParams } from 'react-router';
import { AgentProfile } from '../components/agent-profile';

/** QC v1's dossier (spec §2 /qc/dossiers/{userId}): the same profile as /dossiers/{userId}. */
export default function QcDossierPage() {
  return <AgentProfile userId={Number(useParams().userId)} qc />;
}
