import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, errorMessage } from '../core/api';

/** A failure that may pass on its own: the network, or the server (5xx), not a refusal (4xx). */
export function isPassing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

/**
 * Why something could not be loaded or done, in the server's words; nothing when all is well. A
 * failure that may pass (the network, the server) offers "Try again": it loads again what failed on
 * the screen (or runs `onRetry`).
 */
export function ErrorAlert({
  error,
  onRetry,
  sx = { mb: 2 },
}: {
  error: unknown;
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}) {
  const queryClient = useQueryClient();
  if (!error) return null;
  const retry =
    onRetry ??
    (() => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }));
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        isPassing(error) ? (
          <Button color="inherit" size="small" onClick={retry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
