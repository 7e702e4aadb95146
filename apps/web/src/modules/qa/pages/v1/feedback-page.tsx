// One feedback (spec §2 /qc/feedbacks/{feedbackId}): QC v1's id names a chat's or a ticket's feedback;
// the v1 call says which, and QC v2's screen shows it (its moves, dialogs and comments).
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../../ui/error-alert';
import { PageHeader } from '../../../../ui/page-header';
import { useV1Feedback } from '../../api/v1-follow-up';
import { qcPaths } from '../../paths';
import { FeedbackPage } from '../feedback-page';

export default function V1FeedbackPage() {
  const id = Number(useParams().feedbackId);
  const read = useV1Feedback({ params: { id } });
  const back = { to: qcPaths.feedbacks(), label: 'Feedbacks' };
  if (!read.data) {
    return (
      <>
        <PageHeader title="Feedback" back={back} />
        <ErrorAlert error={read.error} />
        {read.isPending ? <Skeleton variant="rounded" height={320} /> : null}
      </>
    );
  }
  return <FeedbackPage kind={read.data.kind} id={id} back={back} />;
}
