import type { MarketMode } from '../classroom/class-month';
import type { AiTone, BusinessType, Currency, DateFormat, Language, NumberFormat } from '../constants';
import type { CountryCode } from '../locale/country-presets';
import type { LearnedMarket } from '../simulation/forecast';
import type {
  EventType,
  IncomeStatement,
  Kpis,
  MonthDecisions,
  MonthExplanation,
  SimulationState,
  SimulationStatus,
} from '../simulation/types';
import type { ExperimentKey } from '../validation/analysis';
import type { LikelyRange } from '../validation/market-sizing';
import type { ScoreKey, Verdict } from '../validation/score-keys';
import { canvasFacts, type CanvasSnapshot } from './canvas-facts';
import {
  count,
  label,
  money,
  percent,
  roundTo,
  type Fact,
  type FactId,
  type FactSource,
  type FactValue,
} from './facts';
import type { Topic } from './topics';

/**
 * What the mentor knows of the user when a question arrives, assembled by the server from the
 * user's rows alone: preferences, simulations, validations, canvases and the class they play in,
 * newest first. Plain data.
 */
export interface MentorContext {
  language: Language;
  /** How the user writes numbers (1.234,56 or 1,234.56). */
  numberFormat: NumberFormat;
  /** How the user writes dates, and their time zone: a class's deadline is told in them. */
  dateFormat: DateFormat;
  timezone: string;
  currency: Currency;
  tone: AiTone;
  /** 0–100: how long the answers are. */
  verbosity: number;
  /** What the user wrote about themselves in the AI settings (handed to a language model only). */
  aiContext: string;
  /**
   * The founder's country: their newest simulation's or idea's, else their preferences' region's,
   * else their language's. Cards that hold in other countries only are left out.
   */
  country: CountryCode;
  simulations: SimulationSnapshot[];
  validations: ValidationSnapshot[];
  /** The newest canvas (decision 031): its coherence, its weakest point, what is still untested. */
  canvases: CanvasSnapshot[];
  /** The class the user plays in with a round open (decision 026), the newest first. */
  classes: ClassSnapshot[];
}

/** A class a student plays in, as its round stands: where their company is and what is due. */
export interface ClassSnapshot {
  id: string;
  name: string;
  marketMode: MarketMode;
  /** The round open now (the month the companies are deciding). */
  round: number;
  horizonMonths: number;
  /** When the round closes by itself; null when the teacher closes it. */
  deadlineAt: string | null;
  /** Whether the company's decisions for the open round are in. */
  submitted: boolean;
  /** The company's place in the ranking and of how many; null before the first round closed. */
  rank: number | null;
  companies: number;
  /** The company's share of the last round's revenue; null before the first round. */
  marketShare: number | null;
  /** The company's own numbers, as a simulation's (its source: the class). */
  company: SimulationSnapshot;
}

export interface SimulationSnapshot {
  id: string;
  name: string;
  businessType: BusinessType;
  currency: Currency;
  status: SimulationStatus;
  /** Months played. */
  month: number;
  horizonMonths: number;
  /** The business type's reference price in the simulation's currency. */
  referencePriceCents: number;
  /** The last month played; null before the first. */
  latest: {
    kpis: Kpis;
    priceCents: number;
    explanation: MonthExplanation;
    events: EventType[];
    /** The month's decisions and what each line of its income statement came to. */
    decisions: MonthDecisions;
    income: IncomeStatement;
    /** How much the cash moved in the month (profit is not cash: stock, equipment, taxes, loans). */
    cashChangeCents: number;
  } | null;
  /** The month before it, for trends. */
  previous: { kpis: Kpis; priceCents: number } | null;
  /** Where the company stands now: the what-if runs play it forward. */
  state: SimulationState;
  /** The market its forecasts lean to: a class company's slice; the seed's own when absent. */
  market?: LearnedMarket;
  /** The stored risk forecast's chance of running out of cash before the horizon (0–1), when there is one. */
  cashRisk: number | null;
  /** Where its numbers are shown, when not on a simulation's screen: a class company's class. */
  source?: FactSource;
}

export interface ValidationSnapshot {
  id: string;
  title: string;
  currency: Currency;
  overall: number;
  verdict: Verdict;
  scores: Record<ScoreKey, number>;
  /**
   * What the company can likely take in a year by its third (the report's likely range), and what
   * limits it; null when it could not be sized, and for versions validated before the range
   * existed, whose single figure could be a whole sector's and is never repeated.
   */
  likely: Pick<LikelyRange, 'lowCents' | 'highCents' | 'binding'> | null;
  /** Experiments proposed and not yet marked done, in the report's order. */
  pendingExperiments: ExperimentKey[];
}

/** Within this share of the reference, a price is "at" the reference. */
const PRICE_TOLERANCE = 0.03;
/** A revenue change smaller than this is not a trend. */
const TREND_THRESHOLD = 0.05;
/** Lost sales under this share of demand are noise, not a stock or staff problem. */
const LOST_SALES_THRESHOLD = 0.05;

