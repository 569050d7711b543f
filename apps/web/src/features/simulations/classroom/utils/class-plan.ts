import { CLASS_LIMITS } from '@alavanca/domain/classroom/limits';
import type { PlanId } from '@alavanca/domain/quotas/plans';
import type { ScreenContext } from './class-dates';

/** Whether a plan creates classes (Pro and Enterprise); unknown while the plan loads. */
export function createsClasses(plan: PlanId | undefined): boolean | undefined {
  return plan === undefined ? undefined : CLASS_LIMITS[plan] !== null;
}

/** A screen whose offer depends on the plan: creating a class, or the way to a plan that does. */
export type PlanScreenProps = ScreenContext & {
  /** The user's plan, undefined while it loads. */
  plan: PlanId | undefined;
};
