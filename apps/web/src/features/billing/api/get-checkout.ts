import { ApiError, apiRequest } from '@/lib/api-client';
import { Checkout } from '@alavanca/contracts/billing';
import { QUERY_RETRY_COUNT } from '@alavanca/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const CheckoutLookupResponse = z.object({ checkout: Checkout });

/**
 * Stripe confirms a payment through its webhook, which may reach the server a few seconds after
 * the browser comes back; until then the checkout reads 'pending' and the page asks again.
 */
export const CHECKOUT_POLL_INTERVAL_MS = 2_000;
/** After this long a pending checkout is reported as still processing and no longer polled. */
export const CHECKOUT_POLL_TIMEOUT_MS = 60_000;

/** `GET /api/billing/checkouts/:id`: one of the user's own checkouts (404 for anyone else's). */
export function getCheckout(id: string, signal?: AbortSignal): Promise<Checkout> {
  return apiRequest(`/billing/checkouts/${encodeURIComponent(id)}`, CheckoutLookupResponse, { signal }).then(
    ({ checkout }) => checkout,
  );
}

/** A checkout, asked for again every 2 s while it is pending and `polling` is on. */
export function useCheckout(id: string, { polling }: { polling: boolean }) {
  return useQuery({
    queryKey: ['billing', 'checkout', id],
    queryFn: ({ signal }) => getCheckout(id, signal),
    // An unknown (or someone else's) checkout will not appear by asking twice.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < QUERY_RETRY_COUNT,
    refetchInterval: (query) => (polling && query.state.data?.status === 'pending' ? CHECKOUT_POLL_INTERVAL_MS : false),
  });
}
