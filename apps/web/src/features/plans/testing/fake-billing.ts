import type { FakeAnswer, Route } from '@/test/fake-api';
import type { Invoice } from '@alavanca/contracts/billing';
import type { ChangePlanRequest, SubscriptionState } from '@alavanca/contracts/subscription';
import { TRIAL_PLAN } from '@alavanca/domain/billing/lifecycle';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';

/**
 * A period that ends at 02:00 UTC on 12 May: still 11 May in São Paulo, so a test that reads
 * "11/05/2025" proves the date was shown in the user's time zone, not in UTC.
 */
export const PERIOD = { start: '2025-04-12T02:00:00.000Z', end: '2025-05-12T02:00:00.000Z' } as const;

/** A Free account at the start of its period, trial unused. */
export function makeSubscription(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  const plan = overrides.plan ?? 'free';
  return {
    plan,
    status: 'active',
    isActive: true,
    limits: PLAN_LIMITS[plan],
    usage: { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 },
    renewalDate: PERIOD.end,
    periodStart: PERIOD.start,
    trialEndsAt: null,
    trialAvailable: plan === 'free',
    pendingPlan: null,
    paymentMethod: null,
    provider: 'sandbox',
    ...overrides,
  };
}

let sequence = 0;

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  sequence += 1;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    plan: 'basic',
    status: 'paid',
    amountCents: 2900,
    currency: 'BRL',
    periodStart: PERIOD.start,
    periodEnd: PERIOD.end,
    createdAt: PERIOD.start,
    url: null,
    ...overrides,
  };
}

/**
 * The server's subscription and billing routes over one in-memory subscription, for `stubApi`:
 * starting the trial and booking or dropping a change update it, so a refetch answers what the
 * server would. `override` replaces one route's answer (an error, say).
 */
export function fakeBillingServer(initial: SubscriptionState, invoices: readonly Invoice[] = []) {
  let subscription = { ...initial };
  const overrides: Partial<Record<'trial' | 'change' | 'invoices', FakeAnswer>> = {};

  const routes: Record<string, Route> = {
    'GET /api/subscription': () => ({ body: subscription }),
    'POST /api/subscription/trial': () => {
      if (overrides.trial) return overrides.trial;
      subscription = {
        ...subscription,
        plan: TRIAL_PLAN,
        status: 'trialing',
        limits: PLAN_LIMITS[TRIAL_PLAN],
        trialEndsAt: '2025-04-26T15:00:00.000Z',
        trialAvailable: false,
      };
      return { body: subscription };
    },
    'POST /api/subscription/change': (request) => {
      if (overrides.change) return overrides.change;
      const { plan } = request.body as ChangePlanRequest;
      subscription = { ...subscription, pendingPlan: plan === subscription.plan ? null : plan };
      return { body: subscription };
    },
    'GET /api/billing/invoices': () => overrides.invoices ?? { body: { invoices } },
  };

  return {
    routes,
    override(route: keyof typeof overrides, answer: FakeAnswer | null) {
      if (answer) overrides[route] = answer;
      else delete overrides[route];
    },
    set(next: SubscriptionState) {
      subscription = { ...next };
    },
  };
}
