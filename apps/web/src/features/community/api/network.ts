import { apiRequest } from '@/lib/api-client';
import {
  MemberResponse,
  MembersPage,
  MyProfileResponse,
  RelationsResponse,
  type MemberStage,
  type ProfileRequest,
} from '@alavanca/contracts/community-network';
import type { BusinessType } from '@alavanca/domain/constants';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { communityQueryKey } from '@/lib/query-keys';

/** The network's queries: the user's profile, the directory, members' profiles and the relations the user set. */
export const networkQueryKey = [...communityQueryKey, 'network'] as const;
const memberKey = (id: string) => [...networkQueryKey, 'member', id] as const;
const memberPath = (id: string) => `/community/members/${encodeURIComponent(id)}`;

/** `GET /api/community/profile`: the user's own profile as the editor starts from it. */
export const myProfileQueryOptions = queryOptions({
  queryKey: [...networkQueryKey, 'profile'],
  queryFn: async ({ signal }) => (await apiRequest('/community/profile', MyProfileResponse, { signal })).profile,
});

/** `PUT /api/community/profile`: saved, it is what the editor and the directory show. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ProfileRequest) =>
      (await apiRequest('/community/profile', MyProfileResponse, { method: 'PUT', body: request })).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryOptions.queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: networkQueryKey });
    },
  });
}

/** The directory's filters; none is every profile on. */
export interface DirectoryFilters {
  businessType?: BusinessType;
  stage?: MemberStage;
  city?: string;
  q?: string;
  following?: boolean;
}

/** A directory page's address: with no filter and no page, the one the server answers in the page (APP_SCREENS). */
export function membersPath(filters: DirectoryFilters, before?: string | null): string {
  const query = new URLSearchParams();
  if (filters.businessType) query.set('businessType', filters.businessType);
  if (filters.stage) query.set('stage', filters.stage);
  if (filters.city) query.set('city', filters.city);
  if (filters.q) query.set('q', filters.q);
  if (filters.following) query.set('following', 'true');
  if (before) query.set('before', before);
  const search = query.toString();
  return `/community/members${search ? `?${search}` : ''}`;
}

/** `GET /api/community/members?…`: the profiles on that match, the latest updated first, a page at a time. */
export function membersQueryOptions(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...networkQueryKey, 'members', filters],
    queryFn: ({ pageParam, signal }) => apiRequest(membersPath(filters, pageParam), MembersPage, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}

/** `GET /api/community/members/:id`: a member's profile and what the user may do about them. */
export function memberQueryOptions(id: string) {
  return queryOptions({
    queryKey: memberKey(id),
    queryFn: async ({ signal }) => (await apiRequest(memberPath(id), MemberResponse, { signal })).member,
  });
}

/** `PUT` / `DELETE /api/community/members/:id/follow`: the profile as it now stands, and the lists read again. */
export function useFollow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) =>
      (await apiRequest(`${memberPath(id)}/follow`, MemberResponse, { method: on ? 'PUT' : 'DELETE' })).member,
    onSuccess: (member) => {
      queryClient.setQueryData(memberKey(id), member);
      void queryClient.invalidateQueries({ queryKey: [...networkQueryKey, 'members'] });
    },
  });
}

/**
 * `PUT` / `DELETE /api/community/members/:id/block|mute`: everything the relation changes is read
 * again (the directory, the profile, the relations, the community's topics and conversations).
 */
export function useRelate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, on }: { id: string; kind: 'block' | 'mute'; on: boolean }) =>
      apiRequest(`${memberPath(id)}/${kind}`, z.unknown(), { method: on ? 'PUT' : 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}

/** `GET /api/community/relations`: the members the user blocked and muted. */
export const relationsQueryOptions = queryOptions({
  queryKey: [...networkQueryKey, 'relations'],
  queryFn: ({ signal }) => apiRequest('/community/relations', RelationsResponse, { signal }),
});
