import { describe, expect, it } from 'vitest';
import { isoDay, lastEndedWeek, recentWeeks, weekStart } from './weeks';

describe('weeks', () => {
  it('starts on Monday 00:00 UTC, whatever the day and hour', () => {
    // 2026-11-26 is a Thursday; 2026-11-23 the Monday before it.
    expect(isoDay(weekStart(new Date('2026-11-26T17:51:00Z')))).toBe('2026-11-23');
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(isoDay(weekStart(new Date('2026-11-29T23:59:59Z')))).toBe('2026-11-23');
    expect(isoDay(weekStart(new Date('2026-11-30T00:00:00Z')))).toBe('2026-11-30');
    // Across a year's end.
    expect(isoDay(weekStart(new Date('2027-01-01T12:00:00Z')))).toBe('2026-12-28');
  });

  it('reports the last week that has ended', () => {
    expect(isoDay(lastEndedWeek(new Date('2026-11-26T17:51:00Z')))).toBe('2026-11-16');
    expect(isoDay(lastEndedWeek(new Date('2026-11-30T00:00:00Z')))).toBe('2026-11-23');
  });

  it('lists recent weeks oldest first, the current one last', () => {
    expect(recentWeeks(new Date('2026-11-26T10:00:00Z'), 3).map(isoDay)).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});
