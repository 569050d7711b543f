import { presetFor } from '../simulation/presets';
import { convertMoney } from './exchange-rates';
import type { IdeaInput } from './idea';
import {
  PRESET_PRICING_MODEL,
  SCORE_KEYS,
  SCORE_WEIGHTS,
  VERDICT_THRESHOLDS,
  type ScoreKey,
  type Verdict,
} from './score-keys';
import { marketPlace } from './market-data';
import { competitorMatrix } from './competitors';
import type { CapacityBasis } from './sizing-terms';
import type { MarketSizing } from './market-sizing';
import { readCustomer, readDifferentiation, readProblem } from './text-signals';

/*
 * The seven scores of an idea, 0–100 each. Every score is a sum the report shows line by line: a
 * base, then each factor's points, each factor saying what moved it (the founder's words and
 * numbers, a dataset figure, or an assumption of ours) — and the factors the idea missed, with
 * the points they would add ("what would raise this score"). No score is a black box, and a
 * factor never takes points away for something the founder said well: being more specific can
 * only raise a score. The points were set on a corpus of ideas in five languages kept in the
 * tests (decision 021). SCORING_VERSION changes whenever a point changes, so a stored validation
 * says which rules scored it.
 */
export const SCORING_VERSION = 3;

export type Confidence = 'low' | 'medium' | 'high';

/** One line of a score: what moved it and by how much. */
export interface Factor {
  key: string;
  points: number;
  origin: 'told' | 'dataset' | 'assumed';
  /** The founder's words that raised it, quoted. */
  evidence?: string[];
  /** Numbers the report states beside the line (cents, ratios, counts). */
  values?: Record<string, number>;
}

/** A factor the idea missed, and the points it would add. */
export interface Raise {
  key: string;
  points: number;
}

export interface Score {
  key: ScoreKey;
  value: number;
  confidence: Confidence;
  factors: Factor[];
  raise: Raise[];
}

class ScoreBuilder {
  readonly factors: Factor[] = [];
  readonly raise: Raise[] = [];

  constructor(base: number) {
    this.factors.push({ key: 'base', points: base, origin: 'assumed' });
  }

  add(factor: Factor): this {
    this.factors.push(factor);
    return this;
  }

  /** Adds the factor when `met`; otherwise records what it would add. */
  either(met: boolean, factor: Factor, raise: Raise): this {
    if (met) this.factors.push(factor);
    else this.raise.push(raise);
    return this;
  }

  build(key: ScoreKey, confidence: Confidence): Score {
    const sum = this.factors.reduce((total, factor) => total + factor.points, 0);
    return {
      key,
      value: Math.round(Math.min(100, Math.max(0, sum))),
      confidence,
      factors: this.factors,
      raise: this.raise.sort((a, b) => b.points - a.points),
    };
  }
}

const confidenceOf = (told: number, of: number): Confidence =>
  told / of >= 0.75 ? 'high' : told / of >= 0.4 ? 'medium' : 'low';

function problemScore(idea: IdeaInput): Score {
  const problem = readProblem(idea.problem);
  const customer = readCustomer(idea.targetCustomer);
  const specificCustomer = !customer.vague.present && (customer.segment.present || customer.hasNumbers);
  const detail = problem.words >= 25 ? 10 : problem.words >= 12 ? 5 : 0;
  const score = new ScoreBuilder(20)
    .either(
      problem.pain.present,
      { key: 'pain', points: 20, origin: 'told', evidence: problem.pain.evidence },
      { key: 'describePain', points: 20 },
    )
    .either(
      problem.frequency.present,
      { key: 'recurring', points: 20, origin: 'told', evidence: problem.frequency.evidence },
      { key: 'sayHowOften', points: 20 },
    )
    .either(problem.measured, { key: 'measured', points: 15, origin: 'told' }, { key: 'measureTheCost', points: 15 })
    .either(
      detail > 0,
      { key: 'detailed', points: detail, origin: 'told', values: { words: problem.words } },
      { key: 'describeMore', points: 10 },
    )
    .either(
      idea.competitors.length > 0,
      { key: 'alternativesExist', points: 10, origin: 'told', values: { named: idea.competitors.length } },
      { key: 'nameAlternatives', points: 10 },
    )
    .either(
      specificCustomer,
      { key: 'specificCustomer', points: 5, origin: 'told' },
      { key: 'narrowCustomer', points: 5 },
    );
  const told = [problem.pain.present, problem.frequency.present, problem.measured, problem.words >= 12].filter(Boolean);
  return score.build('problem', confidenceOf(told.length, 4));
}

