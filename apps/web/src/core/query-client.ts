import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';
import { session } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Once, after a second, when the network dropped or a proxy found no server (a restart): a 4xx
      // will not change, and a 500 is shown at once with "Try again" (ui/error-alert.tsx) rather than
      // under a skeleton that keeps drawing while retries wait.
      retry: (failures, error) =>
        failures < 1 && error instanceof ApiRequestError && [0, 502, 503, 504].includes(error.status),
      retryDelay: 1000,
    },
  },
});

// Another user may sign in next on this browser: nothing of the last one stays in memory.
session.onSignOut(() => queryClient.clear());
