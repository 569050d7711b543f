import { apiRequest } from '@/lib/api-client';
import { usageQueryKey } from '@/lib/query-keys';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * `GET /api/subscription` under the app-wide usage key: the avatar's usage panel and the plans
 * screen read the same resource, so one request serves all of them and a payment that
 * invalidates the key refreshes every one.
 */
export const subscriptionQueryOptions = queryOptions({
  queryKey: usageQueryKey,
  queryFn: ({ signal }) => apiRequest('/subscription', SubscriptionState, { signal }),
});

/** The signed-in user's plan, status and payment provider (sandbox or Stripe). */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
