import type { SmsMessage, SmsStatus } from '@backoffice/contract/modules/sms/messages';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

const LOOK: Record<SmsStatus, { label: string; color: 'default' | 'success' | 'error' | 'info' }> = {
  queued: { label: 'Queued', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export const STATUS_LABEL: Record<SmsStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** A message's status; its attempts and last error on hover. */
export function MessageStatusChip({ message }: { message: SmsMessage }) {
  const look = LOOK[message.status];
  const chip = <Chip size="small" label={look.label} color={look.color} variant="outlined" sx={{ height: 22 }} />;
  const said = [
    message.attempts ? `${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}` : null,
    message.lastError,
  ]
    .filter(Boolean)
    .join(': ');
  return said ? <Tooltip title={said}>{chip}</Tooltip> : chip;
}
