import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import Chip from '@mui/material/Chip';
import { stateOf } from '../lib/format';

export function StatusChip({ request }: { request: Pick<LeaveRequest, 'status' | 'cancellation'> }) {
  const { label, tone } = stateOf(request);
  return <Chip size="small" label={label} color={tone} variant={tone === 'default' ? 'outlined' : 'filled'} />;
}
