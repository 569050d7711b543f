// What the engine benchmark simulates and the targets it checks (see bench/README.md).

export const TARGETS = {
  /** Full months (statements and explanation included) per second on one core. */
  monthsPerSecond: 100_000,
  /** One forecast of 10,000 paths × 36 months. */
  forecastMs: 300,
  /** Path-months per second inside that forecast. */
  pathMonthsPerSecond: 1_000_000,
  /** One preview month: it must fit in a frame. */
  previewMs: 16,
};
export const FORECAST_PATHS = 10_000;
export const HORIZON = 36;
/** The forecast's second start (24 months left), and the month the preview starts from. */
export const FORECAST_MID_MONTH = 12;
export const PREVIEW_MONTH = 18;
export const WARMUP_MS = 1_000;
export const PREVIEW_RUNS = 5_000;
export const PREVIEW_VARIANTS = 4;
export const COLD_PROCESSES = 3;
/** Country and currency pairs: Simples Nacional in reais, and two profit-tax countries in their currencies. */
export const MARKETS = [
  { country: 'BR', currency: 'BRL' },
  { country: 'US', currency: 'USD' },
  { country: 'DE', currency: 'EUR' },
];
/** 'hard' sinks too many companies early for the months measured to be mostly of running ones. */
export const DIFFICULTIES = ['easy', 'normal'];
export const SEEDS = [11, 2026, 424242, 3_000_000_019];
export const FORECAST_SEED = 2026;

export const round = (value, digits = 2) => (value == null ? null : Math.round(value * 10 ** digits) / 10 ** digits);
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};
/** Nearest-rank percentile of a sorted array. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
