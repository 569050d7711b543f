import { TEXT_LIMITS, type BusinessType, type Currency } from '../constants';
import { presetFor } from '../simulation/presets';
import type { MonthResult } from '../simulation/types';
import { MAX_FIXED_COSTS_MULTIPLE, MAX_MARKETING_MULTIPLE, MAX_PRICE_MULTIPLE } from '../simulation/validate';
import { PRESET_PRICING_MODEL } from '../validation/score-keys';
import { cardsIn, isAssumption, segmentsOf, type Canvas, type CanvasBlock } from './canvas';
import { canvasEconomics } from './economics';

/*
 * A canvas tested in the simulation (decision 031): its numbers become a simulated company's first
 * decisions, and once months are played, each block's plan is read against what the months did.
 */

/** What a canvas brings to a new simulation: the engine's setup fields it can fill. */
export interface CanvasSimulationSetup {
  name: string;
  businessType: BusinessType;
  currency: Currency;
  /** The main revenue stream's price, when it is the simulation's unit (the type's pricing model). */
  firstPriceCents?: number;
  /** The canvas's fixed costs other than the team's salaries, which the simulation pays by headcount. */
  fixedCostsCents?: number;
  /** The channels' acquisition cost times the customers the plan must win each month of its first year. */
  firstMarketingCents?: number;
}

/** The months the plan gives itself to win its customers: a budget that wins them within a year. */
const MONTHS_TO_WIN_THE_PLAN = 12;

/** The channels' blended acquisition cost over the priced streams; null without one. */
function blendedAcquisitionCost(canvas: Canvas): number | null {
  const costs = canvasEconomics(canvas).streams.flatMap((stream) =>
    stream.acquisitionCostCents === null ? [] : [stream.acquisitionCostCents],
  );
  return costs.length === 0 ? null : costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
}

/**
 * The setup of a simulation of the canvas's business. The price is the stream that brings the most
 * revenue, when it is sold in the unit the simulation sells (a monthly subscription's price is not a
 * shop's price per sale, so another model's price is left out rather than converted by a guess). The
 * team the simulation starts with is paid by headcount, so the canvas's fixed costs less that team's
 * salaries (as a canvas filled from a validation counts them) are the company's other fixed costs.
 * Each figure is left out where the canvas has none, or where it lies outside what the simulation
 * takes (its limits: ten times the type's price, rent or marketing scale).
 */
export function simulationSetupFromCanvas(canvas: Canvas): CanvasSimulationSetup {
  const preset = presetFor(canvas.businessType, canvas.currency);
  const economics = canvasEconomics(canvas);
  const setup: CanvasSimulationSetup = {
    name: canvas.title.trim().slice(0, TEXT_LIMITS.name),
    businessType: canvas.businessType,
    currency: canvas.currency,
  };

  const main = [...economics.streams].sort((a, b) => b.monthlyRevenueCents - a.monthlyRevenueCents)[0];
  const revenue = main && canvas.cards.find((card) => card.id === main.cardId)?.revenue;
  if (
    revenue &&
    revenue.pricingModel === PRESET_PRICING_MODEL[canvas.businessType] &&
    revenue.priceCents <= preset.referencePriceCents * MAX_PRICE_MULTIPLE
  ) {
    setup.firstPriceCents = revenue.priceCents;
  }

  const hasFixedCosts = cardsIn(canvas, 'costStructure').some((card) => card.cost?.costKind === 'fixed');
  if (hasFixedCosts) {
    const others = economics.fixedCostsCents - preset.salaryCents * preset.initialHeadcount;
    setup.fixedCostsCents = Math.min(Math.max(0, others), preset.fixedCostsCents * MAX_FIXED_COSTS_MULTIPLE);
  }

  const acquisition = blendedAcquisitionCost(canvas);
  if (acquisition !== null && economics.customers > 0) {
    const budget = Math.round(acquisition * Math.ceil(economics.customers / MONTHS_TO_WIN_THE_PLAN));
    setup.firstMarketingCents = Math.min(budget, preset.marketingScaleCents * MAX_MARKETING_MULTIPLE);
  }
  return setup;
}

// ---- Plan against result ----

export const PLAN_FIGURES = ['customers', 'revenue', 'acquisitionCost', 'margin'] as const;
export type PlanFigure = (typeof PLAN_FIGURES)[number];

/** The block whose cards make each figure's plan. */
export const PLAN_FIGURE_BLOCK: Record<PlanFigure, CanvasBlock> = {
  customers: 'customerSegments',
  revenue: 'revenueStreams',
  acquisitionCost: 'channels',
  margin: 'costStructure',
};

/** The plan is a running company's month; the first months of a simulation are its ramp-up. */
export const MONTHS_BEFORE_JUDGING = 6;
/** The months read against the plan: the latest ones, so one lucky or unlucky month does not decide. */
export const RESULT_WINDOW_MONTHS = 3;
/** How far the months may fall short of the plan before they contradict it. */
export const PLAN_TOLERANCE = 0.25;
/** How many points of margin the months may lose before they contradict the plan's. */
export const MARGIN_TOLERANCE = 0.1;

