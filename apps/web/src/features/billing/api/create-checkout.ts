import { apiRequest } from '@/lib/api-client';
import { CheckoutResponse, type CheckoutRequest } from '@alavanca/contracts/billing';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /api/billing/checkout`. The sandbox charges the card at once (status 'paid'); Stripe
 * takes no card here and answers with the address of its own payment page.
 */
export function createCheckout(body: CheckoutRequest): Promise<CheckoutResponse> {
  return apiRequest('/billing/checkout', CheckoutResponse, { method: 'POST', body });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
