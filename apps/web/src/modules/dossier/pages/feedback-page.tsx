// /dossiers/{userId}/feedbacks/{feedbackId}: one feedback. The agent opens their shared feedback here (from
// the notification); a private one, or someone else's, is "not found" to them, as the server answers.
import { deleteDossierFeedback, updateDossierFeedback } from '@backoffice/contract/modules/dossier';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeleteButton } from '../../../ui/delete-button';
import { ErrorAlert } from '../../../ui/error-alert';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { PageHeader } from '../../../ui/page-header';
import { useDeleteFeedback, useFeedback } from '../api/feedbacks';
import { FeedbackTypeChip, PrivateBadge } from '../components/feedback-chips';
import { dossierPaths } from '../paths';

export default function FeedbackPage() {
  const params = useParams();
  const userId = Number(params.userId);
  const id = Number(params.feedbackId);
  const navigate = useNavigate();
  const back = { to: dossierPaths.agent(userId), label: 'Agent profile' };
  const valid = Number.isInteger(id) && id > 0;
  const { data: feedback, error } = useFeedback({ params: { id: valid ? id : 1 } }, { enabled: valid });
  const canUpdate = useCanCall(updateDossierFeedback);
  const canDelete = useCanCall(deleteDossierFeedback);
  const remove = useDeleteFeedback();
  const [deleting, setDeleting] = useState(false);

  if (
    !valid ||
    (error instanceof ApiRequestError && error.status === 404) ||
    (feedback && feedback.userId !== userId)
  ) {
    return (
      <NotFoundScreen title="Feedback not found" description="There is no such feedback in this dossier." back={back} />
    );
  }
  if (error) return <ErrorAlert error={error} />;
  if (!feedback) return <Skeleton variant="rounded" height={200} />;

  return (
    <>
      <PageHeader
        title={`${feedback.type.name} feedback`}
        subtitle={`${feedback.category.name} · ${formatInstant(feedback.createdAt)}${feedback.author ? ` · ${feedback.author.name}` : ''}`}
        back={back}
        actions={
          <Stack direction="row" spacing={1}>
            {canUpdate ? (
              <Button
                component={RouterLink}
                to={dossierPaths.updateFeedback(userId, feedback.id)}
                startIcon={<EditOutlined />}
              >
                Edit
              </Button>
            ) : null}
            {canDelete ? <DeleteButton onClick={() => setDeleting(true)} /> : null}
          </Stack>
        }
      />
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
            <FeedbackTypeChip type={feedback.type} />
            {feedback.visibility === 'private' ? <PrivateBadge /> : null}
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</Typography>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={deleting}
        title="Delete this feedback?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={async () => {
          await remove.mutateAsync({ params: { id: feedback.id } });
          navigate(back.to);
        }}
        onClose={() => setDeleting(false)}
      >
        It is removed from the agent’s dossier for good.
      </ConfirmDialog>
    </>
  );
}
