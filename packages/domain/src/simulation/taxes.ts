import type { SimplesAnnex } from './presets';

/**
 * Simples Nacional, the regime of most Brazilian small companies: one monthly payment (the DAS)
 * on revenue. Its effective rate is (RBT12 × nominal rate − deduction) / RBT12, where RBT12 is
 * the revenue of the 12 months before the current one and the bracket comes from the activity's
 * annex (Lei Complementar 123/2006 as amended by LC 155/2016, in force since 2018).
 */
export interface SimplesBracket {
  /** Upper bound of RBT12 for the bracket, in BRL cents. */
  upToCents: number;
  nominalRate: number;
  deductionCents: number;
}

export const SIMPLES_ANNEXES: Record<SimplesAnnex, readonly SimplesBracket[]> = {
  // Annex I: commerce.
  I: [
    { upToCents: 180_000_00, nominalRate: 0.04, deductionCents: 0 },
    { upToCents: 360_000_00, nominalRate: 0.073, deductionCents: 5_940_00 },
    { upToCents: 720_000_00, nominalRate: 0.095, deductionCents: 13_860_00 },
    { upToCents: 1_800_000_00, nominalRate: 0.107, deductionCents: 22_500_00 },
    { upToCents: 3_600_000_00, nominalRate: 0.143, deductionCents: 87_300_00 },
    { upToCents: 4_800_000_00, nominalRate: 0.19, deductionCents: 378_000_00 },
  ],
  // Annex II: industry.
  II: [
    { upToCents: 180_000_00, nominalRate: 0.045, deductionCents: 0 },
    { upToCents: 360_000_00, nominalRate: 0.078, deductionCents: 5_940_00 },
    { upToCents: 720_000_00, nominalRate: 0.1, deductionCents: 13_860_00 },
    { upToCents: 1_800_000_00, nominalRate: 0.112, deductionCents: 22_500_00 },
    { upToCents: 3_600_000_00, nominalRate: 0.147, deductionCents: 85_500_00 },
    { upToCents: 4_800_000_00, nominalRate: 0.3, deductionCents: 720_000_00 },
  ],
  // Annex III: services (and software whose payroll is at least 28% of revenue).
  III: [
    { upToCents: 180_000_00, nominalRate: 0.06, deductionCents: 0 },
    { upToCents: 360_000_00, nominalRate: 0.112, deductionCents: 9_360_00 },
    { upToCents: 720_000_00, nominalRate: 0.135, deductionCents: 17_640_00 },
    { upToCents: 1_800_000_00, nominalRate: 0.16, deductionCents: 35_640_00 },
    { upToCents: 3_600_000_00, nominalRate: 0.21, deductionCents: 125_640_00 },
    { upToCents: 4_800_000_00, nominalRate: 0.33, deductionCents: 648_000_00 },
  ],
};

/**
 * The effective Simples Nacional rate for an RBT12 in BRL cents. In the sixth bracket (above the
 * R$ 3.6 million sublimit) ICMS/ISS are paid outside the DAS; the simulation ignores that part,
 * and above the R$ 4.8 million ceiling, where a real company leaves the regime, it keeps the
 * last bracket's rate.
 */
export function simplesEffectiveRate(annex: SimplesAnnex, rbt12Cents: number): number {
  return simplesRateIn(SIMPLES_ANNEXES[annex], rbt12Cents);
}

/** simplesEffectiveRate with the annex's brackets already looked up (the month step keeps them per simulation). */
export function simplesRateIn(brackets: readonly SimplesBracket[], rbt12Cents: number): number {
  if (rbt12Cents <= 0) return brackets[0]!.nominalRate;
  let bracket = brackets[brackets.length - 1]!;
  for (const candidate of brackets) {
    if (rbt12Cents <= candidate.upToCents) {
      bracket = candidate;
      break;
    }
  }
  return (rbt12Cents * bracket.nominalRate - bracket.deductionCents) / rbt12Cents;
}

/**
 * RBT12 for the month about to be taxed: the sum of the 12 previous months' revenue. A company
 * younger than 12 months annualises what it has (LC 123, art. 18 §2: the monthly average times
 * 12), and in its first month it uses the month's own revenue times 12.
 */
export function rbt12Cents(previousRevenueCents: readonly number[], currentRevenueCents: number): number {
  const n = previousRevenueCents.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += previousRevenueCents[i]!;
  return rbt12FromSum(sum, n, currentRevenueCents);
}

/**
 * rbt12Cents from the sum of the previous months' revenue (added oldest first) and their count,
 * for callers that keep the history in typed arrays (the risk forecast).
 */
export function rbt12FromSum(previousSumCents: number, previousMonths: number, currentRevenueCents: number): number {
  if (previousMonths === 0) return currentRevenueCents * 12;
  return previousMonths >= 12 ? previousSumCents : Math.round((previousSumCents / previousMonths) * 12);
}
