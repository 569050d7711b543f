import { isoDay, WEEK_MS, weekStart } from '../reports/weeks';

/*
 * The weekly learning streak (decision 033): consecutive weeks in which the founder did something
 * that moves a competence — stored new evidence, played a month with a decision changed from the
 * month before, started a replay — never a daily count, never a login. One missed week a calendar
 * month is bridged by a freeze, which keeps the streak without adding to it. Weeks are the reports'
 * (Monday to Monday, UTC). The week under way does not break the streak until it ends.
 */

/** Missed weeks a freeze can bridge in each calendar month (of the missed week's Monday). */
export const FREEZES_PER_MONTH = 1;

export interface Streak {
  /** Learning weeks in the streak that holds this week or the last (frozen weeks not counted). */
  current: number;
  /** The longest streak ever. */
  best: number;
  /** Whether the week under way already counts. */
  thisWeek: boolean;
  /** The missed weeks a freeze bridged in the current streak (their Mondays, YYYY-MM-DD). */
  frozen: string[];
  /** Whether this calendar month's freeze is still there to bridge a missed week. */
  freezeLeft: boolean;
}

const monthOf = (monday: string) => monday.slice(0, 7);

/** The streak from the weeks that count (their Mondays, YYYY-MM-DD, in any order), as of `now`. */
export function streakOf(weeks: Iterable<string>, now: Date): Streak {
  const learned = new Set(weeks);
  const current = weekStart(now).getTime();
  const thisWeek = learned.has(isoDay(new Date(current)));
  const first = [...learned].sort()[0];
  const used = new Map<string, number>();
  const freezesLeftIn = (month: string) => FREEZES_PER_MONTH - (used.get(month) ?? 0);
  let run = 0;
  let best = 0;
  let frozen: string[] = [];
  let pending: string[] = [];
  // Every week from the first that counted to the last that has ended, and this one if it counts.
  const last = thisWeek ? current : current - WEEK_MS;
  for (let time = first ? Date.parse(first) : last + WEEK_MS; time <= last; time += WEEK_MS) {
    const week = isoDay(new Date(time));
    if (learned.has(week)) {
      run += 1;
      // The freezes behind it bridged a gap the streak went on after.
      frozen = [...frozen, ...pending];
      pending = [];
      best = Math.max(best, run);
    } else if (run > 0 && freezesLeftIn(monthOf(week)) > 0) {
      used.set(monthOf(week), (used.get(monthOf(week)) ?? 0) + 1);
      pending.push(week);
    } else {
      run = 0;
      frozen = [];
      pending = [];
    }
  }
  return {
    current: run,
    best,
    thisWeek,
    frozen: [...frozen, ...pending],
    freezeLeft: freezesLeftIn(isoDay(now).slice(0, 7)) > 0,
  };
}
