import type { SubscriptionStatus } from '@alavanca/domain/billing/lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findUser } from '../auth/auth.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import { claimPaymentEvent } from './billing.repo';
import type { BillingService } from './billing.service';
import { planInEffect, stripeId, subscriptionPeriod } from './stripe-provider';

export interface StripeWebhookDeps {
  orm: Orm;
  billing: BillingService;
  subscriptions: SubscriptionService;
  webhookSecret: string;
  logger: FastifyBaseLogger;
}

/** What a handled event tells the user, once its changes committed. */
interface Announcement {
  userId: string;
  event: 'paymentSucceeded' | 'paymentFailed';
}

/** Stripe's subscription statuses that say something about ours; the rest change nothing. */
const STATUS_BY_STRIPE: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  // Stripe's own trials are not used; a trialing Stripe subscription is simply running.
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
};

const Uuid = z.uuid();

/**
 * Receives a Stripe webhook: verifies its signature over the exact bytes sent, then handles
 * the event once. The claim of the event id and its effects commit together, so a repeated
 * delivery finds it claimed and a failed one (answered 500, retried by Stripe) left nothing.
 */
export function createStripeWebhook(deps: StripeWebhookDeps) {
  const { orm, billing, subscriptions, logger } = deps;

  function verify(raw: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new AppError('BAD_REQUEST', undefined, 'The Stripe-Signature header is missing.');
    try {
      // Default tolerance (300 s): an old delivery replayed by someone else is refused.
      return Stripe.webhooks.constructEvent(raw, signature, deps.webhookSecret);
    } catch (error) {
      logger.warn({ err: error }, 'refused a Stripe webhook: bad signature');
      throw new AppError('BAD_REQUEST', undefined, 'The Stripe signature is invalid or expired.', { cause: error });
    }
  }

  async function completeCheckout(tx: Orm, session: Stripe.Checkout.Session): Promise<Announcement | null> {
    // Bank debits and vouchers complete the session before paying; their success comes later
    // as checkout.session.async_payment_succeeded.
    if (session.payment_status === 'unpaid') return null;
    const checkoutId = session.metadata?.['checkoutId'];
    if (!Uuid.safeParse(checkoutId).success) {
      logger.warn({ sessionId: session.id }, 'Stripe checkout session without a checkout of ours');
      return null;
    }
    const outcome = await billing.completeCheckout(tx, checkoutId as string, {
      providerCustomerId: stripeId(session.customer),
      providerSubscriptionId: stripeId(session.subscription),
    });
    if (!outcome) {
      logger.warn({ sessionId: session.id, checkoutId }, 'Stripe completed an unknown checkout');
      return null;
    }
    return outcome.completed ? { userId: outcome.userId, event: 'paymentSucceeded' } : null;
  }

  async function linkedUser(tx: Orm, subscriptionId: string | null): Promise<string | null> {
    return subscriptionId === null ? null : subscriptions.findUserByProviderSubscription(tx, subscriptionId);
  }

  async function subscriptionUpdated(tx: Orm, subscription: Stripe.Subscription): Promise<null> {
    // Before its checkout completes, a new subscription is nobody's yet; the checkout sets it up.
    const userId = await linkedUser(tx, subscription.id);
    const status = STATUS_BY_STRIPE[subscription.status];
    const period = subscriptionPeriod(subscription);
    const inEffect = period && planInEffect(subscription.metadata, period.start);
    if (!userId || !status || !period || !inEffect) {
      logger.info(
        { subscriptionId: subscription.id, status: subscription.status, userId },
        'Stripe subscription update left unapplied',
      );
      return null;
    }
    // The dashboard and the customer portal book a cancellation as `cancel_at` the period's end.
    const cancels =
      subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= period.end);
    await subscriptions.applyProviderState(tx, userId, {
      plan: inEffect.plan,
      status,
      period: { periodStart: fromUnix(period.start), periodEnd: fromUnix(period.end) },
      pendingPlan: cancels ? 'free' : inEffect.pendingPlan,
    });
    return null;
  }

  async function subscriptionDeleted(tx: Orm, subscription: Stripe.Subscription): Promise<null> {
    const userId = await linkedUser(tx, subscription.id);
    if (!userId) {
      logger.info({ subscriptionId: subscription.id }, 'Stripe ended a subscription of no user');
      return null;
    }
    // The period stays: what it counted is still the user's usage until it ends.
    await subscriptions.applyProviderState(tx, userId, {
      plan: 'free',
      status: 'active',
      pendingPlan: null,
      providerSubscriptionId: null,
    });
    return null;
  }

  /**
   * The invoice's owner: the user its subscription belongs to or, for the first invoice,
   * which Stripe may deliver before the checkout completes, the user its metadata names.
   */
  async function invoiceOwner(tx: Orm, subscriptionId: string | null, metadataUserId: string | undefined) {
    const linked = await linkedUser(tx, subscriptionId);
    if (linked) return { userId: linked, linked: true };
    if (!Uuid.safeParse(metadataUserId).success) return null;
    const user = await findUser(tx, metadataUserId as string);
    return user ? { userId: user.id, linked: false } : null;
  }

  async function recordInvoice(
    tx: Orm,
    invoice: Stripe.Invoice,
    status: 'paid' | 'failed',
  ): Promise<Announcement | null> {
    const details = invoice.parent?.subscription_details ?? null;
    const metadata = details?.metadata ?? invoice.lines.data[0]?.metadata;
    const owner = await invoiceOwner(tx, stripeId(details?.subscription), metadata?.['userId']);
    const period = invoicePeriod(invoice);
    const plan = period && planInEffect(metadata, period.start)?.plan;
    if (!owner || !period || !plan) {
      logger.info({ invoiceId: invoice.id, owner, period, plan }, 'Stripe invoice left unrecorded');
      return null;
    }
    await billing.recordInvoice(tx, {
      userId: owner.userId,
      plan,
      status,
      // What was taken; a failed invoice shows what was asked.
      amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      periodStart: fromUnix(period.start),
      periodEnd: fromUnix(period.end),
      provider: 'stripe',
      providerInvoiceId: invoice.id,
      url: invoice.hosted_invoice_url ?? null,
    });
    if (status === 'paid') return null;
    if (owner.linked) {
      const { terms } = await subscriptions.lockCurrentTerms(tx, owner.userId);
      await subscriptions.applyProviderState(tx, owner.userId, {
        plan: terms.plan,
        status: 'past_due',
        pendingPlan: terms.pendingPlan,
      });
    }
    return { userId: owner.userId, event: 'paymentFailed' };
  }

  function apply(tx: Orm, event: Stripe.Event): Promise<Announcement | null> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return completeCheckout(tx, event.data.object);
      case 'customer.subscription.updated':
        return subscriptionUpdated(tx, event.data.object);
      case 'customer.subscription.deleted':
        return subscriptionDeleted(tx, event.data.object);
      case 'invoice.paid':
        return recordInvoice(tx, event.data.object, 'paid');
      case 'invoice.payment_failed':
        return recordInvoice(tx, event.data.object, 'failed');
      default:
        // Claimed all the same: the endpoint may be subscribed to more than is handled here.
        return Promise.resolve(null);
    }
  }

  /** Handles one delivery; `duplicate` when the event was already handled. */
  return async function receive(raw: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
    const event = verify(raw, signature);
    const outcome = await orm.transaction(async (tx) => {
      if (!(await claimPaymentEvent(tx, 'stripe', event.id, event.type)))
        return { duplicate: true, announcement: null };
      return { duplicate: false, announcement: await apply(tx, event) };
    });
    if (outcome.announcement) await billing.announce(outcome.announcement.userId, outcome.announcement.event);
    return { duplicate: outcome.duplicate };
  };
}

/** The period an invoice bills: its lines' (a proration's credit and charge share theirs). */
function invoicePeriod(invoice: Stripe.Invoice): { start: number; end: number } | null {
  const lines = invoice.lines.data;
  if (lines.length === 0) return null;
  return {
    start: Math.min(...lines.map((line) => line.period.start)),
    end: Math.max(...lines.map((line) => line.period.end)),
  };
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
