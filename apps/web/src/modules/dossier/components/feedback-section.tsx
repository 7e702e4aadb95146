// The feedback of an agent's dossier, for the profile: newest first, the type's chip by its tone, a Private
// badge on what the agent does not see, "Give feedback" for who may write it. The agent reading their own
// dossier gets the shared feedback only (the server leaves the private ones out).
import { createDossierFeedback } from '@backoffice/contract/modules/dossier';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAgentFeedbacks } from '../api/feedbacks';
import { dossierPaths } from '../paths';
import { FeedbackTypeChip, PrivateBadge } from './feedback-chips';

const TAKE = 10;

export function FeedbackSection({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const canWrite = useCanCall(createDossierFeedback);
  const { data, error, isPending } = useAgentFeedbacks({ params: { id: userId }, query: { page, take: TAKE } });
  const more = data ? data.page * data.take < data.total : false;
  return (
    <Card variant="outlined" component="section" aria-label="Feedback">
      <CardHeader
        title={
          <Typography variant="h6" component="h2">
            Feedback
          </Typography>
        }
        action={
          canWrite ? (
            <Button
              component={RouterLink}
              to={dossierPaths.newFeedback(userId)}
              startIcon={<RateReviewOutlined />}
              size="small"
            >
              Give feedback
            </Button>
          ) : null
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <ErrorAlert error={error} />
        {isPending ? (
          <Stack spacing={1}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : data && data.items.length === 0 ? (
          <EmptyState icon={<RateReviewOutlined />} title="No feedback yet" />
        ) : (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data?.items.map((feedback) => (
              <Box component="li" key={feedback.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <FeedbackTypeChip type={feedback.type} />
                  <Typography variant="body2" color="text.secondary">
                    {feedback.category.name}
                  </Typography>
                  {feedback.visibility === 'private' ? <PrivateBadge /> : null}
                  <Box sx={{ flex: 1 }} />
                  <Link
                    component={RouterLink}
                    to={dossierPaths.feedback(userId, feedback.id)}
                    variant="body2"
                    underline="hover"
                  >
                    {formatInstant(feedback.createdAt)}
                  </Link>
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                  {feedback.content}
                </Typography>
                {feedback.author ? (
                  <Typography variant="caption" color="text.secondary">
                    {feedback.author.name}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
        {more ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setPage((p) => p + 1)}>
            Older feedback
          </Button>
        ) : null}
        {page > 1 ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setPage((p) => p - 1)}>
            Newer feedback
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