const CASH: readonly Topic[] = ['cash-flow', 'startup-cost', 'loans', 'investors', 'reserves', 'personal-finances'];
const PRICE: readonly Topic[] = ['pricing', 'competitors', 'break-even'];
const GROWTH: readonly Topic[] = ['first-customers', 'marketing', 'pivot', 'seasonality', 'expansion'];
const IDEA: readonly Topic[] = ['validation', 'pivot', 'business-plan'];

const score = (value: number): FactValue => ({ kind: 'score', value });

/** The facts a simulation's last months state (a class company's too), most telling first. */
export function simulationFacts(simulation: SimulationSnapshot): Fact[] {
  const source: FactSource = simulation.source ?? { kind: 'simulation', id: simulation.id, name: simulation.name };
  const facts: Fact[] = [];
  const add = (id: FactId, topics: readonly Topic[], values: Record<string, FactValue> = {}) =>
    facts.push({ id, topics, values, source });
  const { latest, previous, currency } = simulation;
  if (!latest) return facts;
  const { kpis } = latest;

  if (simulation.status === 'bankrupt') add('bankrupt', ['pivot', ...CASH], { month: count(simulation.month) });
  if (kpis.cashCents < 0) {
    add('cashNegative', [...CASH, 'fixed-costs'], { cash: money(-kpis.cashCents, currency) });
  } else if (kpis.runwayMonths !== null) {
    add('runway', [...CASH, 'hiring', 'expansion', 'partners-equity'], {
      count: { kind: 'decimal', value: roundTo(kpis.runwayMonths, 1) },
      cash: money(kpis.cashCents, currency),
    });
  } else {
    add('cashNotFalling', [...CASH, 'hiring'], { cash: money(kpis.cashCents, currency) });
  }
  if (simulation.cashRisk !== null && simulation.status === 'running') {
    add('cashRisk', [...CASH, 'hiring', 'pivot'], { risk: { kind: 'risk', value: simulation.cashRisk } });
  }

  const gap = latest.priceCents / simulation.referencePriceCents - 1;
  const priceValues = {
    price: money(latest.priceCents, currency),
    reference: money(simulation.referencePriceCents, currency),
    gap: percent(Math.abs(gap)),
  };
  if (gap > PRICE_TOLERANCE) add('priceAbove', PRICE, priceValues);
  else if (gap < -PRICE_TOLERANCE) add('priceBelow', PRICE, priceValues);
  else add('priceAtReference', PRICE, priceValues);

  if (kpis.revenueCents > 0) {
    add('grossMargin', ['pricing', 'break-even', 'stock-capacity', 'unit-economics'], {
      margin: percent(kpis.grossMarginRate),
    });
  }
  if (kpis.breakEvenMonth !== null) {
    add('breakEvenReached', ['break-even', 'cash-flow', 'loans', 'investors', 'expansion', 'business-plan'], {
      month: count(kpis.breakEvenMonth),
    });
  } else {
    add(
      'breakEvenNotYet',
      ['break-even', 'cash-flow', 'loans', 'investors', 'business-plan', 'startup-cost', 'fixed-costs'],
      {
        count: count(simulation.month),
        profit: money(kpis.netProfitCents, currency),
      },
    );
  }
  add('netProfit', ['break-even', 'business-plan', 'personal-finances', 'hiring', 'expansion', 'fixed-costs'], {
    profit: money(kpis.netProfitCents, currency),
    month: count(simulation.month),
  });

  if (previous && previous.kpis.revenueCents > 0) {
    const change = kpis.revenueCents / previous.kpis.revenueCents - 1;
    const values = { change: percent(Math.abs(change)), revenue: money(kpis.revenueCents, currency) };
    if (change >= TREND_THRESHOLD) add('revenueUp', [...GROWTH, 'business-plan'], values);
    else if (change <= -TREND_THRESHOLD) add('revenueDown', [...GROWTH, 'cash-flow'], values);
  }
  const { largestRevenueDriver, largestCashDriver } = latest.explanation;
  if (largestRevenueDriver) {
    add('revenueDriver', [...GROWTH, 'pricing'], { driver: label(`drivers.revenue.${largestRevenueDriver}`) });
  }
  if (largestCashDriver) {
    add('cashDriver', ['cash-flow', 'fixed-costs'], { driver: label(`drivers.cash.${largestCashDriver}`) });
  }
  if (kpis.churnRate > 0)
    add('churn', ['churn-retention', 'unit-economics', 'marketing'], { churn: percent(kpis.churnRate) });
  if (kpis.cacCents !== null && kpis.ltvCents !== null && kpis.cacCents > 0) {
    add('cacLtv', ['unit-economics', 'marketing'], {
      cac: money(kpis.cacCents, currency),
      ltv: money(kpis.ltvCents, currency),
      ratio: { kind: 'decimal', value: roundTo(kpis.ltvCents / kpis.cacCents, 1) },
    });
  }
  if (kpis.demandUnits > 0 && kpis.lostSalesUnits / kpis.demandUnits >= LOST_SALES_THRESHOLD) {
    add('lostSales', ['stock-capacity', 'hiring', 'seasonality', 'expansion'], {
      units: count(kpis.lostSalesUnits),
      share: percent(kpis.lostSalesUnits / kpis.demandUnits),
    });
  }
  add('headcount', ['hiring', 'fixed-costs'], { count: count(kpis.headcount) });
  const event = latest.events[0];
  if (event) add('lastEvent', ['pivot', 'cash-flow', 'competitors'], { event: label(`events.${event}`) });
  return facts;
}

