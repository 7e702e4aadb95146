// One feedback (spec §2 /qc/feedbacks/{feedbackId}): QC v1's id names a chat's or a ticket's feedback;
// the v1 call says which, and QC v2's screen shows it (its moves, dialogs and comments).
import { useParams } from 'react-router';
import { useV1Feedback } from '../../api/v1-follow-up';
import { RecordLoading } from '../../components/record-loading';
import { qcPaths } from '../../paths';
import { FeedbackPage } from '../feedback-page';

export default function V1FeedbackPage() {
  const id = Number(useParams().feedbackId);
  const read = useV1Feedback({ params: { id } });
  const back = { to: qcPaths.feedbacks(), label: 'Feedbacks' };
  if (!read.data) return <RecordLoading title="Feedback" back={back} query={read} />;
  return <FeedbackPage kind={read.data.kind} id={id} back={back} />;
}
