import type { Checkout, CheckoutResponse, Invoice } from '@alavanca/contracts/billing';
import type { SubscriptionState } from '@alavanca/contracts/subscription';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { V } from '@alavanca/contracts/validation-messages';
import { isPaidPlan, isUpgrade, upgradeQuote, type PaidPlanId } from '@alavanca/domain/billing/lifecycle';
import { DEFAULT_PREFERENCES, type Currency } from '@alavanca/domain/constants';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import { monthlyPriceCents } from '@alavanca/domain/quotas/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { NotificationService } from '../notifications/notifications.service';
import { findUserPreferences } from '../preferences/preferences.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import {
  findCheckout,
  insertCheckout,
  listInvoices,
  recordInvoice,
  lockCheckoutById,
  readBillingForExport,
  updateCheckout,
  type CheckoutRow,
  type InvoiceRow,
  type NewInvoice,
} from './billing.repo';
import type { CardInput, PaymentProvider } from './payment-provider';

export interface BillingService {
  readonly provider: PaymentProvider;
  /** Buys a paid plan: charged at once (sandbox) or on the provider's page (Stripe). */
  checkout(
    user: { id: string; email: string },
    request: { plan: PaidPlanId; card?: CardInput | undefined },
  ): Promise<CheckoutResponse>;
  getCheckout(userId: string, id: string): Promise<Checkout>;
  listInvoices(userId: string): Promise<Invoice[]>;
  /** Books a downgrade or cancellation for the period's end, telling the provider too. */
  bookChange(userId: string, plan: PlanId): Promise<SubscriptionState>;
  /**
   * A hosted checkout was paid (Stripe's checkout.session.completed): puts the plan in place.
   * Idempotent: a checkout already paid is left alone. Null when the checkout is unknown.
   */
  completeCheckout(
    tx: Orm,
    checkoutId: string,
    refs: { providerCustomerId: string | null; providerSubscriptionId: string | null },
  ): Promise<{ userId: string; completed: boolean } | null>;
  /** An invoice the provider issued (Stripe's invoice.paid / invoice.payment_failed). */
  recordInvoice(tx: Orm, invoice: NewInvoice): Promise<void>;
  /** After the provider's change committed: the notification the user gets for it. */
  announce(userId: string, event: 'paymentSucceeded' | 'paymentFailed'): Promise<void>;
}

export interface BillingServiceDeps {
  orm: Orm;
  provider: PaymentProvider;
  subscriptions: SubscriptionService;
  notifications: NotificationService;
  publicUrl: () => string;
  logger: FastifyBaseLogger;
}

function presentCheckout(row: CheckoutRow): Checkout {
  return {
    id: row.id,
    plan: row.plan as PaidPlanId,
    status: row.status as Checkout['status'],
    amountCents: row.amountCents,
    currency: row.currency as Currency,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    plan: row.plan as PlanId,
    status: row.status as Invoice['status'],
    amountCents: row.amountCents,
    currency: row.currency as Currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
    url: row.url,
  };
}

