import type { Currency } from '../constants';
import type { CountryCode } from '../locale/country-presets';
import { createSimulation } from '../simulation/create-simulation';
import { presetFor } from '../simulation/presets';
import {
  BENCHMARK_HEADROOM,
  benchmarkRun,
  reviewMonth,
  scoreComponentsOf,
  SAFE_RUNWAY_MONTHS,
} from '../simulation/score';
import { stepMonth } from '../simulation/step-month';
import type { DecisionFlag, MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '../simulation/types';
import { gradeBoard, type BoardAnswer, type GradedQuery } from './board-queries';
import {
  EXAM_MONTHS,
  EXAM_POINTS,
  PASS_MARK,
  PERFORMANCE_POINTS,
  RUN_MARK,
  SCORECARD_PERSPECTIVES,
  type ExamLevel,
  type ExamPart,
  type Perspective,
} from './levels';

/*
 * The entrepreneur certificate's exam (issue 40, decision 035): six months of a fixed scenario per
 * level, played solo on a seed the server draws, then the board's queries about the candidate's
 * own months and scenario questions from the knowledge base. 1,000 points, every one computed
 * from the stored seed, decisions and answers, so anyone can compute them again.
 */

/**
 * The scenario of each level: the same company for every candidate but its seed, taken over with
 * its last owner's price and marketing (as shares of the business type's reference price and
 * marketing scale) in the first month's decisions. Keeping them is a decision too: a candidate who
 * only presses "advance" runs the company as it was left.
 */
export const EXAM_SCENARIOS: Record<
  ExamLevel,
  Pick<SimulationSetup, 'businessType' | 'difficulty' | 'firstCalendarMonth'> & {
    openingPrice: number;
    openingMarketing: number;
  }
> = {
  // A services business at normal difficulty, left underpriced and unadvertised.
  foundation: {
    businessType: 'service',
    difficulty: 'normal',
    firstCalendarMonth: 3,
    openingPrice: 0.45,
    openingMarketing: 0,
  },
  // A shop on hard difficulty, stock to buy ahead of a season (September to February), left
  // overpriced and spending far past what marketing can win.
  advanced: {
    businessType: 'retail',
    difficulty: 'hard',
    firstCalendarMonth: 9,
    openingPrice: 1.7,
    openingMarketing: 3.5,
  },
};

/** The exam's company: the level's scenario in the candidate's country and currency, on `seed`. */
export function examSetup(
  level: ExamLevel,
  where: { country: CountryCode; currency: Currency },
  seed: number,
  name: string,
): SimulationSetup {
  const { openingPrice, openingMarketing, ...scenario } = EXAM_SCENARIOS[level];
  const preset = presetFor(scenario.businessType, where.currency);
  return {
    ...scenario,
    ...where,
    name,
    seed,
    horizonMonths: 12,
    startingCapitalCents: preset.suggestedCapitalCents,
    firstPriceCents: Math.round(openingPrice * preset.referencePriceCents),
    firstMarketingCents: Math.round(openingMarketing * preset.marketingScaleCents),
  };
}

/** The run the decisions make: months played until EXAM_MONTHS or bankruptcy. */
export function playExam(
  setup: SimulationSetup,
  decisions: readonly MonthDecisions[],
): { state: SimulationState; months: MonthResult[] } {
  let state = createSimulation(setup);
  const months: MonthResult[] = [];
  for (const month of decisions.slice(0, EXAM_MONTHS)) {
    if (state.status !== 'running') break;
    const step = stepMonth(state, month);
    state = step.state;
    months.push(step.result);
  }
  return { state, months };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * What answers each decision flag the month after it was raised: the move the month's review
 * points at (a price too low raised, a stock-out met with staff or stock, a loss on the credit
 * line met with a loan or less spending).
 */
const FLAG_ANSWERS: Record<DecisionFlag, (before: MonthDecisions, after: MonthDecisions) => boolean> = {
  priceBelowCost: (before, after) => after.priceCents > before.priceCents,
  priceFarBelowReference: (before, after) => after.priceCents > before.priceCents,
  priceFarAboveReference: (before, after) => after.priceCents < before.priceCents,
  stockout: (before, after) =>
    after.headcountDelta > 0 || after.purchaseUnits > before.purchaseUnits || after.capacityInvestmentCents > 0,
  excessInventory: (before, after) => after.purchaseUnits < before.purchaseUnits,
  idleStaff: (before, after) => after.headcountDelta < 0 || after.marketingCents > before.marketingCents,
  noMarketing: (_before, after) => after.marketingCents > 0,
  marketingSaturated: (before, after) => after.marketingCents < before.marketingCents,
  qualityNeglected: (before, after) => after.qualityInvestmentCents > before.qualityInvestmentCents,
  creditLineUsed: (before, after) =>
    after.loanCents > 0 ||
    after.marketingCents + after.qualityInvestmentCents < before.marketingCents + before.qualityInvestmentCents,
};

/**
 * Learning: the share of the decision flags a month raised (the month screen's review shows them)
 * that the next month's decisions answered; a run that raised none earns it all.
 */
function learningShare(months: readonly MonthResult[], flags: readonly DecisionFlag[][]): number {
  let raised = 0;
  let answered = 0;
  for (let index = 0; index + 1 < months.length; index += 1)
    for (const flag of flags[index]!) {
      raised += 1;
      if (FLAG_ANSWERS[flag](months[index]!.decisions, months[index + 1]!.decisions)) answered += 1;
    }
  return raised === 0 ? 1 : answered / raised;
}

/** The share of the profit's points for matching the careful founder: the simulation's growth gives as much (1 ÷ BENCHMARK_HEADROOM). */
const MATCH = 1 / BENCHMARK_HEADROOM;

/** The run's parts of the score, each 0–1 of its points, from the months played. */
export function runShares(state: SimulationState, months: readonly MonthResult[]) {
  if (months.length === 0) {
    return {
      performance: { profit: 0, growth: 0 },
      scorecard: { finance: 0, customers: 0, operations: 0, learning: 0 },
    };
  }
  const components = scoreComponentsOf(state, months);
  const reviews = months.map((month) => reviewMonth(state, month));
  const bankrupt = state.status === 'bankrupt';
  // The profit against the careful founder's over as many months: matching it earns MATCH of the
  // points, beating it by a quarter of the capital all of them, trailing it by the whole capital none.
  const benchmark = benchmarkRun(state, months.length);
  const profit = bankrupt
    ? 0
    : clamp01(MATCH + (MATCH * (state.retainedEarningsCents - benchmark.profitCents)) / state.paidInCapitalCents);
  const runway = months.at(-1)!.kpis.runwayMonths;
  const finance = bankrupt
    ? 0
    : 0.5 * (months.filter((month) => month.kpis.cashCents >= 0).length / months.length) +
      0.5 * (runway === null ? 1 : clamp01(runway / SAFE_RUNWAY_MONTHS));
  return {
    // Against the careful founder on the same seed (score.ts): profit and the scale reached.
    performance: { profit, growth: components.growth / 100 },
    scorecard: {
      finance,
      customers: clamp01(components.satisfaction / 100),
      operations: clamp01(components.decisionQuality / 100),
      learning: bankrupt
        ? 0
        : learningShare(
            months,
            reviews.map((review) => review.flags),
          ),
    },
  };
}

export interface ExamScore {
  total: number;
  parts: Record<ExamPart, number>;
  performance: { profit: number; growth: number };
  scorecard: Record<Perspective, number>;
  board: GradedQuery[];
  /** Knowledge questions answered right, of those asked. */
  knowledge: { right: number; asked: number };
  passed: boolean;
}

/** Points rounded to one decimal: shown as they add up. */
const points = (value: number) => Math.round(value * 10) / 10;

/**
 * The exam's score from what is stored: the setup, the decisions of each month, the board's
 * answers and how many knowledge questions were answered right of those asked.
 */
export function scoreExam(input: {
  setup: SimulationSetup;
  decisions: readonly MonthDecisions[];
  board: Readonly<Record<string, BoardAnswer>>;
  knowledge: { right: number; asked: number };
}): ExamScore {
  const { state, months } = playExam(input.setup, input.decisions);
  const shares = runShares(state, months);
  const performance = {
    profit: points(PERFORMANCE_POINTS.profit * shares.performance.profit),
    growth: points(PERFORMANCE_POINTS.growth * shares.performance.growth),
  };
  const quarter = EXAM_POINTS.scorecard / SCORECARD_PERSPECTIVES.length;
  const scorecard = Object.fromEntries(
    SCORECARD_PERSPECTIVES.map((perspective) => [perspective, points(quarter * shares.scorecard[perspective])]),
  ) as Record<Perspective, number>;
  const board = gradeBoard(months, input.board);
  const knowledge =
    input.knowledge.asked === 0 ? 0 : points((EXAM_POINTS.knowledge * input.knowledge.right) / input.knowledge.asked);
  const parts: Record<ExamPart, number> = {
    performance: points(performance.profit + performance.growth),
    scorecard: points(SCORECARD_PERSPECTIVES.reduce((sum, perspective) => sum + scorecard[perspective], 0)),
    board: points(board.total),
    knowledge,
  };
  const total = points(parts.performance + parts.scorecard + parts.board + parts.knowledge);
  return {
    total,
    parts,
    performance,
    scorecard,
    board: board.queries,
    knowledge: input.knowledge,
    passed: total >= PASS_MARK && parts.performance + parts.scorecard >= RUN_MARK,
  };
}
