/**
 * Weeks as the reports count them: Monday 00:00 to the next Monday, in UTC, so that every server
 * instance agrees on which week a moment belongs to (the weekly summary is claimed per week).
 */

const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** Date.getUTCDay() of Monday; days count from it. */
const MONDAY = 1;
const DAYS_PER_WEEK = 7;

/** The Monday 00:00 UTC that starts the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() - MONDAY + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The start of the last week that has ended by `now`: the one a weekly summary reports. */
export function lastEndedWeek(now: Date): Date {
  return new Date(weekStart(now).getTime() - WEEK_MS);
}

/** The `count` weeks up to the one holding `now`, oldest first. */
export function recentWeeks(now: Date, count: number): Date[] {
  const current = weekStart(now).getTime();
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * WEEK_MS));
}

/** A week's start as an ISO date (YYYY-MM-DD), the key it is stored and shown under. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
