import type { SubscriptionState } from '@alavanca/contracts/subscription';
import { isPaidPlan, planRank, TRIAL_PLAN } from '@alavanca/domain/billing/lifecycle';
import type { PlanId } from '@alavanca/domain/quotas/plans';

/**
 * What a plan's card offers:
 * - startTrial: the one free Pro trial, to someone on Free who has not used it;
 * - upgrade: buy the plan at checkout (a higher plan; while trialing, any paid plan, since the
 *   trial was never paid for);
 * - downgrade / cancel: book a move to a lower plan, or to Free, for the end of the period;
 * - booked: that move is already booked (the banner above offers to undo it).
 */
export type PlanAction = 'startTrial' | 'upgrade' | 'downgrade' | 'cancel' | 'booked';

/** The actions of one plan's card, in the order they are shown. */
export function planActions(
  subscription: Pick<SubscriptionState, 'plan' | 'status' | 'trialAvailable' | 'pendingPlan'>,
  plan: PlanId,
): PlanAction[] {
  // A trial ends by itself and falls back to Free: there is nothing to book.
  if (subscription.status === 'trialing') return isPaidPlan(plan) ? ['upgrade'] : [];
  if (plan === subscription.plan) return [];
  if (planRank(plan) > planRank(subscription.plan)) {
    const trial = subscription.plan === 'free' && subscription.trialAvailable && plan === TRIAL_PLAN;
    return trial ? ['startTrial', 'upgrade'] : ['upgrade'];
  }
  if (subscription.pendingPlan === plan) return ['booked'];
  return [plan === 'free' ? 'cancel' : 'downgrade'];
}

/** The checkout page for buying `plan`. */
export function checkoutPath(plan: PlanId): string {
  return `/dashboard/checkout?${new URLSearchParams({ plan }).toString()}`;
}
