import type { ServerStatus } from '@backoffice/contract/modules/hosting';
import Chip from '@mui/material/Chip';

/** Up (green) or Down (red), as the list and the server's page show it. */
export function ServerStatusChip({ status, size = 'small' }: { status: ServerStatus; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      label={status}
      color={status === 'Up' ? 'success' : 'error'}
      variant={status === 'Up' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, minWidth: 56 }}
    />
  );
}
