import { apiRequest, reportUnauthenticated } from '@/lib/api-client';
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

/**
 * Asks the server who is signed in on this browser now, after the event stream said the session
 * it was opened with ended. A password change here replaced that session with a new one, and the
 * tab stays; with no session left, the tab signs out as for any lost session. Left to the next
 * request when the server cannot be reached.
 */
export async function confirmSessionEnded(): Promise<void> {
  try {
    const { user } = await apiRequest('/session', SessionResponse);
    if (!user) reportUnauthenticated('/session');
  } catch (error) {
    console.error('Session check failed', error);
  }
}
