import { FREE_TRIAL_DAYS, RENEWAL_DAYS, type Currency } from '../constants';
import { PLAN_IDS, type PlanId } from '../quotas/plans';
import { monthlyPriceCents } from '../quotas/pricing';

/**
 * How a subscription moves through time: trials end, billing periods of 30 days follow one
 * another, changes booked for the period's end take effect. Pure: the server stores the terms
 * and calls `settle` with the clock whenever it reads or writes them.
 */

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAID_PLAN_IDS = ['basic', 'pro', 'enterprise'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** The plan a Pro trial gives. */
export const TRIAL_PLAN: PlanId = 'pro';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PERIOD_MS = RENEWAL_DAYS * DAY_MS;
export const TRIAL_MS = FREE_TRIAL_DAYS * DAY_MS;

export interface SubscriptionTerms {
  plan: PlanId;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  /** When the trial ends (trialing) or ended; null for someone who never had one. */
  trialEndsAt: Date | null;
  /** The plan that takes over at `periodEnd` (a downgrade or a cancellation), if any. */
  pendingPlan: PlanId | null;
}

export type LifecycleEvent =
  | { type: 'trialEnded'; at: Date }
  | { type: 'periodRenewed'; plan: PlanId; periodStart: Date; periodEnd: Date }
  | { type: 'planChanged'; from: PlanId; to: PlanId; at: Date };

export function isPaidPlan(plan: PlanId): plan is PaidPlanId {
  return plan !== 'free';
}

/** Where a plan stands among the others: upgrades go up this order, downgrades down. */
export function planRank(plan: PlanId): number {
  return PLAN_IDS.indexOf(plan);
}

/** A new account: Free, its first period starting now. */
export function initialTerms(now: Date): SubscriptionTerms {
  return {
    plan: 'free',
    status: 'active',
    periodStart: now,
    periodEnd: new Date(now.getTime() + PERIOD_MS),
    trialEndsAt: null,
    pendingPlan: null,
  };
}

/** Whether a change of state is due: a trial or a period that ended by `now`. */
export function needsSettling(terms: SubscriptionTerms, now: Date): boolean {
  return (
    terms.periodEnd.getTime() <= now.getTime() ||
    (terms.status === 'trialing' && terms.trialEndsAt !== null && terms.trialEndsAt.getTime() <= now.getTime())
  );
}

/**
 * Brings terms up to `now`: an ended trial falls back to Free, and periods roll over by whole
 * 30-day steps from where they started (a server that was off for two months lands on the
 * right period, not on one that starts today). A change booked for the period's end happens at
 * the first rollover. Returns the same object when nothing was due.
 */
export function settle(terms: SubscriptionTerms, now: Date): { terms: SubscriptionTerms; events: LifecycleEvent[] } {
  if (!needsSettling(terms, now)) return { terms, events: [] };
  const events: LifecycleEvent[] = [];
  let next = { ...terms };

  if (next.status === 'trialing' && next.trialEndsAt && next.trialEndsAt.getTime() <= now.getTime()) {
    events.push({ type: 'trialEnded', at: next.trialEndsAt });
    next = { ...next, plan: 'free', status: 'active', pendingPlan: null };
  }

  if (next.periodEnd.getTime() <= now.getTime()) {
    const elapsed = Math.floor((now.getTime() - next.periodStart.getTime()) / PERIOD_MS);
    const periodStart = new Date(next.periodStart.getTime() + elapsed * PERIOD_MS);
    const periodEnd = new Date(periodStart.getTime() + PERIOD_MS);
    if (next.pendingPlan !== null && next.pendingPlan !== next.plan) {
      events.push({ type: 'planChanged', from: next.plan, to: next.pendingPlan, at: next.periodEnd });
      next = { ...next, plan: next.pendingPlan };
    }
    next = { ...next, periodStart, periodEnd, pendingPlan: null };
    events.push({ type: 'periodRenewed', plan: next.plan, periodStart, periodEnd });
  }
  return { terms: next, events };
}

/** A trial is offered once per account, to someone on Free. */
export function canStartTrial(terms: SubscriptionTerms): boolean {
  return terms.plan === 'free' && terms.status === 'active' && terms.trialEndsAt === null;
}

export function startTrial(terms: SubscriptionTerms, now: Date): SubscriptionTerms {
  return {
    ...terms,
    plan: TRIAL_PLAN,
    status: 'trialing',
    trialEndsAt: new Date(now.getTime() + TRIAL_MS),
    pendingPlan: null,
  };
}

/** Whether moving to `target` is bought now (an upgrade) rather than booked for the period's end. */
export function isUpgrade(terms: SubscriptionTerms, target: PlanId): boolean {
  // A trial's Pro was never paid for: buying any paid plan during it is a purchase.
  if (terms.status === 'trialing') return isPaidPlan(target);
  return planRank(target) > planRank(terms.plan);
}

/**
 * What an upgrade costs now. From Free or a trial, the full month and a new period from now.
 * From a paid plan, the price difference for the days left in the period, which keeps its dates.
 */
export function upgradeQuote(
  terms: SubscriptionTerms,
  target: PaidPlanId,
  currency: Currency,
  now: Date,
): { amountCents: number; periodStart: Date; periodEnd: Date } {
  const fullPrice = monthlyPriceCents(target, currency);
  if (terms.status === 'trialing' || !isPaidPlan(terms.plan)) {
    return { amountCents: fullPrice, periodStart: now, periodEnd: new Date(now.getTime() + PERIOD_MS) };
  }
  const left =
    Math.max(0, terms.periodEnd.getTime() - now.getTime()) / (terms.periodEnd.getTime() - terms.periodStart.getTime());
  const difference = fullPrice - monthlyPriceCents(terms.plan, currency);
  return {
    amountCents: Math.max(0, Math.round(difference * left)),
    periodStart: terms.periodStart,
    periodEnd: terms.periodEnd,
  };
}

/** Buying `target`: active on it at once, nothing booked any more. */
export function applyUpgrade(
  terms: SubscriptionTerms,
  target: PaidPlanId,
  period: { periodStart: Date; periodEnd: Date },
): SubscriptionTerms {
  return {
    ...terms,
    plan: target,
    status: 'active',
    pendingPlan: null,
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
  };
}

/** A move down (or to Free, which is cancelling) is booked for the end of the period already paid. */
export function bookDowngrade(terms: SubscriptionTerms, target: PlanId): SubscriptionTerms {
  return { ...terms, pendingPlan: target === terms.plan ? null : target };
}
