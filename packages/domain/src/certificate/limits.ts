import type { PlanId } from '../quotas/plans';

/**
 * Exam attempts each plan allows in a rolling EXAM_WINDOW_DAYS (decision 035): Free sees the exam
 * and the way to it; an attempt started counts, whether it is submitted, abandoned or timed out.
 */
export const EXAM_ATTEMPTS: Record<PlanId, number> = { free: 0, basic: 1, pro: 3, enterprise: 10 };
export const EXAM_WINDOW_DAYS = 30;
/** An attempt's time from its start: six months and the board's and knowledge questions. */
export const EXAM_MINUTES = 60;
