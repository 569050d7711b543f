import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './time-zone';

describe('isValidTimeZone', () => {
  it.each<[string, boolean]>([
    ['America/Sao_Paulo', true],
    ['Europe/London', true],
    ['UTC', true],
    ['Etc/GMT+3', true],
    ['Mars/Olympus_Mons', false],
    ['GMT+99', false],
    ['', false],
  ])('isValidTimeZone(%j) → %s', (timeZone, expected) => {
    expect(isValidTimeZone(timeZone)).toBe(expected);
  });
});
