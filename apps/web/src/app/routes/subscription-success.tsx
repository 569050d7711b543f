import { usePreferences } from '@/lib/api/get-preferences';
import { CheckoutResult } from '@/features/billing/components/checkout-result';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

// Confirms the checkout named in the address; reached without one, it says there is nothing to confirm.
export function Component() {
  // The amount paid is written in the user's number format; the default while preferences load.
  const { numberFormat } = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <CheckoutResult numberFormat={numberFormat} />;
}
