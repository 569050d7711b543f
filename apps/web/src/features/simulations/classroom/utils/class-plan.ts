import { CLASS_LIMITS } from '@alavanca/domain/classroom/limits';
import type { PlanId } from '@alavanca/domain/quotas/plans';

/** Whether a plan creates classes (Pro and Enterprise); unknown while the plan loads. */
export function createsClasses(plan: PlanId | undefined): boolean | undefined {
  return plan === undefined ? undefined : CLASS_LIMITS[plan] !== null;
}
