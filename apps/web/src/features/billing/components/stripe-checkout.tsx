import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import type { PaidPlanId } from '@alavanca/domain/billing/lifecycle';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCheckout } from '../api/create-checkout';
import { useFollowCheckout } from '../hooks/use-follow-checkout';
import { checkoutErrorKey } from '../utils/checkout-errors';

/** With Stripe the card is typed on Stripe's own page: this starts the checkout and goes there. */
export function StripeCheckout({ plan }: { plan: PaidPlanId }) {
  const { t } = useTranslation('billing');
  const createCheckout = useCreateCheckout();
  const followCheckout = useFollowCheckout();
  // The page stays up while the browser loads Stripe's; a second click would open a second checkout.
  const [leaving, setLeaving] = useState(false);
  const busy = createCheckout.isPending || leaving;

  const start = () =>
    createCheckout.mutate(
      { plan },
      {
        onSuccess: (response) => {
          setLeaving(true);
          followCheckout(response);
        },
      },
    );

  return (
    <Card data-testid="stripe-checkout">
      <CardContent>
        <p className="text-sm text-muted-foreground">{t('stripe.description')}</p>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        <Button size="lg" onClick={start} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('stripe.redirecting') : t('stripe.continue')}
          {!busy && <ExternalLink aria-hidden="true" />}
        </Button>
        {createCheckout.isError && (
          <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive">
            {t(checkoutErrorKey(createCheckout.error))}
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
