import { useCan } from '../../../core/use-can';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { AgentsList } from '../components/agents-list';
import { dossierPaths } from '../paths';

/** Agent profiles (spec §2 /dossiers): every agent with their team, position, manager and QC average. */
export default function AgentsPage() {
  const canAdd = useCan('dossier:user:create');
  return (
    <>
      <PageHeader
        title="Agent profiles"
        subtitle="Support agents’ dossiers: position, team and manager, feedback and how their reviews went."
        actions={canAdd ? <CreateButton to={dossierPaths.addAgent()} label="Add agent" /> : null}
      />
      <AgentsList linkTo={dossierPaths.agent} />
    </>
  );
}
