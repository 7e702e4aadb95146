import { PageHeader } from '../../../ui/page-header';
import { AgentsList } from '../components/agents-list';
import { dossierPaths } from '../paths';

/** QC v1's dossiers (spec §2 /qc/dossiers): the agents list of QC V2, drawn by the same component. */
export default function QcDossiersPage() {
  return (
    <>
      <PageHeader title="Dossiers" subtitle="Support agents’ dossiers." />
      <AgentsList linkTo={dossierPaths.qcDossier} />
    </>
  );
}
