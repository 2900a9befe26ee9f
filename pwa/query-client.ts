import { QueryClient } from '@tanstack/react-query';

/**
 * Cached data never goes stale, no refetch on focus, no polling, no retries;
 * unused entries are dropped after five minutes.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
