import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN, PLAN_IDS, PLAN_LIMITS, UNLIMITED, USAGE_TYPES, canUse, isUnlimited, remaining } from './plans';

describe('PLAN_LIMITS', () => {
  it('matches spec §9 exactly', () => {
    expect(PLAN_LIMITS).toEqual({
      free: { simulations: 1, validations: 1, aiConsultations: 5, reports: 0 },
      basic: { simulations: 4, validations: 4, aiConsultations: 20, reports: 3 },
      pro: { simulations: 10, validations: 10, aiConsultations: -1, reports: -1 },
      enterprise: { simulations: -1, validations: -1, aiConsultations: -1, reports: -1 },
    });
  });

  it('has one entry per plan, each with the four usage types in order', () => {
    expect(Object.keys(PLAN_LIMITS)).toEqual([...PLAN_IDS]);
    for (const plan of PLAN_IDS) expect(Object.keys(PLAN_LIMITS[plan])).toEqual([...USAGE_TYPES]);
  });

  it('names the counters and plans of the spec, defaulting to Free', () => {
    expect(USAGE_TYPES).toEqual(['simulations', 'validations', 'aiConsultations', 'reports']);
    expect(PLAN_IDS).toEqual(['free', 'basic', 'pro', 'enterprise']);
    expect(DEFAULT_PLAN).toBe('free');
    expect(UNLIMITED).toBe(-1);
  });
});

describe('isUnlimited', () => {
  it.each<[number, boolean]>([
    [-1, true],
    [0, false],
    [1, false],
    [100, false],
    [-2, false],
    [Number.NaN, false],
  ])('isUnlimited(%d) → %s', (limit, expected) => {
    expect(isUnlimited(limit)).toBe(expected);
  });
});

describe('canUse and remaining', () => {
  it.each<[number, number, boolean, number]>([
    [1, 0, true, 1],
    [1, 1, false, 0],
    [4, 3, true, 1],
    [4, 4, false, 0],
    [4, 9, false, 0],
    [0, 0, false, 0],
    [-1, 0, true, Number.POSITIVE_INFINITY],
    [-1, 1_000_000, true, Number.POSITIVE_INFINITY],
    // Any negative other than -1 is bad data and grants nothing.
    [-2, 0, false, 0],
    [5, Number.NaN, false, Number.NaN],
  ])('limit %d, used %d → canUse %s, remaining %d', (limit, used, allowed, left) => {
    expect(canUse(limit, used)).toBe(allowed);
    expect(remaining(limit, used)).toBe(left);
  });

  it('allows one more use exactly when something remains', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(UNLIMITED), fc.nat(1_000)), fc.nat(2_000), (limit, used) => {
        expect(canUse(limit, used)).toBe(remaining(limit, used) > 0);
        expect(remaining(limit, used)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never lets a finite plan go past its limit', () => {
    fc.assert(
      fc.property(fc.nat(1_000), (limit) => {
        let used = 0;
        while (canUse(limit, used)) used += 1;
        expect(used).toBe(limit);
      }),
    );
  });
});
