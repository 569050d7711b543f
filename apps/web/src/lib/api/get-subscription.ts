import { apiRequest } from '@/lib/api-client';
import { usageQueryKey } from '@/lib/query-keys';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /api/subscription`: plan, status, limits, this period's usage and its dates. */
export function getSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  return apiRequest('/subscription', SubscriptionState, { signal });
}

/**
 * Under the app's shared usage key on purpose: the avatar's usage panel, the plans screen and the
 * checkout read the same resource, so one request serves all of them; a payment that invalidates
 * the key refreshes every one, and the realtime sync refetches it when the server reports a usage,
 * simulation or validation change, so the counters move without a reload.
 */
export const subscriptionQueryOptions = queryOptions({
  queryKey: usageQueryKey,
  queryFn: ({ signal }) => getSubscription(signal),
});

/** The signed-in user's plan, status and payment provider (sandbox or Stripe). */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
