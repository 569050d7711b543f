import { apiRequest } from '@/lib/api-client';
import { usageQueryKey } from '@/lib/query-keys';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /api/subscription`: plan, status, limits, this period's usage and its dates. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  return apiRequest('/subscription', SubscriptionState, { signal });
}

/**
 * Under the app's shared usage key on purpose: the realtime sync refetches that key when the
 * server reports a usage, simulation or validation change, so the counters move without a reload.
 */
export const subscriptionQueryOptions = queryOptions({
  queryKey: usageQueryKey,
  queryFn: ({ signal }) => getSubscription(signal),
});

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
