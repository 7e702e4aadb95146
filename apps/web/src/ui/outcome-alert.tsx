// What a card's or section's own action came to (saved, reset, refused), above it until dismissed.
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export interface Outcome {
  severity: 'success' | 'error';
  text: string;
}

export function OutcomeAlert({
  outcome,
  onClose,
  sx,
}: {
  outcome: Outcome | null;
  onClose: () => void;
  sx?: SxProps<Theme>;
}) {
  return outcome ? (
    <Alert severity={outcome.severity} sx={sx} onClose={onClose}>
      {outcome.text}
    </Alert>
  ) : null;
}
