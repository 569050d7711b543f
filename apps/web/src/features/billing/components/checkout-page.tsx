import { EmptyState } from '@/components/empty-state';
import { ScreenIntro } from '@/components/screen-intro';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PaidPlanId } from '@alavanca/contracts/subscription';
import { BadgeCheck, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSubscription } from '@/lib/api/get-subscription';
import { checkoutAvailability } from '../utils/checkout-availability';
import { CardForm } from './card-form';
import { OrderSummary, type PricingPreferences } from './order-summary';
import { StripeCheckout } from './stripe-checkout';
import { TestModeBanner } from './test-mode-banner';

const PLANS_PATH = '/dashboard/planos';

function PlansLink({ children }: { children: string }) {
  return (
    <Button asChild>
      <Link to={PLANS_PATH}>{children}</Link>
    </Button>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]" aria-busy="true" data-testid="checkout-loading">
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * `/dashboard/checkout?plan=<plan>`: the order summary and the way to pay, which depends on the
 * provider the server runs: the card form for the test-mode sandbox, a hand-over for Stripe.
 */
export function CheckoutPage({ pricing }: { pricing: PricingPreferences }) {
  const { t } = useTranslation('billing');
  const [searchParams] = useSearchParams();
  const subscription = useSubscription();
  const plan = PaidPlanId.safeParse(searchParams.get('plan'));

  if (!plan.success) {
    return (
      <EmptyState
        icon={CreditCard}
        title={t('checkout.unknownPlan.title')}
        description={t('checkout.unknownPlan.description')}
        action={<PlansLink>{t('checkout.seePlans')}</PlansLink>}
      />
    );
  }
  const planName = t(`common:plans.${plan.data}`);

  if (subscription.isPending) return <CheckoutSkeleton />;
  if (subscription.isError) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
        role="alert"
      >
        <p className="text-sm">{t('checkout.loadFailed')}</p>
        <Button variant="outline" onClick={() => void subscription.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { plan: currentPlan, status, provider } = subscription.data;
  const availability = checkoutAvailability(subscription.data, plan.data);
  if (availability !== 'available') {
    const currentName = t(`common:plans.${currentPlan}`);
    return (
      <EmptyState
        icon={BadgeCheck}
        title={t(`checkout.${availability}.title`, { plan: planName, current: currentName })}
        description={t(`checkout.${availability}.description`, { plan: planName, current: currentName })}
        action={<PlansLink>{t('checkout.backToPlans')}</PlansLink>}
      />
    );
  }

  // The summary comes first in reading order (what is bought, then how to pay); wide screens
  // put it beside the payment instead.
  return (
    <>
      <ScreenIntro title={t('checkout.title', { plan: planName })} description={t(`checkout.intro.${provider}`)} />
      {provider === 'sandbox' && (
        <div className="mb-6">
          <TestModeBanner />
        </div>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <OrderSummary plan={plan.data} currentPlan={currentPlan} trialing={status === 'trialing'} pricing={pricing} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          {provider === 'sandbox' ? <CardForm plan={plan.data} /> : <StripeCheckout plan={plan.data} />}
        </div>
      </div>
    </>
  );
}
