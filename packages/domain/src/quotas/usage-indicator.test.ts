import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, UNLIMITED, type UsageCounts, type UsageLimits } from './plans';
import { highestUsagePercent, usageLevel, usagePercent, type UsageLevel } from './usage-indicator';

const LEVEL_ORDER: readonly UsageLevel[] = ['green', 'blue', 'amber', 'red'];

describe('usagePercent', () => {
  it.each<[number, number, number]>([
    [0, 10, 0],
    [5, 10, 50],
    [9, 10, 90],
    [27, 30, 90],
    [3, 4, 75],
    [10, 10, 100],
    [15, 10, 100],
    [1, 3, 100 / 3],
    [2, 3, 200 / 3],
    [1, 1, 100],
    // Unlimited counts as 0 (spec §4).
    [0, UNLIMITED, 0],
    [1_000_000, UNLIMITED, 0],
    // A limit of 0 (Free reports) counts as 0, so Free users are not permanently red.
    [0, 0, 0],
    [5, 0, 0],
    [3, -2, 0],
    [-4, 10, 0],
    [Number.NaN, 10, 0],
    [Number.POSITIVE_INFINITY, 10, 100],
  ])('used %d of %d → %d%%', (used, limit, expected) => {
    expect(usagePercent(used, limit)).toBe(expected);
  });

  const limits = fc.oneof(fc.constant(UNLIMITED), fc.nat(10_000));

  it('stays within 0..100', () => {
    fc.assert(
      fc.property(fc.nat(100_000), limits, (used, limit) => {
        const percent = usagePercent(used, limit);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never decreases as usage grows', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), limits, (a, b, limit) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(usagePercent(less, limit)).toBeLessThanOrEqual(usagePercent(more, limit));
      }),
    );
  });

  it('reaches 100 exactly when the limit is used up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(20_000), (limit, used) => {
        expect(usagePercent(used, limit) === 100).toBe(used >= limit);
      }),
    );
  });
});

describe('highestUsagePercent', () => {
  const none: UsageCounts = { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 };

  it.each<[string, UsageCounts, UsageLimits, number]>([
    ['a new Free user', none, PLAN_LIMITS.free, 0],
    ['Free with its one simulation used', { ...none, simulations: 1 }, PLAN_LIMITS.free, 100],
    ['Free with 2 of 5 AI consultations', { ...none, aiConsultations: 2 }, PLAN_LIMITS.free, 40],
    [
      'Basic led by AI consultations',
      { simulations: 1, validations: 1, aiConsultations: 15, reports: 0 },
      PLAN_LIMITS.basic,
      75,
    ],
    [
      'Basic led by reports',
      { simulations: 1, validations: 2, aiConsultations: 10, reports: 2 },
      PLAN_LIMITS.basic,
      200 / 3,
    ],
    [
      'Pro ignores its unlimited counters',
      { simulations: 9, validations: 1, aiConsultations: 1_000, reports: 1_000 },
      PLAN_LIMITS.pro,
      90,
    ],
    [
      'Enterprise is always 0',
      { simulations: 500, validations: 500, aiConsultations: 500, reports: 500 },
      PLAN_LIMITS.enterprise,
      0,
    ],
    ['over the limit is capped', { ...none, validations: 7 }, PLAN_LIMITS.basic, 100],
  ])('%s → %d', (_label, usage, limits, expected) => {
    expect(highestUsagePercent(usage, limits)).toBe(expected);
  });

  it('equals the largest of the four percentages', () => {
    const counter = fc.nat(50);
    const limit = fc.oneof(fc.constant(UNLIMITED), fc.nat(50));
    fc.assert(
      fc.property(
        fc.record({ simulations: counter, validations: counter, aiConsultations: counter, reports: counter }),
        fc.record({ simulations: limit, validations: limit, aiConsultations: limit, reports: limit }),
        (usage, limits) => {
          const percents = [
            usagePercent(usage.simulations, limits.simulations),
            usagePercent(usage.validations, limits.validations),
            usagePercent(usage.aiConsultations, limits.aiConsultations),
            usagePercent(usage.reports, limits.reports),
          ];
          expect(highestUsagePercent(usage, limits)).toBe(Math.max(...percents));
        },
      ),
    );
  });
});

describe('usageLevel', () => {
  it.each<[number, UsageLevel]>([
    [0, 'green'],
    [49.99, 'green'],
    [50, 'blue'],
    [74.99, 'blue'],
    [75, 'amber'],
    [89.99, 'amber'],
    [90, 'red'],
    [100, 'red'],
    [Number.NaN, 'green'],
  ])('%d%% → %s', (percent, expected) => {
    expect(usageLevel(percent)).toBe(expected);
  });

  it('turns red at exactly 90% of a limit', () => {
    expect(usageLevel(usagePercent(9, 10))).toBe('red');
    expect(usageLevel(usagePercent(27, 30))).toBe('red');
    expect(usageLevel(usagePercent(18, 20))).toBe('red');
  });

  it('only gets more severe as the percentage grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          expect(LEVEL_ORDER.indexOf(usageLevel(less))).toBeLessThanOrEqual(LEVEL_ORDER.indexOf(usageLevel(more)));
        },
      ),
    );
  });
});