/** Yearly revenue a company must reach to pay its founder and its costs: twice the place's GDP per person (an assumption). */
const VIABLE_REVENUE_GDP_MULTIPLE = 2;
/** A founder with fewer hours needs less from the company; a quarter of a full week at least. */
const FULL_WEEK_HOURS = 40;

/** What the company must bring in a year to pay the founder's time and its costs, in cents of the idea's currency. */
export function revenueNeeded(idea: IdeaInput, sizing: MarketSizing): number | null {
  const place = marketPlace(sizing.place.kind === 'country' ? sizing.place.code : sizing.place.name);
  const gdp = place.gdpPerCapita;
  if (!gdp) return null;
  const time = Math.min(1, Math.max(0.25, idea.hoursPerWeek / FULL_WEEK_HOURS));
  return convertMoney(gdp.value * 100 * VIABLE_REVENUE_GDP_MULTIPLE * time, gdp.currency ?? 'USD', idea.currency);
}

/** The middle of a range on a ratio scale: what "about" means between R$ 100 mil and R$ 400 mil. */
const middle = (low: number, high: number) => Math.sqrt(Math.max(low, 1) * Math.max(high, 1));

/**
 * Attractiveness is what the company can take (the likely range, bounded by its capacity), against
 * what the founder needs from it; never the sector's size. Room to grow beyond the company's own
 * capacity adds; a niche the company would fill does not.
 */
function marketScore(idea: IdeaInput, sizing: MarketSizing): Score {
  const score = new ScoreBuilder(50);
  const needed = revenueNeeded(idea, sizing);
  const likely = sizing.likely;
  if (!likely || needed === null) {
    score.add({ key: 'unsized', points: -20, origin: 'dataset' });
    return score.build('market', 'low');
  }
  const reachable = middle(likely.lowCents, likely.highCents);
  const ratio = reachable / needed;
  const customer = readCustomer(idea.targetCustomer);
  // Each doubling of the reachable revenue over what the founder needs adds 12 points; each halving
  // takes them. "Everyone" sizes no market: a vague customer's size never earns points.
  const scaled = Math.max(-40, Math.min(30, Math.round(12 * Math.log2(Math.max(ratio, 1e-6)))));
  const points = customer.vague.present ? Math.min(0, scaled) : scaled;
  score.add({
    key: 'reachableRevenue',
    points,
    origin: 'assumed',
    values: { lowCents: likely.lowCents, highCents: likely.highCents, neededCents: Math.round(needed), ratio },
  });
  const marketHigh = Math.max(sizing.topDown.som.highCents ?? 0, sizing.bottomUp.som.highCents ?? 0);
  score.either(
    likely.binding === 'capacity' && marketHigh >= 3 * likely.highCents,
    { key: 'roomToGrow', points: 10, origin: 'assumed', values: { marketHighCents: marketHigh } },
    { key: 'widerMarket', points: 10 },
  );
  if (customer.vague.present) score.raise.push({ key: 'narrowCustomer', points: Math.max(0, scaled) });
  const sourced = sizing.topDown.som.cents !== null && (likely.disagreement ?? 1) <= 3;
  const confidence: Confidence = customer.vague.present ? 'low' : sourced ? 'high' : 'medium';
  return score.build('market', confidence);
}

/** Points for answering every competitor named; each one left unanswered takes its share. */
const ANSWERED_POINTS = 20;

function competitionScore(idea: IdeaInput): Score {
  const { rows } = competitorMatrix(idea);
  const named = rows.length;
  const score = new ScoreBuilder(50);
  if (named === 0) {
    score.raise.push({ key: 'nameCompetitors', points: 15 });
  } else if (named <= 3) {
    score.add({ key: 'someCompetitors', points: 10, origin: 'told', values: { named } });
  } else if (named <= 6) {
    score.add({ key: 'severalCompetitors', points: 5, origin: 'told', values: { named } });
  } else {
    score.add({ key: 'crowded', points: -15, origin: 'told', values: { named } });
  }
  if (named > 0) {
    const answered = rows.filter((row) => row.addressed).length;
    const points = Math.round((ANSWERED_POINTS * answered) / named);
    if (answered > 0) score.add({ key: 'answered', points, origin: 'told', values: { answered, named } });
    if (answered < named) score.raise.push({ key: 'answerEachCompetitor', points: ANSWERED_POINTS - points });
  }
  return score.build('competition', named === 0 ? 'low' : 'medium');
}

