import { apiRequest } from '@/lib/api-client';
import { AdminAccess } from '@alavanca/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const adminAccessQueryKey = ['admin-access'] as const;

/** `GET /api/admin/access`: whether the user is an operator (the sidebar and the admin screens ask). */
export const adminAccessQueryOptions = queryOptions({
  queryKey: adminAccessQueryKey,
  queryFn: ({ signal }) => apiRequest('/admin/access', AdminAccess, { signal }),
  // Granted from the command line: it changes rarely, and the server checks every request anyway.
  staleTime: 5 * 60_000,
});

export function useAdminAccess() {
  return useQuery(adminAccessQueryOptions);
}
