import { apiRequest } from '@/lib/api-client';
import { EvidenceResponse } from '@alavanca/contracts/community-evidence';
import { useQuery } from '@tanstack/react-query';
import { communityQueryKey } from './community';

/**
 * `GET /api/community/posts/:id/evidence`: the copy a post carries, read when a reader opens it
 * (its schemas are the copied items', which a topic's first load does without).
 */
export function useEvidence(postId: string) {
  return useQuery({
    queryKey: [...communityQueryKey, 'evidence', postId],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/community/posts/${encodeURIComponent(postId)}/evidence`, EvidenceResponse, { signal }))
        .evidence,
    // A copy never changes.
    staleTime: Infinity,
  });
}
