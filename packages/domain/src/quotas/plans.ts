/** The counters every plan limits, in the spec's order (§3 "Subscription state"). */
export const USAGE_TYPES = ['simulations', 'validations', 'aiConsultations', 'reports'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];
export type UsageCounts = Record<UsageType, number>;
export type UsageLimits = Record<UsageType, number>;

/** The spec's marker for a limit that does not exist. */
export const UNLIMITED = -1;

export const PLAN_IDS = ['free', 'basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** A new or signed-out user is on the Free plan (spec §4). */
export const DEFAULT_PLAN: PlanId = 'free';

/** Limits per plan, exactly as spec §9 lists them. */
export const PLAN_LIMITS = {
  free: { simulations: 1, validations: 1, aiConsultations: 5, reports: 0 },
  basic: { simulations: 4, validations: 4, aiConsultations: 20, reports: 3 },
  pro: { simulations: 10, validations: 10, aiConsultations: UNLIMITED, reports: UNLIMITED },
  enterprise: {
    simulations: UNLIMITED,
    validations: UNLIMITED,
    aiConsultations: UNLIMITED,
    reports: UNLIMITED,
  },
} as const satisfies Record<PlanId, UsageLimits>;

/** Whether a limit means "no limit". Only -1 does: any other negative is bad data and grants nothing. */
export function isUnlimited(limit: number): boolean {
  return limit === UNLIMITED;
}

/** Whether one more use fits within the limit. */
export function canUse(limit: number, used: number): boolean {
  return isUnlimited(limit) || used < limit;
}

/** Uses left under the limit, never negative; Infinity when unlimited (check isUnlimited before serialising). */
export function remaining(limit: number, used: number): number {
  if (isUnlimited(limit)) return Number.POSITIVE_INFINITY;
  return Math.max(0, limit - used);
}
