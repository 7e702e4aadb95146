import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';
import { session } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; a network error or a 5xx might.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
    },
  },
});

// Another user may sign in next on this browser: nothing of the last one stays in memory.
session.onSignOut(() => queryClient.clear());
