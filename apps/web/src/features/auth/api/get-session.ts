import { apiRequest } from '@/lib/api-client';
import { SessionResponse } from '@alavanca/contracts/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => apiRequest('/session', SessionResponse, { signal }),
});

/** Who is signed in on this browser; `user` is null for visitors. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
