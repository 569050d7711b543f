import type { PlanId } from '../../quotas/plans';
import type { SubscriptionTerms } from '../lifecycle';

/* The dates and terms the subscription lifecycle's tests share. */

export const DAY = 24 * 60 * 60 * 1000;
export const T0 = new Date('2026-01-01T00:00:00Z');
/** `n` days (fractions allowed) after T0. */
export const day = (n: number) => new Date(T0.getTime() + n * DAY);

/** A paid plan whose 30-day period started on day 0. */
export function paid(plan: PlanId, overrides: Partial<SubscriptionTerms> = {}): SubscriptionTerms {
  return {
    plan,
    status: 'active',
    periodStart: day(0),
    periodEnd: day(30),
    trialEndsAt: null,
    pendingPlan: null,
    ...overrides,
  };
}

/** A deep copy, to check that a function left its input alone. */
export function snapshot(terms: SubscriptionTerms): SubscriptionTerms {
  const { periodStart, periodEnd, trialEndsAt } = terms;
  return {
    ...terms,
    periodStart: new Date(periodStart.getTime()),
    periodEnd: new Date(periodEnd.getTime()),
    trialEndsAt: trialEndsAt && new Date(trialEndsAt.getTime()),
  };
}
