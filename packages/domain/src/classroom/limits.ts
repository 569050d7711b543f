import type { PlanId } from '../quotas/plans';

/*
 * What a teacher's plan allows (decision 026). Classes are a teaching tool of the Pro and
 * Enterprise plans; a student joins on any plan, Free included, and never spends its quota.
 */

export interface ClassLimits {
  /** Classes not yet finished that the teacher runs at once; null when unlimited. */
  openClasses: number | null;
  /** Students in one class; null when unlimited. */
  studentsPerClass: number | null;
}

export const CLASS_LIMITS: Record<PlanId, ClassLimits | null> = {
  free: null,
  basic: null,
  pro: { openClasses: 5, studentsPerClass: 40 },
  enterprise: { openClasses: null, studentsPerClass: null },
};

/** Students who play one company together, when the class plays in teams. */
export const TEAM_SIZE = { min: 2, max: 5 } as const;
/** Days a round lasts when the class runs on deadlines. */
export const ROUND_DAYS = { min: 1, max: 14 } as const;
/** A reminder goes to those who have not submitted this long before the deadline (or at half a shorter round). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;
/** Characters of a join code, without the ones read alike (0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