export function createBillingService(deps: BillingServiceDeps): BillingService {
  const { orm, provider, subscriptions, notifications, logger } = deps;

  async function announce(userId: string, event: 'paymentSucceeded' | 'paymentFailed'): Promise<void> {
    await notifications
      .create({ userId, ...SYSTEM_NOTIFICATIONS[event], route: '/dashboard/planos' })
      .catch((error: unknown) => {
        logger.error({ err: error, userId }, 'could not notify a payment');
      });
  }

  // The sandbox has no billing of its own: each period that starts on a paid plan is charged to
  // the saved test card here. Stripe renews by itself and reports it through webhooks.
  subscriptions.onPeriodRenewed(async (tx, period) => {
    if (period.provider !== 'sandbox') return;
    const currency = period.currency ?? DEFAULT_PREFERENCES.currency;
    await recordInvoice(tx, {
      userId: period.userId,
      plan: period.plan,
      status: 'paid',
      amountCents: monthlyPriceCents(period.plan, currency),
      currency,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      provider: 'sandbox',
    });
  });

  return {
    provider,

    async checkout(user, request) {
      if (provider.collectsCard && !request.card) {
        throw new AppError('VALIDATION_FAILED', undefined, undefined, {
          issues: [{ path: 'card', message: V.required }],
        });
      }
      // Whatever time changed (an ended trial, a booked downgrade) is settled and announced first.
      await subscriptions.refresh(user.id);
      const preferredCurrency = (await findUserPreferences(orm, user.id))?.currency ?? DEFAULT_PREFERENCES.currency;
      const base = new URL(deps.publicUrl());
      const outcome = await orm.transaction(async (tx) => {
        const { terms, row } = await subscriptions.lockCurrentTerms(tx, user.id);
        if (!isUpgrade(terms, request.plan)) throw new AppError('CONFLICT');
        // A paid plan keeps the currency it is billed in, so an upgrade's difference adds up.
        const currency =
          isPaidPlan(terms.plan) && terms.status !== 'trialing' && row.currency
            ? (row.currency as Currency)
            : preferredCurrency;
        const now = new Date();
        const quote = upgradeQuote(terms, request.plan, currency, now);
        const checkout = await insertCheckout(tx, {
          userId: user.id,
          plan: request.plan,
          amountCents: quote.amountCents,
          currency,
          provider: provider.kind,
        });
        const payment = await provider.pay({
          checkoutId: checkout.id,
          userId: user.id,
          email: user.email,
          plan: request.plan,
          amountCents: quote.amountCents,
          currency,
          card: request.card,
          successUrl: new URL(`/dashboard/subscription-success?checkout=${checkout.id}`, base).toString(),
          cancelUrl: new URL('/dashboard/planos', base).toString(),
          providerSubscriptionId: row.provider === provider.kind ? row.providerSubscriptionId : null,
          providerCustomerId: row.provider === provider.kind ? row.providerCustomerId : null,
        });
        if (payment.status === 'declined') {
          // Kept (the transaction commits) so the attempt is on record; the caller then refuses.
          return {
            checkout: await updateCheckout(tx, checkout.id, { status: 'failed', failureReason: payment.reason }),
            redirectUrl: null,
            declined: true,
          };
        }
        if (payment.status === 'redirect') {
          const pending = await updateCheckout(tx, checkout.id, { providerSessionId: payment.sessionId });
          return { checkout: pending, redirectUrl: payment.url, declined: false };
        }
        await subscriptions.applyPurchase(tx, user.id, {
          plan: request.plan,
          period: quote,
          currency,
          provider: provider.kind,
          card: payment.card ?? undefined,
        });
        await recordInvoice(tx, {
          userId: user.id,
          plan: request.plan,
          status: 'paid',
          amountCents: quote.amountCents,
          currency,
          periodStart: quote.periodStart,
          periodEnd: quote.periodEnd,
          provider: provider.kind,
          providerInvoiceId: payment.providerInvoiceId,
        });
        return {
          checkout: await updateCheckout(tx, checkout.id, { status: 'paid', paidAt: now }),
          redirectUrl: null,
          declined: false,
        };
      });
      if (outcome.declined) throw new AppError('PAYMENT_DECLINED');
      if (outcome.checkout.status === 'paid') await announce(user.id, 'paymentSucceeded');
      return { checkout: presentCheckout(outcome.checkout), redirectUrl: outcome.redirectUrl };
    },

    async getCheckout(userId, id) {
      const row = await findCheckout(orm, userId, id);
      if (!row) throw new AppError('NOT_FOUND');
      return presentCheckout(row);
    },

    async listInvoices(userId) {
      return (await listInvoices(orm, userId)).map(presentInvoice);
    },

    async bookChange(userId, plan) {
      return subscriptions.bookChange(userId, plan, async (row, booked) => {
        if (row.provider !== provider.kind || !row.providerSubscriptionId) return;
        await provider.bookChange({
          providerSubscriptionId: row.providerSubscriptionId,
          plan: booked === null ? null : (booked as PaidPlanId | 'free'),
          currency: (row.currency as Currency | null) ?? DEFAULT_PREFERENCES.currency,
        });
      });
    },

    async completeCheckout(tx, checkoutId, refs) {
      const checkout = await lockCheckoutById(tx, checkoutId);
      if (!checkout) return null;
      if (checkout.status === 'paid') return { userId: checkout.userId, completed: false };
      const now = new Date();
      const { terms } = await subscriptions.lockCurrentTerms(tx, checkout.userId);
      const plan = checkout.plan as PaidPlanId;
      const currency = checkout.currency as Currency;
      await subscriptions.applyPurchase(tx, checkout.userId, {
        plan,
        period: upgradeQuote(terms, plan, currency, now),
        currency,
        provider: checkout.provider as 'sandbox' | 'stripe',
        providerCustomerId: refs.providerCustomerId,
        providerSubscriptionId: refs.providerSubscriptionId,
      });
      await updateCheckout(tx, checkout.id, { status: 'paid', paidAt: now });
      return { userId: checkout.userId, completed: true };
    },

    recordInvoice,
    announce,
  };
}

/** The user's checkouts and invoices for the data export, dates as ISO strings. */
export async function exportBillingData(orm: Orm, userId: string) {
  const data = await readBillingForExport(orm, userId);
  return {
    checkouts: data.checkouts.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
    invoices: data.invoices.map((row) => ({
      ...row,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
