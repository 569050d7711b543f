import { apiRequest } from '@/lib/api-client';
import {
  ReviewRequestList,
  ReviewRequestResponse,
  type ReviewCreate,
  type ReviewRequestCreate,
  type ReviewRequestView,
} from '@alavanca/contracts/community-reviews';
import type { BusinessType } from '@alavanca/domain/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityQueryKey } from '@/lib/query-keys';

const reviewsKey = [...communityQueryKey, 'reviews'] as const;
const requestPath = (id: string) => `/community/reviews/${encodeURIComponent(id)}`;

/** `GET /api/community/reviews?businessType=`: the open requests of a type (every type: none given). */
export function useReviewQueue(businessType: BusinessType | null) {
  return useQuery({
    queryKey: [...reviewsKey, 'queue', businessType],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          `/community/reviews${businessType ? `?businessType=${businessType}` : ''}`,
          ReviewRequestList,
          { signal },
        )
      ).requests,
  });
}

/** `GET /api/community/reviews/mine?source=`: the user's requests, of one item when `source` is given. */
export function useMyReviewRequests(source?: string) {
  return useQuery({
    queryKey: [...reviewsKey, 'mine', source ?? null],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          `/community/reviews/mine${source ? `?source=${encodeURIComponent(source)}` : ''}`,
          ReviewRequestList,
          { signal },
        )
      ).requests,
  });
}

export function reviewRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...reviewsKey, 'request', id],
    queryFn: async ({ signal }) => (await apiRequest(requestPath(id), ReviewRequestResponse, { signal })).request,
  });
}

/** A change that answers the request as it now stands: every review list is read again. */
function useRequestChange<V>(send: (variables: V) => Promise<ReviewRequestView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (request) => {
      queryClient.setQueryData(reviewRequestQueryOptions(request.id).queryKey, request);
      void queryClient.invalidateQueries({ queryKey: [...reviewsKey, 'queue'] });
      void queryClient.invalidateQueries({ queryKey: [...reviewsKey, 'mine'] });
    },
  });
}

/** `POST /api/community/reviews`: ask the community to review one of the user's validations or pitches. */
export function useAskForReview() {
  return useRequestChange(
    async (request: ReviewRequestCreate) =>
      (await apiRequest('/community/reviews', ReviewRequestResponse, { method: 'POST', body: request })).request,
  );
}

/** `POST /api/community/reviews/:id/reviews`: the reader's review, once. */
export function useReview(id: string) {
  return useRequestChange(
    async (review: ReviewCreate) =>
      (await apiRequest(`${requestPath(id)}/reviews`, ReviewRequestResponse, { method: 'POST', body: review })).request,
  );
}

/** `POST /api/community/reviews/:id/close`: the author has enough reviews. */
export function useCloseReviewRequest(id: string) {
  return useRequestChange(
    async () => (await apiRequest(`${requestPath(id)}/close`, ReviewRequestResponse, { method: 'POST' })).request,
  );
}
