import { apiRequest } from '@/lib/api-client';
import { Profile } from '@alavanca/contracts/profile';
import { MS } from '@alavanca/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const profileQueryKey = ['profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/profile', Profile, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
  // The specification caches the profile for 5 minutes; every change below writes the new
  // profile into the cache, so an edit is never hidden by the cache.
  staleTime: MS.profileCache,
});

/** The signed-in user's profile (created by the server on first use). */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