function differentiationScore(idea: IdeaInput): Score {
  const { words, hasNumbers, contrast, kinds, claims, concrete } = readDifferentiation(idea.differentiation);
  const { rows } = competitorMatrix(idea);
  const namesCompetitor = rows.some((row) => row.how === 'named');
  const score = new ScoreBuilder(15)
    .either(
      words >= 5,
      { key: 'explained', points: words >= 12 ? 15 : 8, origin: 'told', values: { words } },
      { key: 'explainDifference', points: 15 },
    )
    .either(
      hasNumbers,
      { key: 'measuredAdvantage', points: 15, origin: 'told' },
      { key: 'quantifyAdvantage', points: 15 },
    )
    .either(
      contrast.length > 0,
      { key: 'comparedToAlternatives', points: 15, origin: 'told', evidence: contrast },
      { key: 'compareToAlternatives', points: 15 },
    )
    .either(
      namesCompetitor || concrete,
      namesCompetitor
        ? { key: 'namesCompetitor', points: 15, origin: 'told' }
        : { key: 'answersAlternatives', points: 10, origin: 'told' },
      { key: 'nameWhoYouBeat', points: 15 },
    )
    .either(
      kinds.length > 0,
      { key: 'advantageKinds', points: Math.min(20, 10 * kinds.length), origin: 'told', evidence: kinds },
      { key: 'sayWhatIsBetter', points: 20 },
    );
  if (claims.length > 0 && !hasNumbers && contrast.length === 0)
    score.add({ key: 'claimsWithoutProof', points: -10, origin: 'told', evidence: claims });
  return score.build(
    'differentiation',
    confidenceOf([words >= 5, hasNumbers, contrast.length > 0].filter(Boolean).length, 3),
  );
}

const subscription = (idea: IdeaInput) => idea.pricingModel === 'monthly' || idea.pricingModel === 'weekly';

function monetisationScore(idea: IdeaInput): Score {
  const preset = presetFor(idea.businessType, idea.currency);
  const score = new ScoreBuilder(40);
  const comparable = PRESET_PRICING_MODEL[idea.businessType] === idea.pricingModel;
  if (comparable) {
    const ratio = idea.priceCents / preset.referencePriceCents;
    const values = { ratio, referenceCents: preset.referencePriceCents, unitCostCents: preset.unitCostCents };
    if (idea.priceCents < preset.unitCostCents)
      score.add({ key: 'belowTypicalCost', points: -30, origin: 'assumed', values });
    else if (ratio > 4) score.add({ key: 'farAboveTypical', points: -10, origin: 'assumed', values });
    else if (ratio >= 0.5) score.add({ key: 'plausiblePrice', points: 15, origin: 'assumed', values });
    const margin = idea.priceCents > 0 ? (idea.priceCents - preset.unitCostCents) / idea.priceCents : 0;
    if (margin >= 0.5) score.add({ key: 'healthyMargin', points: 10, origin: 'assumed', values: { margin } });
  } else {
    score.add({ key: 'noTypicalPrice', points: 0, origin: 'assumed' });
  }
  score.either(
    subscription(idea) || idea.purchasesPerYear >= 12,
    { key: 'recurringRevenue', points: 20, origin: 'told', values: { purchasesPerYear: idea.purchasesPerYear } },
    { key: 'repeatPurchases', points: 20 },
  );
  if (!subscription(idea) && idea.purchasesPerYear >= 4 && idea.purchasesPerYear < 12)
    score.add({ key: 'repeatBuyers', points: 10, origin: 'told', values: { purchasesPerYear: idea.purchasesPerYear } });
  return score.build('monetisation', comparable ? 'medium' : 'low');
}

/**
 * The capital a start needs, as a share of the business type's typical capital (the simulation's
 * presets), by what its revenue rests on: selling hours or software needs a laptop; visits online,
 * some stock and advertising; jobs, tools or a van; covers, stock and accounts, a kitchen or a shop.
 */
const CAPITAL_NEED_BY_BASIS: Record<CapacityBasis, number> = {
  hours: 0.1,
  clients: 0.2,
  sales: 0.3,
  visits: 0.3,
  jobs: 0.6,
  workers: 0.6,
  covers: 1,
  accounts: 1,
  stock: 1,
};

