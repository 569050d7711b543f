import { apiRequest } from '@/lib/api-client';
import { EvidenceResponse } from '@alavanca/contracts/community-evidence';
import { useQuery } from '@tanstack/react-query';
import { communityQueryKey } from '@/lib/query-keys';

/**
 * A copy (`GET …/evidence` of a post or a review request), read when a reader opens it: its
 * schemas are the copied items', which a topic's first load does without.
 */
export function useEvidence(path: string) {
  return useQuery({
    queryKey: [...communityQueryKey, 'evidence', path],
    queryFn: async ({ signal }) => (await apiRequest(path, EvidenceResponse, { signal })).evidence,
    // A copy never changes.
    staleTime: Infinity,
  });
}
