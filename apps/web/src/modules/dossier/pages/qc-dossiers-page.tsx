// QC v1's /qc/dossiers (spec §2 "QC v1"): the agents list, each linking to its QC v1 dossier.
import { AgentsList } from '../components/agents-list';
import { dossierPaths } from '../paths';

export default function QcDossiersPage() {
  return <AgentsList linkTo={dossierPaths.qcDossier} />;
}
