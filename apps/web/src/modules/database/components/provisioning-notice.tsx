import type { DatabaseProvisioning } from '@backoffice/contract/modules/database';
import { checkDatabases } from '@backoffice/contract/modules/database';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { useCheckDatabases } from '../api/databases';

/**
 * Whether changes reach a MariaDB server, said plainly above both lists; with provisioning on, "Check now"
 * compares every record with the server at once (it also runs every 15 minutes). While the list's first
 * answer (which says it) is on its way, the place of the line a configured server shows is kept, so that
 * the list does not move down when it arrives.
 */
export function ProvisioningNotice({
  provisioning,
  pending,
}: {
  provisioning: DatabaseProvisioning | undefined;
  pending: boolean;
}) {
  const check = useCheckDatabases();
  const canCheck = useCanCall(checkDatabases);
  if (!provisioning) {
    return pending ? (
      <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 31 }}>
        <Skeleton variant="text" sx={{ flex: 1, maxWidth: 560 }} />
      </Box>
    ) : null;
  }
  if (!provisioning.enabled) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="provisioning-off">
        {provisioning.message}
      </Alert>
    );
  }
  const run = () =>
    check.mutate(
      {},
      {
        onSuccess: (result) =>
          notify(
            result.failure
              ? { level: 'error', title: 'The check failed', body: result.failure }
              : {
                  level: result.drifted ? 'warning' : 'success',
                  title: result.drifted
                    ? `${result.drifted} of ${result.checked} differ from the server`
                    : 'All in sync',
                },
          ),
        onError: (error) => showError(errorMessage(error)),
      },
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
        {provisioning.message} Checked against the server every 15 minutes.
      </Typography>
      {canCheck ? (
        <Button size="small" startIcon={<SyncOutlined />} onClick={run} loading={check.isPending}>
          Check now
        </Button>
      ) : null}
    </Box>
  );
}
