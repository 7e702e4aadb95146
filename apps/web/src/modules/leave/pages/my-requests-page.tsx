import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useCurrentUser } from '../../../core/session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { useCreateCancellation } from '../api/create-cancellation';
import { useUpcomingRequests } from '../api/upcoming-requests';
import { useUserBalances } from '../api/user-types';
import { BalanceCards } from '../components/balance-cards';
import { RequestsTable } from '../components/requests-table';
import { spanWords } from '../lib/format';
import { leavePaths } from '../paths';

/** My leave (spec §2 /leaves/my): this year's balances and the requests to come, each cancellable. */
export default function MyRequestsPage() {
  const me = useCurrentUser();
  const id = me?.id ?? 0;
  const balances = useUserBalances({ params: { id }, query: {} }, { enabled: me !== null });
  const upcoming = useUpcomingRequests({ params: { id } }, { enabled: me !== null });
  const cancel = useCreateCancellation();
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  return (
    <>
      <PageHeader
        title="My leave"
        subtitle="What is left this year, and what is coming. Past and refused requests are in the archive."
        actions={
          <>
            <Button component={RouterLink} to={leavePaths.archive()}>
              Archive
            </Button>
            <Button component={RouterLink} to={leavePaths.new()} variant="contained" startIcon={<AddOutlined />}>
              New request
            </Button>
          </>
        }
      />
      <Stack spacing={3}>
        <BalanceCards balances={balances.data} />
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Coming up
          </Typography>
          <RequestsTable
            label="Coming up"
            requests={upcoming.data}
            pending={upcoming.isPending}
            error={upcoming.error}
            empty="No leave coming up"
            actions={(r) =>
              r.cancellation?.status === 'pending' ? null : (
                <Button size="small" color="inherit" onClick={() => setCancelling(r)}>
                  Cancel
                </Button>
              )
            }
          />
        </Box>
      </Stack>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this leave?"
        confirmLabel={cancelling?.status === 'approved' ? 'Ask to cancel' : 'Cancel the request'}
        tone="warning"
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancel.mutate(
            { body: { requestId: cancelling!.id } },
            {
              onSuccess: (r) => {
                setCancelling(null);
                notify({
                  level: 'success',
                  title: r.status === 'cancelled' ? 'Request cancelled' : 'Cancellation asked',
                  body:
                    r.status === 'cancelled'
                      ? spanWords(r)
                      : 'Your approvers decide; the days come back once they agree.',
                });
              },
              onError: (error) => {
                setCancelling(null);
                notify({ level: 'error', title: 'Not cancelled', body: errorMessage(error) });
              },
            },
          )
        }
      >
        {cancelling
          ? cancelling.status === 'approved'
            ? `${cancelling.typeName}, ${spanWords(cancelling)} is approved: your approvers are asked to agree, and the days come back to your balance when they do.`
            : `${cancelling.typeName}, ${spanWords(cancelling)} is still waiting: it is withdrawn at once.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
