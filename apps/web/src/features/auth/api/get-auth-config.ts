import { apiRequest } from '@/lib/api-client';
import { AuthConfigResponse } from '@alavanca/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth-config'],
  queryFn: ({ signal }) => apiRequest('/auth-config', AuthConfigResponse, { signal }),
  // The installation's configuration only changes with a server restart.
  staleTime: Infinity,
});

/** Which sign-in options this installation offers (OAuth providers, e-mail confirmation). */
export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
