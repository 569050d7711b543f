import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time';

describe('deadlines typed in the user’s time zone', () => {
  it('reads a wall-clock time in the zone of the preferences, not the browser’s', () => {
    expect(fromZonedInput('2026-12-01T18:30', 'America/Sao_Paulo')).toBe('2026-12-01T21:30:00.000Z');
    expect(fromZonedInput('2026-12-01T18:30', 'Europe/Berlin')).toBe('2026-12-01T17:30:00.000Z');
    expect(fromZonedInput('2026-07-01T18:30', 'Europe/Berlin')).toBe('2026-07-01T16:30:00.000Z');
    expect(fromZonedInput('2026-07-01T18:30', 'UTC')).toBe('2026-07-01T18:30:00.000Z');
  });

  it('writes an instant back as the same wall-clock time', () => {
    for (const zone of ['America/Sao_Paulo', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata']) {
      for (const value of ['2026-03-29T02:30', '2026-11-01T01:30', '2026-12-31T23:59']) {
        const instant = fromZonedInput(value, zone)!;
        // A skipped hour (Berlin's 02:30 on 29 March) moves on; every other time comes back as typed.
        if (zone === 'Europe/Berlin' && value === '2026-03-29T02:30')
          expect(toZonedInput(instant, zone)).toBe('2026-03-29T03:30');
        else expect(toZonedInput(instant, zone)).toBe(value);
      }
    }
  });

  it('refuses what is not a time', () => {
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('amanhã', 'UTC')).toBeNull();
  });
});
