import { usePreferences } from '@/lib/api/get-preferences';
import { CheckoutPage } from '@/features/billing/components/checkout-page';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';

export function Component() {
  // Prices in the signed-in user's saved currency and number format; the defaults while they load.
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return <CheckoutPage pricing={preferences} />;
}
