import type { DatabaseSync, DatabaseSyncState } from '@backoffice/contract/modules/database';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatInstant } from '../../../core/dates';

const LOOK: Record<DatabaseSyncState, { label: string; color: 'success' | 'warning' | 'error' | 'default' | 'info' }> =
  {
    'in-sync': { label: 'In sync', color: 'success' },
    missing: { label: 'Missing on server', color: 'error' },
    differs: { label: 'Privileges differ', color: 'warning' },
    unreachable: { label: 'Server unreachable', color: 'error' },
    unchecked: { label: 'Not checked yet', color: 'default' },
    'records-only': { label: 'Record only', color: 'default' },
  };

/** How a database or user compares with the MariaDB server, as the last check found it (docs/database.md "Drift"). */
export function SyncChip({ sync }: { sync: DatabaseSync }) {
  const look = LOOK[sync.state];
  const checked = sync.checkedAt ? `Checked ${formatInstant(sync.checkedAt)}.` : '';
  const title =
    sync.state === 'records-only'
      ? 'Provisioning is off: this is a record only.'
      : [sync.message, checked].filter(Boolean).join(' ') || 'Not compared with the server yet.';
  return (
    <Tooltip title={title}>
      <Chip size="small" variant="outlined" color={look.color} label={look.label} data-testid="sync-chip" />
    </Tooltip>
  );
}
