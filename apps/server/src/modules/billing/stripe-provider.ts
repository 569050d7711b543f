import { PaidPlanId as PaidPlanSchema } from '@alavanca/contracts/subscription';
import type { PaidPlanId } from '@alavanca/domain/billing/lifecycle';
import { RENEWAL_DAYS, type Currency } from '@alavanca/domain/constants';
import { monthlyPriceCents } from '@alavanca/domain/quotas/pricing';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import { AppError } from '../../http/app-error';
import type { PaymentProvider, PaymentResult } from './payment-provider';

/**
 * A checkout waits for Stripe inside the transaction that locks the buyer's subscription row,
 * so a slow Stripe must fail well before the SDK's default of 80 seconds.
 */
const REQUEST_TIMEOUT_MS = 20_000;

const PLAN_NAMES: Record<PaidPlanId, string> = {
  basic: 'Alavanca Basic',
  pro: 'Alavanca Pro',
  enterprise: 'Alavanca Enterprise',
};

/** The plan a Stripe subscription stands for during a period, and the one booked after it. */
export interface PlanInEffect {
  plan: PaidPlanId;
  pendingPlan: PaidPlanId | null;
}

/**
 * Stripe's only record of our plan is the subscription's metadata: `plan`, and for a
 * downgrade booked for the period's end, `pendingPlan` with `pendingFrom` (the Unix time the
 * booked period starts). Stripe changes no metadata when a period rolls over, so the plan of a
 * period is worked out from them here, by the webhooks and by the next booking alike.
 * Null when the metadata names no plan of ours (a subscription made outside the app).
 */
export function planInEffect(metadata: Stripe.Metadata | null | undefined, periodStart: number): PlanInEffect | null {
  const plan = PaidPlanSchema.safeParse(metadata?.['plan']);
  if (!plan.success) return null;
  const pending = PaidPlanSchema.safeParse(metadata?.['pendingPlan']);
  const pendingFrom = Number(metadata?.['pendingFrom']);
  if (!pending.success || !Number.isFinite(pendingFrom)) return { plan: plan.data, pendingPlan: null };
  return periodStart >= pendingFrom
    ? { plan: pending.data, pendingPlan: null }
    : { plan: plan.data, pendingPlan: pending.data };
}

/** A subscription's current period, in Unix seconds. */
export function subscriptionPeriod(subscription: Stripe.Subscription): { start: number; end: number } | null {
  const item = subscription.items.data[0];
  // API versions before 2025-03-31 kept the period on the subscription rather than its items,
  // and webhooks arrive in the endpoint's version, not the SDK's.
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const start = item?.current_period_start ?? legacy.current_period_start;
  const end = item?.current_period_end ?? legacy.current_period_end;
  return start === undefined || end === undefined ? null : { start, end };
}

/** The id of an object Stripe may send expanded or as its id. */
export function stripeId(value: string | { id?: string } | null | undefined): string | null {
  if (typeof value === 'string') return value;
  return value?.id ?? null;
}

