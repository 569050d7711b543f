import { describe, expect, it } from 'vitest';
import { streakOf } from './streak';

// Mondays of 2026: 5, 12, 19 and 26 January; 2, 9, 16 and 23 February; 2 March.
const NOW = new Date('2026-02-25T15:00:00Z'); // a Wednesday, in the week of 23 February

describe('the weekly learning streak', () => {
  it('counts consecutive weeks up to this one, and this week only once it counts', () => {
    expect(streakOf(['2026-02-09', '2026-02-16', '2026-02-23'], NOW)).toMatchObject({
      current: 3,
      best: 3,
      thisWeek: true,
      frozen: [],
    });
    // The week under way has nothing yet: the streak holds until it ends.
    expect(streakOf(['2026-02-09', '2026-02-16'], NOW)).toMatchObject({ current: 2, thisWeek: false });
    expect(streakOf([], NOW)).toEqual({ current: 0, best: 0, thisWeek: false, frozen: [], freezeLeft: true });
  });

  it('bridges one missed week a calendar month with a freeze, which adds nothing', () => {
    const bridged = streakOf(['2026-01-26', '2026-02-09', '2026-02-16'], NOW);
    expect(bridged).toMatchObject({ current: 3, frozen: ['2026-02-02'], freezeLeft: false });
    // A second missed week in February has no freeze left: the streak starts again after it.
    expect(streakOf(['2026-01-26', '2026-02-09', '2026-02-23'], NOW)).toMatchObject({ current: 1, best: 2 });
    // Two missed weeks in a row in one month break it.
    expect(streakOf(['2026-01-19', '2026-02-16'], NOW)).toMatchObject({ current: 1, frozen: [] });
    // One missed week in each of two months: both bridged.
    expect(streakOf(['2026-01-19', '2026-02-09', '2026-02-16'], NOW)).toMatchObject({
      current: 3,
      frozen: ['2026-01-26', '2026-02-02'],
    });
  });

  it('keeps the streak over last week’s miss while this month’s freeze covers it, and ends it when none is left', () => {
    // Last week (16 February) missed: frozen, the streak alive while this week is under way.
    expect(streakOf(['2026-02-02', '2026-02-09'], NOW)).toMatchObject({ current: 2, frozen: ['2026-02-16'] });
    // Missed the week before last too, with February's freeze spent: over.
    expect(streakOf(['2026-01-26', '2026-02-02'], NOW)).toMatchObject({ current: 0, best: 2, frozen: [] });
  });

  it('counts the same week once however much was done in it, and the best streak of all', () => {
    const weeks = ['2026-01-05', '2026-01-12', '2026-01-12', '2026-01-19', '2026-02-16'];
    expect(streakOf(weeks, NOW)).toMatchObject({ current: 1, best: 3 });
  });
});
