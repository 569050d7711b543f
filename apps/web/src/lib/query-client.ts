import { MS, QUERY_RETRY_COUNT } from '@alavanca/domain/constants';
import { QueryClient } from '@tanstack/react-query';

/** The specification's cache settings: fresh for 5 min, kept 10 min, one retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: MS.queryStaleTime,
        gcTime: MS.queryGcTime,
        retry: QUERY_RETRY_COUNT,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
      },
    },
  });
}