/** The facts a validation states: the verdict, the weakest score, the market, what is left to test. */
export function validationFacts(validation: ValidationSnapshot): Fact[] {
  const source: FactSource = { kind: 'validation', id: validation.id, name: validation.title };
  const facts: Fact[] = [];
  const add = (id: FactId, topics: readonly Topic[], values: Record<string, FactValue>) =>
    facts.push({ id, topics, values, source });

  add('validationOverall', [...IDEA, 'first-customers'], {
    overall: score(validation.overall),
    verdict: label(`verdicts.${validation.verdict}`),
  });
  const weakest = (Object.entries(validation.scores) as [ScoreKey, number][]).reduce((low, entry) =>
    entry[1] < low[1] ? entry : low,
  );
  add('weakestScore', [...IDEA, 'competitors', 'market-size'], {
    dimension: label(`scores.${weakest[0]}`),
    score: score(weakest[1]),
  });
  add('competitionScore', ['competitors'], { score: score(validation.scores.competition) });
  if (validation.likely) {
    add('marketSom', ['market-size', 'business-plan', 'investors'], {
      low: money(validation.likely.lowCents, validation.currency),
      high: money(validation.likely.highCents, validation.currency),
      limit: label(`limits.${validation.likely.binding}`),
    });
  }
  const next = validation.pendingExperiments[0];
  if (next) {
    add('pendingExperiments', ['validation', 'first-customers', 'pivot'], {
      count: count(validation.pendingExperiments.length),
      next: label(`experiments.${next}`),
    });
  }
  return facts;
}

/** Whatever the question, a student's open round is worth a word: it is what is due. */
const CLASS_ROUND: readonly Topic[] = ['pricing', 'marketing', 'cash-flow', 'competitors', 'business-plan', 'pivot'];
const CLASS_MARKET: readonly Topic[] = ['competitors', 'pricing', 'marketing', 'first-customers'];

/**
 * The facts of the class the user plays in: the open round (decided or not, and until when) and
 * the company's place in the shared market and the ranking.
 */
export function classFacts(snapshot: ClassSnapshot): Fact[] {
  const source: FactSource = { kind: 'class', id: snapshot.id, name: snapshot.name };
  const facts: Fact[] = [];
  const add = (id: FactId, topics: readonly Topic[], values: Record<string, FactValue>) =>
    facts.push({ id, topics, values, source });
  const round = { round: count(snapshot.round), class: { kind: 'name', value: snapshot.name } as FactValue };
  add(snapshot.submitted ? 'classSubmitted' : 'classPending', CLASS_ROUND, round);
  if (snapshot.deadlineAt !== null)
    add('classDeadline', CLASS_ROUND, { deadline: { kind: 'dateTime', iso: snapshot.deadlineAt } });
  if (snapshot.rank !== null && snapshot.marketShare !== null) {
    add('classShare', CLASS_MARKET, {
      share: percent(snapshot.marketShare),
      rank: count(snapshot.rank),
      companies: count(snapshot.companies),
    });
  }
  return facts;
}

/**
 * Every fact the mentor may quote: the class round's, then the newest simulation's (a student
 * without one is told their class company's numbers instead), then the newest validation's, then
 * the newest canvas's.
 */
export function groundingFacts(context: MentorContext): Fact[] {
  const [simulation] = context.simulations;
  const [validation] = context.validations;
  const [canvas] = context.canvases;
  const [enrolled] = context.classes;
  const numbers = simulation ?? enrolled?.company;
  return [
    ...(enrolled ? classFacts(enrolled) : []),
    ...(numbers ? simulationFacts(numbers) : []),
    ...(validation ? validationFacts(validation) : []),
    ...(canvas ? canvasFacts(canvas) : []),
  ];
}

/** The screen a fact's numbers come from (the web app's canonical addresses). */
export function factSourcePath(source: FactSource): string {
  switch (source.kind) {
    case 'simulation':
      return `/simulacao-negocio/${source.id}`;
    case 'validation':
      return `/validacao-ideia/${source.id}`;
    case 'class':
      return `/turmas/${source.id}`;
    case 'canvas':
      return `/canvas/${source.id}`;
  }
}

/** Where a user without numbers gets them: the new simulation form, the new idea form. */
export const NEW_SOURCE_PATH = { simulation: '/simulacao-negocio', validation: '/validacao-ideia' } as const;
