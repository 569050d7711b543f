import { apiRequest } from '@/lib/api-client';
import { Profile } from '@alavanca/contracts/profile';
import { MS } from '@alavanca/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/**
 * The profile as this screen reads it. `createdAt` ("member since") is optional: the profile
 * page shows the row only when the server sends it.
 */
export const ProfileResponse = Profile.extend({
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const profileQueryKey = ['profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest('/profile', ProfileResponse, { signal });
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
