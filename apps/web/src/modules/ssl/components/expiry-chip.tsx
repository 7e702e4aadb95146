import Chip from '@mui/material/Chip';
import { expiryTone } from '../lib/expiry';

export function ExpiryChip({ daysLeft }: { daysLeft: number }) {
  const tone = expiryTone(daysLeft);
  return (
    <Chip
      size="small"
      color={tone.color}
      variant={tone.color === 'success' ? 'outlined' : 'filled'}
      label={tone.label}
      sx={{ fontWeight: 600 }}
    />
  );
}
