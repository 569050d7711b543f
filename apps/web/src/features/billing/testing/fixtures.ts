import type { Checkout } from '@alavanca/contracts/billing';
import type { SubscriptionState } from '@alavanca/contracts/subscription';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';

/** A Free account on the sandbox gateway, as `GET /api/subscription` answers it. */
export const FREE_SANDBOX: SubscriptionState = {
  plan: 'free',
  status: 'active',
  isActive: true,
  limits: PLAN_LIMITS.free,
  usage: { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 },
  renewalDate: '2026-12-22T00:00:00.000Z',
  periodStart: '2026-11-22T00:00:00.000Z',
  trialEndsAt: null,
  trialAvailable: true,
  pendingPlan: null,
  paymentMethod: null,
  provider: 'sandbox',
};

export const CHECKOUT_ID = '0b7f5c8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';

export const PAID_CHECKOUT: Checkout = {
  id: CHECKOUT_ID,
  plan: 'pro',
  status: 'paid',
  amountCents: 79_00,
  currency: 'BRL',
  createdAt: '2026-11-22T09:00:00.000Z',
  paidAt: '2026-11-22T09:00:01.000Z',
};

export const PENDING_CHECKOUT: Checkout = { ...PAID_CHECKOUT, status: 'pending', paidAt: null };
export const FAILED_CHECKOUT: Checkout = { ...PAID_CHECKOUT, status: 'failed', paidAt: null };

/** An expiry that stays in the future whenever the tests run: December, two years ahead. */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}
