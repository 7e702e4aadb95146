// One escalation (spec §2 /qc/escalations/{escalationId}): QC v1's id names a chat's or a ticket's
// escalation; the v1 call says which, and QC v2's screen shows it (take it, put it back, review and close).
import { useParams } from 'react-router';
import { useV1Escalation } from '../../api/v1-follow-up';
import { RecordLoading } from '../../components/record-loading';
import { qcPaths } from '../../paths';
import { EscalationPage } from '../escalation-page';

export default function V1EscalationPage() {
  const id = Number(useParams().escalationId);
  const read = useV1Escalation({ params: { id } });
  const back = { to: qcPaths.escalations(), label: 'Escalations' };
  if (!read.data) return <RecordLoading title="Escalation" back={back} query={read} />;
  return <EscalationPage kind={read.data.kind} id={id} back={back} />;
}
