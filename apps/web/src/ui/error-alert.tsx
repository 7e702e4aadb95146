import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '../core/api';

/** Why something could not be loaded or done, in the server's words; nothing when all is well. */
export function ErrorAlert({ error, sx = { mb: 2 } }: { error: unknown; sx?: SxProps<Theme> }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={sx}>
      {errorMessage(error)}
    </Alert>
  );
}
