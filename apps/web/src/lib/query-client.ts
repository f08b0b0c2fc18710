import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs } from '@portal/shared/limits';
import { NetworkError } from './graphql.ts';

/** Retries only what may succeed later (network, 5xx), backing off 5 s × 2^(n-1). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => error instanceof NetworkError && failureCount < 5,
      retryDelay: (attempt) => retryDelayMs(attempt + 1),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