function feasibilityScore(idea: IdeaInput, sizing: MarketSizing): Score {
  const preset = presetFor(idea.businessType, idea.currency);
  const experience = { beginner: 0, intermediate: 10, advanced: 20 }[idea.experienceLevel];
  const hours = idea.hoursPerWeek < 10 ? -15 : idea.hoursPerWeek < 20 ? 0 : idea.hoursPerWeek < 40 ? 10 : 15;
  const capacity = sizing.capacity;
  const neededCapital = Math.round(
    preset.suggestedCapitalCents * (capacity ? CAPITAL_NEED_BY_BASIS[capacity.basis] : 1),
  );
  const capital = idea.capitalCents / neededCapital;
  const capitalPoints = capital >= 1 ? 20 : capital >= 0.5 ? 10 : capital >= 0.25 ? 0 : -15;
  const channels = idea.channels.length;
  const score = new ScoreBuilder(35)
    .add({ key: 'experience', points: experience, origin: 'told' })
    .add({ key: 'hours', points: hours, origin: 'told', values: { hoursPerWeek: idea.hoursPerWeek } })
    .add({
      key: 'capital',
      points: capitalPoints,
      origin: 'assumed',
      values: { capitalCents: idea.capitalCents, typicalCents: neededCapital },
    })
    .add({
      key: 'channels',
      points: channels === 0 ? -10 : channels <= 3 ? 5 : -5,
      origin: 'told',
      values: { channels },
    });
  // Even at full capacity the company would not pay the founder: the model, not the effort, must change.
  const needed = revenueNeeded(idea, sizing);
  if (capacity && needed !== null && capacity.highCents < needed)
    score.add({
      key: 'capacityBelowNeed',
      points: -20,
      origin: 'assumed',
      values: { capacityCents: capacity.highCents, neededCents: Math.round(needed) },
    });
  if (experience < 20) score.raise.push({ key: 'partnerWithExperience', points: 20 - experience });
  if (capitalPoints < 20) score.raise.push({ key: 'raiseCapital', points: 20 - capitalPoints });
  return score.build('feasibility', 'medium');
}

/** Risk is scored as control: 100 is an idea with none of the usual risks in sight. */
function riskScore(idea: IdeaInput, sizing: MarketSizing): Score {
  const preset = presetFor(idea.businessType, idea.currency);
  const problem = readProblem(idea.problem);
  const customer = readCustomer(idea.targetCustomer);
  const monthlyCosts = preset.fixedCostsCents + preset.salaryCents;
  const score = new ScoreBuilder(70);
  if (customer.vague.present)
    score.add({ key: 'vagueCustomer', points: -15, origin: 'told', evidence: customer.vague.evidence });
  if (idea.competitors.length === 0) score.add({ key: 'unknownCompetition', points: -10, origin: 'told' });
  if (!problem.pain.present && !problem.frequency.present)
    score.add({ key: 'unprovenProblem', points: -10, origin: 'told' });
  const months = idea.capitalCents / monthlyCosts;
  if (months < 3) score.add({ key: 'shortRunway', points: -15, origin: 'assumed', values: { months } });
  // A year of the typical costs in hand is time to learn before the money runs out.
  else if (months >= 6)
    score.add({ key: 'longRunway', points: months >= 12 ? 10 : 5, origin: 'assumed', values: { months } });
  if ((sizing.likely?.disagreement ?? 1) > 3)
    score.add({
      key: 'estimatesDisagree',
      points: -5,
      origin: 'dataset',
      values: { times: sizing.likely?.disagreement ?? 1 },
    });
  if (idea.hoursPerWeek < 10) score.add({ key: 'partTime', points: -10, origin: 'told' });
  const comparable = PRESET_PRICING_MODEL[idea.businessType] === idea.pricingModel;
  if (comparable && idea.priceCents < preset.unitCostCents)
    score.add({ key: 'priceBelowCost', points: -15, origin: 'assumed' });
  const sector = sizing.topDown.tam.terms[0]?.figure;
  if (sector?.stale) score.add({ key: 'oldData', points: -5, origin: 'dataset' });
  return score.build('risk', 'medium');
}

export interface IdeaScores {
  version: number;
  scores: Record<ScoreKey, Score>;
  overall: number;
  verdict: Verdict;
}

export function scoreIdea(idea: IdeaInput, sizing: MarketSizing): IdeaScores {
  const differentiation = differentiationScore(idea);
  const scores: Record<ScoreKey, Score> = {
    problem: problemScore(idea),
    market: marketScore(idea, sizing),
    competition: competitionScore(idea),
    differentiation,
    monetisation: monetisationScore(idea),
    feasibility: feasibilityScore(idea, sizing),
    risk: riskScore(idea, sizing),
  };
  const overall = Math.round(SCORE_KEYS.reduce((total, key) => total + SCORE_WEIGHTS[key] * scores[key].value, 0));
  const verdict: Verdict =
    overall >= VERDICT_THRESHOLDS.promising
      ? 'promising'
      : overall < VERDICT_THRESHOLDS.pivot
        ? 'pivot'
        : 'validateFurther';
  return { version: SCORING_VERSION, scores, overall, verdict };
}
