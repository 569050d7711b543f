import type { CheckoutResponse } from '@alavanca/contracts/billing';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The confirmation screen of one checkout. */
export function checkoutResultPath(checkoutId: string): string {
  return `/dashboard/subscription-success?checkout=${encodeURIComponent(checkoutId)}`;
}

/**
 * Takes the browser where an accepted checkout continues: the provider's own payment page when
 * there is one (Stripe), otherwise straight to the confirmation, which reads the checkout's status.
 */
export function useFollowCheckout(): (response: CheckoutResponse) => void {
  const navigate = useNavigate();
  return useCallback(
    ({ checkout, redirectUrl }: CheckoutResponse) => {
      if (redirectUrl) window.location.assign(redirectUrl);
      else void navigate(checkoutResultPath(checkout.id));
    },
    [navigate],
  );
}
