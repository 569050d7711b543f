import { USAGE_THRESHOLDS } from '../constants';
import { USAGE_TYPES, isUnlimited, type UsageCounts, type UsageLimits } from './plans';

export type UsageLevel = 'green' | 'blue' | 'amber' | 'red';

const FULL_PERCENT = 100;

/**
 * Share of a limit already used, 0 to 100. Unlimited counts as 0 (spec §4). A limit of 0 also
 * counts as 0: Free has no reports at all, and an indicator stuck on red for a feature the
 * user never had would only alarm them. Blocking still happens through canUse.
 */
export function usagePercent(used: number, limit: number): number {
  if (isUnlimited(limit) || limit <= 0 || Number.isNaN(used) || used <= 0) return 0;
  // Multiply first: integer division lands exactly on 90 where 0.9 * 100 would not.
  return Math.min(FULL_PERCENT, (used * FULL_PERCENT) / limit);
}

/** The highest usage percentage among the four counters: the value the avatar indicator shows. */
export function highestUsagePercent(usage: UsageCounts, limits: UsageLimits): number {
  return Math.max(...USAGE_TYPES.map((type) => usagePercent(usage[type], limits[type])));
}

/** The indicator's colour for a percentage: red at 90 or above, amber at 75, blue at 50, else green. */
export function usageLevel(percent: number): UsageLevel {
  if (percent >= USAGE_THRESHOLDS.red) return 'red';
  if (percent >= USAGE_THRESHOLDS.amber) return 'amber';
  if (percent >= USAGE_THRESHOLDS.blue) return 'blue';
  return 'green';
}