export interface PlanRow {
  figure: PlanFigure;
  block: CanvasBlock;
  /** Customers a month, cents a month (revenue, acquisition cost) or a share (margin); null without a plan. */
  plan: number | null;
  /** The same over the months read; null when the months have none (no customer won). */
  result: number | null;
  /** The months fell short of the plan by more than the tolerance, after enough months to judge. */
  contradicted: boolean;
}

export interface PlanAgainstResult {
  monthsPlayed: number;
  /** The months read, oldest first. */
  window: number[];
  /** Enough months played for the comparison to say anything, or the simulation ended before. */
  judged: boolean;
  rows: PlanRow[];
  /** The assumptions (cards without evidence) of the blocks whose figures the months contradicted. */
  contradictedCardIds: string[];
}

/** What the comparison reads of a simulated month. */
export type SimulatedMonth = Pick<MonthResult, 'month' | 'kpis' | 'income' | 'status'>;

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The plan's contribution margin: what is left of a month's revenue once each purchase's variable cost is paid. */
function planMargin(canvas: Canvas): number | null {
  const economics = canvasEconomics(canvas);
  if (economics.monthlyRevenueCents <= 0) return null;
  const variable = economics.monthlyCostsCents - economics.fixedCostsCents;
  return (economics.monthlyRevenueCents - variable) / economics.monthlyRevenueCents;
}

/**
 * Each figure of the plan against the simulated months: the customers and revenue are the latest
 * months' means; the acquisition cost is their marketing over the customers they won; the margin is
 * their sales less the cost of what they sold, over their sales (before taxes, as the canvas). A
 * figure contradicts the plan when it falls short by more than the tolerance (the acquisition cost
 * when it is higher), and only once enough months are played (before, the company is still ramping
 * up) or the company went bankrupt.
 */
export function planAgainstResult(canvas: Canvas, months: readonly SimulatedMonth[]): PlanAgainstResult {
  const economics = canvasEconomics(canvas);
  const window = months.slice(-RESULT_WINDOW_MONTHS);
  // A company that went bankrupt has said all it will: its months are judged however few.
  const judged = months.length >= MONTHS_BEFORE_JUDGING || (months.at(-1)?.status ?? 'running') !== 'running';
  const won = window.reduce((sum, month) => sum + month.kpis.newCustomers, 0);
  const spent = window.reduce((sum, month) => sum + month.income.marketingCents, 0);
  const plannedAcquisition = blendedAcquisitionCost(canvas);
  // The margin as the canvas reckons it: sales less what each sale cost, before taxes and losses.
  const sold = window.reduce((sum, month) => sum + month.income.grossRevenueCents, 0);
  const costOfSales = window.reduce((sum, month) => sum + month.income.costOfSalesCents, 0);

  const figures: Record<
    PlanFigure,
    { plan: number | null; result: number | null; worse: (plan: number, result: number) => boolean }
  > = {
    customers: {
      plan: economics.customers > 0 ? economics.customers : null,
      result: window.length > 0 ? mean(window.map((month) => month.kpis.customers)) : null,
      worse: (plan, result) => result < plan * (1 - PLAN_TOLERANCE),
    },
    revenue: {
      plan: economics.monthlyRevenueCents > 0 ? economics.monthlyRevenueCents : null,
      result: window.length > 0 ? mean(window.map((month) => month.kpis.revenueCents)) : null,
      worse: (plan, result) => result < plan * (1 - PLAN_TOLERANCE),
    },
    acquisitionCost: {
      plan: plannedAcquisition,
      result: won > 0 ? spent / won : null,
      worse: (plan, result) => result > plan * (1 + PLAN_TOLERANCE),
    },
    margin: {
      plan: planMargin(canvas),
      result: sold > 0 ? (sold - costOfSales) / sold : null,
      worse: (plan, result) => result < plan - MARGIN_TOLERANCE,
    },
  };

  const rows = PLAN_FIGURES.map((figure): PlanRow => {
    const { plan, result, worse } = figures[figure];
    return {
      figure,
      block: PLAN_FIGURE_BLOCK[figure],
      plan,
      result,
      contradicted: judged && plan !== null && result !== null && worse(plan, result),
    };
  });
  const contradictedBlocks = new Set(rows.filter((row) => row.contradicted).map((row) => row.block));
  const cardsOf = (block: CanvasBlock) => (block === 'customerSegments' ? segmentsOf(canvas) : cardsIn(canvas, block));
  return {
    monthsPlayed: months.length,
    window: window.map((month) => month.month),
    judged,
    rows,
    contradictedCardIds: [...contradictedBlocks].flatMap((block) =>
      cardsOf(block)
        .filter(isAssumption)
        .map((card) => card.id),
    ),
  };
}