/** Payments through Stripe: Checkout for new subscriptions, changes to the existing one after. */
export function createStripeProvider(
  settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>,
  logger: FastifyBaseLogger,
): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { timeout: REQUEST_TIMEOUT_MS, ...apiAddress(settings.apiUrl) });

  /** Logs what went wrong with Stripe in full; the client learns only that the provider failed. */
  function failure(action: string, cause: unknown): AppError {
    logger.error({ err: cause }, `Stripe: could not ${action}`);
    return new AppError('PAYMENT_PROVIDER_FAILED', undefined, undefined, { cause });
  }

  async function call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw failure(action, error);
    }
  }

  async function currentItem(subscriptionId: string) {
    const subscription = await call('read the subscription', () => stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0];
    const period = subscriptionPeriod(subscription);
    if (!item || !period)
      throw failure('read the subscription', new Error(`Subscription ${subscriptionId} has no item or period.`));
    return { subscription, item, period };
  }

  /**
   * A subscription item's price must name a product. Like Checkout's `product_data`, each
   * change makes its own, so invoices always carry the plan's name.
   */
  async function priceData(
    plan: PaidPlanId,
    currency: Currency,
  ): Promise<Stripe.SubscriptionUpdateParams.Item.PriceData> {
    const product = await call('create the product', () => stripe.products.create({ name: PLAN_NAMES[plan] }));
    return { ...recurringPrice(plan, currency), product: product.id };
  }

  /** An upgrade of a plan paid through Stripe: charged now, for the days left in the period. */
  async function upgrade(subscriptionId: string, plan: PaidPlanId, currency: Currency): Promise<PaymentResult> {
    const { item } = await currentItem(subscriptionId);
    const price = await priceData(plan, currency);
    try {
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price_data: price }],
        proration_behavior: 'always_invoice',
        // A refused card then refuses the change too, instead of leaving the plan unpaid.
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: false,
        metadata: { plan, pendingPlan: '', pendingFrom: '' },
      });
      // The invoice's id lets its invoice.paid webhook find the invoice recorded for this payment.
      return { status: 'paid', card: null, providerInvoiceId: stripeId(updated.latest_invoice) };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        logger.info({ code: error.code, declineCode: error.decline_code }, 'Stripe declined an upgrade');
        return { status: 'declined', reason: error.decline_code || error.code || 'card_declined' };
      }
      throw failure('change the plan', error);
    }
  }

  return {
    kind: 'stripe',
    collectsCard: false,

    async pay(request) {
      if (request.providerSubscriptionId)
        return upgrade(request.providerSubscriptionId, request.plan, request.currency);
      const session = await call('create a checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          // The full monthly price: a purchase through Checkout starts a new period (see upgradeQuote).
          line_items: [
            {
              quantity: 1,
              price_data: {
                ...recurringPrice(request.plan, request.currency),
                product_data: { name: PLAN_NAMES[request.plan] },
              },
            },
          ],
          ...(request.providerCustomerId
            ? { customer: request.providerCustomerId }
            : { customer_email: request.email }),
          client_reference_id: request.userId,
          metadata: { checkoutId: request.checkoutId, userId: request.userId, plan: request.plan },
          subscription_data: { metadata: { userId: request.userId, plan: request.plan } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      );
      if (!session.url)
        throw failure('create a checkout session', new Error(`Session ${session.id} came without a URL.`));
      return { status: 'redirect', url: session.url, sessionId: session.id };
    },

    async bookChange({ providerSubscriptionId, plan, currency }) {
      if (plan === 'free') {
        await call('book the cancellation', () =>
          stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true }),
        );
        return;
      }
      const { subscription, item, period } = await currentItem(providerSubscriptionId);
      const inEffect = planInEffect(subscription.metadata, period.start);
      if (!inEffect)
        throw failure(
          'book the change',
          new Error(`Subscription ${providerSubscriptionId} names no plan in its metadata.`),
        );
      if (plan === null && inEffect.pendingPlan === null) {
        await call('withdraw the cancellation', () =>
          stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: false }),
        );
        return;
      }
      // A downgrade takes the lower price now without proration: the period already paid is
      // left alone and the next invoice, the next period's, charges the lower price. The plan
      // itself changes when that period starts (`pendingFrom`). Withdrawing it restores the price.
      const pricePlan = plan ?? inEffect.plan;
      const price = await priceData(pricePlan, currency);
      await call('book the change', () =>
        stripe.subscriptions.update(providerSubscriptionId, {
          items: [{ id: item.id, price_data: price }],
          proration_behavior: 'none',
          cancel_at_period_end: false,
          metadata:
            plan === null
              ? { plan: inEffect.plan, pendingPlan: '', pendingFrom: '' }
              : { plan: inEffect.plan, pendingPlan: plan, pendingFrom: String(period.end) },
        }),
      );
    },
  };
}

/** A plan's price renewing every period of ours (30 days, not a calendar month). */
function recurringPrice(plan: PaidPlanId, currency: Currency) {
  return {
    currency: currency.toLowerCase(),
    unit_amount: monthlyPriceCents(plan, currency),
    recurring: { interval: 'day' as const, interval_count: RENEWAL_DAYS },
  };
}

function apiAddress(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (apiUrl === null) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
