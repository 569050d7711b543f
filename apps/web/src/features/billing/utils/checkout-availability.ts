import type { SubscriptionState } from '@alavanca/contracts/subscription';
import { planRank, type PaidPlanId } from '@alavanca/domain/billing/lifecycle';

export type CheckoutAvailability = 'available' | 'current' | 'lower';

/**
 * Whether `target` can be bought now. A trial's plan was never paid for, so during a trial every
 * paid plan is a purchase (as the server decides, domain/billing/lifecycle `isUpgrade`). Otherwise
 * only a higher plan is: the same plan is already there, and a lower one is a downgrade, booked
 * on the plans screen for the period's end rather than paid for.
 */
export function checkoutAvailability(
  subscription: Pick<SubscriptionState, 'plan' | 'status'>,
  target: PaidPlanId,
): CheckoutAvailability {
  if (subscription.status === 'trialing') return 'available';
  if (subscription.plan === target) return 'current';
  return planRank(target) > planRank(subscription.plan) ? 'available' : 'lower';
}
