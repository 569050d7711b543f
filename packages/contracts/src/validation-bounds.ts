/*
 * The bounds of an idea's numbers and the experiments' keys, apart from the validations' schemas so
 * that a canvas's contract (which a class's contract reads) does not carry them (decision 031).
 */

/** Bounds of the numbers: a price up to 10 million, capital up to 10 billion (in cents of the idea's currency). */
export const VALIDATION_BOUNDS = {
  priceCents: { min: 1, max: 1_000_000_000 },
  purchasesPerYear: { min: 1, max: 5_000 },
  /** A subscription is paid at most once a period: 12 months, 52 weeks a year. */
  monthlyPurchasesPerYear: 12,
  weeklyPurchasesPerYear: 52,
  hoursPerWeek: { min: 1, max: 100 },
  capitalCents: { min: 0, max: 1_000_000_000_000 },
} as const;

export const EXPERIMENT_KEYS = ['interviews', 'competitorTeardown', 'smokeTest', 'preSale', 'conciergeMvp'] as const;
